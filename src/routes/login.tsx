import { createFileRoute } from '@tanstack/react-router';
import { leaveIfLoggedIn } from '../app/guards';
import { LoginPage } from '../features/login/LoginPage';

export const Route = createFileRoute('/login')({
  beforeLoad: leaveIfLoggedIn,
  component: LoginPage,
});
