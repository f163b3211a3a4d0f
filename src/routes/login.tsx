import { createFileRoute, redirect } from '@tanstack/react-router';
import { selectIsAuthenticated } from '../../machines/session.machine';
import { LoginPage } from '../features/login/LoginPage';

export const Route = createFileRoute('/login')({
  // A logged-in shopper has nothing to do here; this also ends the screen after a login.
  beforeLoad: ({ context }) => {
    if (selectIsAuthenticated(context.actors.session.getSnapshot())) throw redirect({ to: '/' });
  },
  component: LoginPage,
});
