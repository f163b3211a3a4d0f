import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { emailChangeSchema } from '../../../domain/profile';
import { checkForm } from '../../../domain/validation';

export interface EmailChangeFormProps {
  /** The account's address now, its login. */
  readonly currentEmail: string;
  /** The request is being sent. */
  readonly busy: boolean;
  /** The link was sent to the new address. */
  readonly sent: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** Receives the new address once the rules accept it. */
  readonly onSubmit: (newEmail: string) => void;
}

/**
 * The e-mail change of 'Il mio profilo': a link goes to the new address, and the login changes
 * only when it is opened (/email-confirmed).
 */
export function EmailChangeForm(props: EmailChangeFormProps) {
  const { t, i18n } = useLingui();
  const schema = emailChangeSchema(props.currentEmail);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { new_email: '' },
    validate: (values) => fieldErrorsOf(schema, values, i18n),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      aria-label={t`Cambia e-mail`}
      onSubmit={form.onSubmit((values) => {
        const check = checkForm(schema, values);
        if (check.ok) props.onSubmit(check.value.new_email);
      })}
    >
      <Stack gap="md" maw={560}>
        <Text>
          <Trans>
            Accedi con <strong>{props.currentEmail}</strong>
          </Trans>
        </Text>
        <TextInput
          label={t`Nuovo indirizzo email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('new_email')}
          key={form.key('new_email')}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        {props.sent && (
          <Alert color="green" variant="light" role="status">
            <Trans>
              Ti abbiamo inviato un'e-mail al nuovo indirizzo: apri il link per confermare la
              modifica.
            </Trans>
          </Alert>
        )}
        <Button
          type="submit"
          variant="outline"
          loading={props.busy}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Cambia e-mail</Trans>
        </Button>
      </Stack>
    </form>
  );
}
