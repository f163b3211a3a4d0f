import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PasswordResetStep } from '../../../../machines/password-reset/password-reset.machine';
import { NewPasswordForm } from './NewPasswordForm';
import { ResetRequestForm } from './ResetRequestForm';

export interface PasswordResetScreenProps {
  readonly step: PasswordResetStep;
  readonly email: string;
  /** A call is under way. */
  readonly busy: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onRequest: (email: string) => void;
  readonly onNewPassword: (password: string) => void;
  /** The login form, shown once the new password is set. */
  readonly login: ReactNode;
}

/**
 * Every screen of a forgotten password: the request (/reset-password-request), the link on its
 * way (/reset-password-sent), the link's check and the new password (/recover-password-confirm),
 * the login with the new password (/reset-password-completed), and a refused link.
 */
export function PasswordResetScreen(props: PasswordResetScreenProps) {
  switch (props.step) {
    case 'request':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Recupera la password</Trans>
          </Title>
          <Text>
            <Trans>
              Indica l'e-mail del tuo account: ti invieremo un link per scegliere una nuova
              password.
            </Trans>
          </Text>
          <ResetRequestForm
            busy={props.busy}
            errors={props.errors}
            initialEmail={props.email}
            onSubmit={props.onRequest}
          />
        </Stack>
      );
    case 'sent':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Controlla la tua e-mail</Trans>
          </Title>
          <Text>
            <Trans>
              Se l'indirizzo {props.email} è registrato, riceverai un'e-mail con il link per
              scegliere una nuova password. Il link vale 30 minuti.
            </Trans>
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Non la trovi? Controlla nella posta indesiderata, oppure</Trans>{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={props.busy}
              onClick={() => props.onRequest(props.email)}
            >
              <Trans>invia di nuovo il link</Trans>
            </Anchor>
            .
          </Text>
        </Stack>
      );
    case 'checking':
      return (
        <Stack align="center" gap="sm" role="status" aria-busy>
          <Loader aria-hidden />
          <Text>
            <Trans>Stiamo controllando il link…</Trans>
          </Text>
        </Stack>
      );
    case 'choosing':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Scegli una nuova password</Trans>
          </Title>
          <NewPasswordForm busy={props.busy} errors={props.errors} onSubmit={props.onNewPassword} />
        </Stack>
      );
    case 'completed':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Password aggiornata</Trans>
          </Title>
          <Alert color="green" variant="light" role="status">
            <Trans>La tua nuova password è attiva: accedi per continuare.</Trans>
          </Alert>
          {props.login}
        </Stack>
      );
    case 'linkRefused':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Link non valido</Trans>
          </Title>
          <ResetRequestForm
            busy={props.busy}
            errors={props.errors}
            initialEmail={props.email}
            onSubmit={props.onRequest}
          />
        </Stack>
      );
  }
}
