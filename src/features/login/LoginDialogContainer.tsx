import { useSelector } from '@xstate/react';
import { selectIsLoginDialogOpen } from '../../../machines/session/session.machine';
import { LoginDialog } from './components/LoginDialog';
import { useFlowActors } from '../../shared/flow-actors';
import { useReturnFocus } from '../../components/use-return-focus';
import { ConnectedLoginForm } from './ConnectedLoginForm';

/** The login dialog bound to the session's `loginDialog` region; loaded on first opening. */
export default function LoginDialogContainer() {
  const { session } = useFlowActors();
  const opened = useSelector(session, selectIsLoginDialogOpen);
  // Mounted open and unmounted on closing: Mantine alone would not give the focus back.
  useReturnFocus(opened);
  return (
    <LoginDialog opened={opened} onClose={() => session.send({ type: 'login.close' })}>
      <ConnectedLoginForm />
    </LoginDialog>
  );
}
