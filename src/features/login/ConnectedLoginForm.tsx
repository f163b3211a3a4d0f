import { shallowEqual, useSelector } from '@xstate/react';
import { selectLoginView } from '../../../machines/login/login.machine';
import { LoginForm } from './components/LoginForm';
import { Suspense, use, useEffect } from 'react';
import { useFlowActors } from '../../shared/flow-actors';
import { externalRegistrationUrl } from '../../shared/build-flags';
import { SocialLogin } from '../social-login';

/**
 * The login form bound to the app's login actor, with the social sign-in buttons under it ('Accedi
 * con Google', 'Accedi con Facebook'; not during the two-factor step).
 */
export function ConnectedLoginForm({ socialError }: { readonly socialError?: string }) {
  // Suspends while the login actor loads (the dialog and the page sit under a Suspense).
  const login = use(useFlowActors().login.load());
  const view = useSelector(login, selectLoginView, shallowEqual);
  // The bot check is solved while the shopper types.
  useEffect(() => login.send({ type: 'form.shown' }), [login]);
  return (
    <>
      <LoginForm view={view} send={login.send} externalRegistrationUrl={externalRegistrationUrl} />
      {!view.askingMfaPin && (
        <Suspense fallback={null}>
          <SocialLogin socialError={socialError} />
        </Suspense>
      )}
    </>
  );
}
