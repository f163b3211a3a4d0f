import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BackofficeCredentials } from '../../../../machines/staff/backoffice.machine';
import { fieldErrorsOf } from '../../../components/form-rules';
import { backofficeLoginSchema } from '../../../domain/staff';

export interface BackofficeSignInFormProps {
  readonly busy: boolean;
  readonly message: string | null;
  /** The account asked for its one-time code. */
  readonly otpAsked: boolean;
  readonly onSubmit: (credentials: BackofficeCredentials) => void;
}

/** The backoffice sign-on, for staff without the identity provider. */
export function BackofficeSignInForm({
  busy,
  message,
  otpAsked,
  onSubmit,
}: BackofficeSignInFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { backoffice_user: '', password: '', otp: '' },
    validate: (values) =>
      fieldErrorsOf(
        backofficeLoginSchema,
        {
          backoffice_user: values.backoffice_user,
          password: values.password === '' ? undefined : values.password,
          otp: values.otp === '' ? undefined : values.otp,
        },
        i18n,
      ),
  });
  return (
    <form
      noValidate
      aria-label={t`Accesso backoffice`}
      onSubmit={form.onSubmit((values) =>
        onSubmit({
          backofficeUser: values.backoffice_user.trim().toLowerCase(),
          password: values.password,
          ...(otpAsked && values.otp !== '' ? { otp: values.otp } : {}),
        }),
      )}
    >
      <Stack gap="sm">
        {message !== null && (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        )}
        <TextInput
          label={t`Utente backoffice`}
          autoComplete="username"
          maxLength={100}
          {...form.getInputProps('backoffice_user')}
          key={form.key('backoffice_user')}
        />
        <PasswordInput
          label={t`Password`}
          autoComplete="current-password"
          maxLength={128}
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
          {...form.getInputProps('password')}
          key={form.key('password')}
        />
        {otpAsked && (
          <TextInput
            label={t`Codice di verifica`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.getInputProps('otp')}
            key={form.key('otp')}
          />
        )}
        <Button type="submit" variant="light" loading={busy}>
          <Trans>Accedi al backoffice</Trans>
        </Button>
      </Stack>
    </form>
  );
}
