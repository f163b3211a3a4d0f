import { shallowEqual, useSelector } from '@xstate/react';
import { selectLoginView } from '../../machines/login.machine';
import { LoginForm } from '../components/login/LoginForm';
import { useAppActors } from './actors-context';

/** The login form bound to the app's login actor. */
export function ConnectedLoginForm() {
  const { login } = useAppActors();
  const view = useSelector(login, selectLoginView, shallowEqual);
  return <LoginForm view={view} send={login.send} />;
}
