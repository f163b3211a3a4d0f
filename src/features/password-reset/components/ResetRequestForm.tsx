import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { resetRequestSchema } from '../../../domain/password-reset';

export interface ResetRequestFormProps {
  /** The request is being sent. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** The address to start from (a refused link's). @default '' */
  readonly initialEmail?: string;
  /** Receives the trimmed e-mail once the rule accepts it. */
  readonly onSubmit: (email: string) => void;
}

/** /reset-password-request: the account's e-mail, to receive a link for a new password. */
export function ResetRequestForm(props: ResetRequestFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: props.initialEmail ?? '' },
    validate: ({ email }) => {
      const { e_mail: error } = fieldErrorsOf(resetRequestSchema, { e_mail: email }, i18n);
      return error ? { email: error } : {};
    },
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      onSubmit={form.onSubmit(({ email }) => props.onSubmit(email.trim()))}
    >
      <Stack gap="md">
        <TextInput
          label={t`Indirizzo email`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
          key={form.key('email')}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        <Button type="submit" loading={props.busy}>
          <Trans>Invia il link</Trans>
        </Button>
      </Stack>
    </form>
  );
}
