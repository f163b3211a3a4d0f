import {
  Button,
  Checkbox,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { IdentityFields, NameFields } from '../../../components/PersonFields';
import { SafeHtml } from '../../../components/SafeHtml';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { messages } from '../../../domain/messages';
import { accountMessages } from '../../../domain/account-messages';
import { registrationSchema, type Registration } from '../../../domain/registration';
import { checkForm } from '../../../domain/validation';

/** A disclaimer the shopper answers when registering (registration-disclaimer/list). */
export interface RegistrationDisclaimer {
  readonly registrationDisclaimerId: number;
  readonly title: string;
  /** Text or simple HTML (a link to the page it refers to), shown sanitised under the title. */
  readonly text: string;
  readonly required: boolean;
}

export interface RegistrationFormProps {
  /** The disclaimers to answer, required ones first. */
  readonly disclaimers: readonly RegistrationDisclaimer[];
  /** The form is being sent. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** The shop's day (YYYY-MM-DD), for the age rule. */
  readonly today: string;
  /** A friend's invite code brought by the link the shopper followed. @default '' */
  readonly inviteCode?: string;
  /** Name and e-mail to start from (a social sign-in's account). @default empty fields */
  readonly initial?: {
    readonly firstName?: string;
    readonly lastName?: string;
    readonly email?: string;
  };
  /** Receives the form once the domain rules accept it. */
  readonly onSubmit: (registration: Registration) => void;
}

interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  fiscalCode: string;
  birthDate: string;
  inviteCode: string;
  accepted: Record<string, boolean>;
}

function toRegistration(
  values: RegistrationValues,
  disclaimers: readonly RegistrationDisclaimer[],
) {
  const { passwordConfirm: _confirm, accepted, inviteCode, ...person } = values;
  return {
    ...person,
    disclaimers: disclaimers.map(({ registrationDisclaimerId }) => ({
      registrationDisclaimerId,
      value: accepted[registrationDisclaimerId] === true,
    })),
    ...(inviteCode.trim() === '' ? {} : { inviteCode: inviteCode.trim() }),
  };
}

/**
 * The registration form of account-and-platform.md §2 /registration-user: the shopper's name,
 * e-mail, password (twice), phone, fiscal code and birth date, the shop's disclaimers (the
 * required ones must be accepted) and an optional friend's invite code.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t, i18n } = useLingui();
  const schema = registrationSchema(props.today);
  const form = useForm<RegistrationValues>({
    mode: 'uncontrolled',
    initialValues: {
      firstName: props.initial?.firstName ?? '',
      lastName: props.initial?.lastName ?? '',
      email: props.initial?.email ?? '',
      password: '',
      passwordConfirm: '',
      phone: '',
      fiscalCode: '',
      birthDate: '',
      inviteCode: props.inviteCode ?? '',
      accepted: {},
    },
    validate: (values) => {
      const errors: Record<string, string> = fieldErrorsOf(
        schema,
        toRegistration(values, props.disclaimers),
        i18n,
      );
      if (values.passwordConfirm !== values.password) {
        errors.passwordConfirm = i18n._(accountMessages.passwordMismatch);
      }
      for (const { registrationDisclaimerId, required } of props.disclaimers) {
        if (required && values.accepted[registrationDisclaimerId] !== true) {
          errors[`accepted.${registrationDisclaimerId}`] = i18n._(messages.required);
        }
      }
      return errors;
    },
  });

  return (
    <form
      noValidate
      aria-busy={props.busy}
      onSubmit={form.onSubmit((values) => {
        // The rules passed: their parsed value (trimmed, upper-case fiscal code) is what is sent.
        const check = checkForm(schema, toRegistration(values, props.disclaimers));
        if (check.ok) props.onSubmit(check.value);
      })}
    >
      <Stack gap="md">
        <NameFields form={form} />
        <TextInput
          label={t`Indirizzo email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PasswordInput
            label={t`Password`}
            description={t`Almeno 6 caratteri, non una password comune`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
            {...form.getInputProps('password')}
            key={form.key('password')}
          />
          <PasswordInput
            label={t`Conferma password`}
            description={t`Scrivila di nuovo`}
            autoComplete="new-password"
            required
            visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la conferma` }}
            {...form.getInputProps('passwordConfirm')}
            key={form.key('passwordConfirm')}
          />
        </SimpleGrid>
        <IdentityFields form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Telefono (facoltativo)`}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
            key={form.key('phone')}
          />
          <TextInput
            label={t`Codice invito (facoltativo)`}
            autoComplete="off"
            maxLength={32}
            {...form.getInputProps('inviteCode')}
            key={form.key('inviteCode')}
          />
        </SimpleGrid>
        <Stack gap="sm" role="group" aria-label={t`Consensi`}>
          {props.disclaimers.map((disclaimer) => (
            <Checkbox
              key={form.key(`accepted.${disclaimer.registrationDisclaimerId}`)}
              label={
                disclaimer.required ? (
                  <Trans>{disclaimer.title} (obbligatorio)</Trans>
                ) : (
                  disclaimer.title
                )
              }
              description={<SafeHtml html={disclaimer.text} />}
              {...form.getInputProps(`accepted.${disclaimer.registrationDisclaimerId}`, {
                type: 'checkbox',
              })}
            />
          ))}
        </Stack>
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        <Group justify="flex-end">
          <Button type="submit" loading={props.busy}>
            <Trans>Registrati</Trans>
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>
            Ti invieremo un'e-mail con il link per confermare la registrazione: potrai accedere dopo
            averlo aperto.
          </Trans>
        </Text>
      </Stack>
    </form>
  );
}
