import {
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginEvent, LoginView } from '../../../../machines/login/login.machine';
import { findMessage } from '../../../domain/messages';
import { ResponseMessages } from '../../../components/ResponseMessages';
import { AnchorLink } from '../../../components/router-links';
import { Link } from '@tanstack/react-router';

export interface LoginFormProps {
  /** What the login machine shows: values, errors, and which step the form is in. */
  readonly view: LoginView;
  /** Reports what the shopper did to the login machine. */
  readonly send: (event: LoginEvent) => void;
  /**
   * The company's external registration page, linked instead of the 'Registrati' button when the
   * shop's own registration is turned off (src/shared/build-flags.ts). @default undefined
   */
  readonly externalRegistrationUrl?: string;
}

/**
 * The login form of account-and-platform.md §2: e-mail, password with show/hide, remember-me
 * (on by default), password recovery link, the bot check's disclosure (where the spec has the
 * reCAPTCHA one), the response box and the submit button; when the server asks for it, the
 * two-factor code instead.
 */
export function LoginForm({ view, send, externalRegistrationUrl }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const { submitting, askingMfaPin: askingPin } = view;
  const context = view;
  const fieldError = (field: string) => {
    const id = context.fieldErrors[field];
    return id ? i18n._(findMessage(id) ?? { id }) : undefined;
  };

  return (
    <form
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'form.submitted' });
      }}
    >
      <Stack gap="md">
        {askingPin ? (
          <>
            <Text size="sm">
              <Trans>
                Inserisci il codice a 6 cifre generato dalla tua app di autenticazione, oppure uno
                dei tuoi codici di recupero.
              </Trans>
            </Text>
            <TextInput
              label={t`Codice di verifica`}
              autoComplete="one-time-code"
              maxLength={9}
              autoFocus
              value={context.mfaPin}
              error={fieldError('mfa_pin')}
              disabled={submitting}
              onChange={(event) =>
                send({ type: 'form.changed', field: 'mfaPin', value: event.currentTarget.value })
              }
            />
          </>
        ) : (
          <>
            <TextInput
              label={t`Indirizzo email`}
              type="email"
              autoComplete="username"
              value={context.email}
              error={fieldError('login')}
              disabled={submitting}
              onChange={(event) =>
                send({ type: 'form.changed', field: 'email', value: event.currentTarget.value })
              }
            />
            <PasswordInput
              label={t`Password`}
              autoComplete="current-password"
              value={context.password}
              error={fieldError('password')}
              disabled={submitting}
              visibilityToggleButtonProps={{ 'aria-label': t`Mostra o nascondi la password` }}
              onChange={(event) =>
                send({ type: 'form.changed', field: 'password', value: event.currentTarget.value })
              }
            />
            <Group justify="space-between">
              <Checkbox
                label={t`Ricordami su questo dispositivo`}
                checked={context.rememberMe}
                disabled={submitting}
                onChange={(event) =>
                  send({
                    type: 'form.toggled',
                    field: 'rememberMe',
                    value: event.currentTarget.checked,
                  })
                }
              />
              <AnchorLink to="/Recupera-Password" size="sm">
                <Trans>Hai dimenticato la password?</Trans>
              </AnchorLink>
            </Group>
          </>
        )}
        {!askingPin && (
          <Text size="xs" c="dimmed">
            <Trans>
              Per proteggere gli account dai robot, il tuo dispositivo risolve un piccolo calcolo
              mentre compili il modulo: nessun cookie, nessun servizio esterno.
            </Trans>
          </Text>
        )}
        <ResponseMessages messages={context.responseMessages} />
        <Button type="submit" loading={submitting} fullWidth>
          {askingPin ? <Trans>Verifica</Trans> : <Trans>Accedi</Trans>}
        </Button>
        {!askingPin &&
          (externalRegistrationUrl ? (
            <Anchor
              href={externalRegistrationUrl}
              target="_blank"
              rel="noopener"
              ta="center"
              size="sm"
            >
              <Trans>Non hai un account? Registrati sul nostro sito</Trans>
            </Anchor>
          ) : (
            <Button
              variant="default"
              fullWidth
              disabled={submitting}
              renderRoot={(props) => <Link to="/registration-user" {...props} />}
            >
              <Trans>Registrati</Trans>
            </Button>
          ))}
        {askingPin && (
          <Button
            variant="subtle"
            disabled={submitting}
            onClick={() => send({ type: 'mfa.cancelled' })}
          >
            <Trans>Torna al login</Trans>
          </Button>
        )}
      </Stack>
    </form>
  );
}
