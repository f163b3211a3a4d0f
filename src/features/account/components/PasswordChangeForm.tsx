import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { fieldErrorsOf } from '../../../components/form-rules';
import { accountMessages } from '../../../domain/account-messages';
import { NO_MESSAGES } from '../../../domain/envelope';
import { passwordChangeSchema, type PasswordChange } from '../../../domain/password-reset';
import { checkForm } from '../../../domain/validation';

export interface PasswordChangeFormProps {
  /** The change is being saved. */
  readonly busy: boolean;
  /** The last change was saved. */
  readonly saved: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  /** Receives the change once the rules accept it and the new password is typed twice alike. */
  readonly onSubmit: (change: PasswordChange) => void;
}

/** 'Aggiorna password' (/profile/update-password): the current password and a new one, twice. */
export function PasswordChangeForm(props: PasswordChangeFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { old_password: '', new_password: '', confirm: '' },
    validate: ({ confirm, ...change }) => ({
      ...fieldErrorsOf(passwordChangeSchema, change, i18n),
      ...(confirm === change.new_password
        ? {}
        : { confirm: i18n._(accountMessages.passwordMismatch) }),
    }),
  });
  return (
    <form
      noValidate
      aria-busy={props.busy}
      onSubmit={form.onSubmit(({ confirm: _confirm, ...change }) => {
        const check = checkForm(passwordChangeSchema, change);
        if (check.ok) props.onSubmit(check.value);
      })}
    >
      <Stack gap="md" maw={420}>
        <PasswordInput
          label={t`Password attuale`}
          autoComplete="current-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password attuale` }}
          {...form.getInputProps('old_password')}
          key={form.key('old_password')}
        />
        <PasswordInput
          label={t`Nuova password`}
          description={t`Almeno 6 caratteri, non una password comune`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la nuova password` }}
          {...form.getInputProps('new_password')}
          key={form.key('new_password')}
        />
        <PasswordInput
          label={t`Conferma la nuova password`}
          autoComplete="new-password"
          required
          visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la conferma` }}
          {...form.getInputProps('confirm')}
          key={form.key('confirm')}
        />
        <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />
        {props.saved && (
          <Alert color="green" variant="light" role="status">
            <Trans>
              Password aggiornata. Le altre sessioni aperte con il tuo account sono state chiuse.
            </Trans>
          </Alert>
        )}
        <Button type="submit" loading={props.busy} style={{ alignSelf: 'flex-start' }}>
          <Trans>Aggiorna password</Trans>
        </Button>
      </Stack>
    </form>
  );
}
