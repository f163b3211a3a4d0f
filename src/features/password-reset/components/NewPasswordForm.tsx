import { Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { NO_MESSAGES } from '../../../domain/envelope';
import { accountMessages } from '../../../domain/account-messages';
import { newPasswordRule } from '../../../domain/registration';

export interface NewPasswordFormProps {
  /** The new password is being set. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** Receives the new password once the rules accept it and both fields agree. */
  readonly onSubmit: (password: string) => void;
}

const newPasswordSchema = v.object({ password: newPasswordRule });

/** /recover-password-confirm: the new password, typed twice. */
export function NewPasswordForm(props: NewPasswordFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', passwordConfirm: '' },
    validate: (values) => ({
      ...fieldErrorsOf(newPasswordSchema, { password: values.password }, i18n),
      ...(values.passwordConfirm === values.password
        ? {}
        : { passwordConfirm: i18n._(accountMessages.passwordMismatch) }),
    }),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      onSubmit={form.onSubmit(({ password }) => props.onSubmit(password))}
    >
      <Stack gap="md">
        <PasswordInput
          label={t`Nuova password`}
          description={t`Almeno 6 caratteri, non una password comune`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
          {...form.getInputProps('password')}
          key={form.key('password')}
        />
        <PasswordInput
          label={t`Conferma password`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la conferma` }}
          {...form.getInputProps('passwordConfirm')}
          key={form.key('passwordConfirm')}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        <Button type="submit" loading={props.busy}>
          <Trans>Salva la nuova password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
