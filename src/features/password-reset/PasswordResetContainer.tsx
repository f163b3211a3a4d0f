import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import {
  selectIsPasswordResetBusy,
  selectPasswordResetEmail,
  selectPasswordResetErrors,
  selectPasswordResetStep,
} from '../../../machines/password-reset/password-reset.machine';
import type { ShopClient } from '../../api/client';
import { i18n } from '../../shared/i18n';
import { FormPage } from '../../components/FormPage';
import { messages } from '../../domain/messages';
import { LoginForm } from '../login';
import { PasswordResetScreen } from './components/PasswordResetScreen';
import { providePasswordReset } from './password-reset.effects';

/** Which password route opened the flow, with what its address carried. */
export type PasswordResetEntry =
  | { readonly route: 'request' }
  | { readonly route: 'sent'; readonly email: string }
  | { readonly route: 'link'; readonly email: string; readonly token: string }
  | { readonly route: 'completed' };

export interface PasswordResetContainerProps {
  readonly client: ShopClient;
  readonly entry: PasswordResetEntry;
}

/**
 * The password recovery routes bound to the password-reset statechart: /reset-password-request
 * (then /reset-password-sent), /recover-password-confirm (the link of the e-mail, then
 * /reset-password-completed with the login).
 */
export function PasswordResetContainer({ client, entry }: PasswordResetContainerProps) {
  const logic = useMemo(
    () => providePasswordReset({ client, generic: i18n._(messages.generic) }),
    [client],
  );
  const reset = useActorRef(logic);
  const step = useSelector(reset, selectPasswordResetStep);
  const email = useSelector(reset, selectPasswordResetEmail);
  const busy = useSelector(reset, selectIsPasswordResetBusy);
  const errors = useSelector(reset, selectPasswordResetErrors);
  const navigate = useNavigate();

  // The route tells the statechart where the shopper came in (the link of an e-mail, a reload).
  useEffect(() => {
    if (entry.route === 'sent') reset.send({ type: 'sent.opened', email: entry.email });
    if (entry.route === 'link') {
      reset.send({ type: 'link.opened', email: entry.email, token: entry.token });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the route opens
  }, [reset]);

  // Each step that has an address of its own moves there, so that a reload keeps it.
  useEffect(() => {
    if (entry.route === 'request' && step === 'sent') {
      void navigate({ to: '/reset-password-sent', search: { email } });
    } else if (entry.route === 'link' && step === 'completed') {
      void navigate({ to: '/reset-password-completed', replace: true });
    }
  }, [entry.route, step, email, navigate]);

  return (
    <FormPage>
      <PasswordResetScreen
        step={entry.route === 'completed' ? 'completed' : step}
        email={email}
        busy={busy}
        errors={errors}
        onRequest={(address) => reset.send({ type: 'request.submitted', email: address })}
        onNewPassword={(password) => reset.send({ type: 'password.submitted', password })}
        login={
          <Suspense fallback={null}>
            <LoginForm />
          </Suspense>
        }
      />
    </FormPage>
  );
}
