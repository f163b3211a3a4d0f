import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IdentityFields, NameFields } from '../../../components/PersonFields';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { profileSchema, type Profile, type ProfileInput } from '../../../domain/profile';
import { checkForm } from '../../../domain/validation';

export interface ProfileDetailsFormProps {
  /** The data the form starts from (what the shop has now). */
  readonly initial: ProfileInput;
  /** The shop's day (YYYY-MM-DD), for the birth date's rules. */
  readonly today: string;
  /** The data is being saved. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** Receives the data once the rules of registration accept it. */
  readonly onSubmit: (details: Profile) => void;
}

/** 'Il mio profilo' (/profile/profile-update): name, fiscal code, birth date and phone. */
export function ProfileDetailsForm(props: ProfileDetailsFormProps) {
  const { t, i18n } = useLingui();
  const schema = profileSchema(props.today);
  const form = useForm<ProfileInput>({
    mode: 'uncontrolled',
    initialValues: props.initial,
    validate: (values) => fieldErrorsOf(schema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`I tuoi dati`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(schema, values);
        if (check.ok) props.onSubmit(check.value);
      })}
    >
      <Stack gap="md" maw={560}>
        <NameFields form={form} />
        <IdentityFields form={form} />
        <TextInput
          label={t`Telefono (facoltativo)`}
          type="tel"
          autoComplete="tel"
          {...form.getInputProps('phone')}
          key={form.key('phone')}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        <Button type="submit" loading={props.busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Salva i dati</Trans>
        </Button>
      </Stack>
    </form>
  );
}
