import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { RegistrationStep } from '../../../../machines/registration/registration.machine';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { NO_MESSAGES } from '../../../domain/envelope';

export interface RegistrationStatusProps {
  /** Where the registration is, after the form. */
  readonly step: Exclude<RegistrationStep, 'form'>;
  /** The address the link goes to. */
  readonly email: string;
  /** A call is under way (the link sent again, the confirmation). */
  readonly busy: boolean;
  /** The link has been sent again on request. */
  readonly resent: boolean;
  /** What the server refused last. */
  readonly errors: readonly string[];
  readonly onResend: () => void;
  /** The login form, shown once the account is confirmed. */
  readonly login: ReactNode;
}

/**
 * The registration after its form: /registration-completed (the e-mail is on its way, and may be
 * sent again), /registration-confirm (the link is being checked, then the login, or the link's
 * refusal with a new link offered).
 */
export function RegistrationStatus(props: RegistrationStatusProps) {
  const errors = <ResponseMessages messages={{ ...NO_MESSAGES, errors: props.errors }} />;
  switch (props.step) {
    case 'confirming':
      return (
        <Stack align="center" gap="sm" role="status" aria-busy>
          <Loader aria-hidden />
          <Text>
            <Trans>Stiamo confermando la tua registrazione…</Trans>
          </Text>
        </Stack>
      );
    case 'confirmed':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Registrazione confermata</Trans>
          </Title>
          <Text>
            <Trans>Il tuo account è attivo: accedi con la tua e-mail e la password scelta.</Trans>
          </Text>
          {props.login}
        </Stack>
      );
    case 'linkRefused':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Conferma non riuscita</Trans>
          </Title>
          {errors}
          {props.email !== '' && (
            <Button onClick={props.onResend} loading={props.busy}>
              <Trans>Invia un nuovo link</Trans>
            </Button>
          )}
        </Stack>
      );
    case 'completed':
      return (
        <Stack gap="lg">
          <Title order={1} size="h2">
            <Trans>Controlla la tua e-mail</Trans>
          </Title>
          <Text>
            {props.email === '' ? (
              <Trans>
                Ti abbiamo inviato un'e-mail: apri il link che contiene per confermare la
                registrazione.
              </Trans>
            ) : (
              <Trans>
                Ti abbiamo inviato un'e-mail all'indirizzo {props.email}: apri il link che contiene
                per confermare la registrazione.
              </Trans>
            )}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Il link vale 48 ore. Non la trovi? Controlla nella posta indesiderata.</Trans>
          </Text>
          {props.resent && (
            <Alert color="blue" variant="light" role="status">
              <Trans>Ti abbiamo inviato di nuovo l'e-mail di conferma.</Trans>
            </Alert>
          )}
          {errors}
          {props.email !== '' && (
            <Button variant="light" onClick={props.onResend} loading={props.busy}>
              <Trans>Invia di nuovo l'e-mail</Trans>
            </Button>
          )}
        </Stack>
      );
  }
}
