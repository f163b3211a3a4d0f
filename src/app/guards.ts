import { redirect } from '@tanstack/react-router';
import { selectIsAuthenticated } from '../../machines/session.machine';
import { sessionStore } from '../api/session-store';
import { canEnterLoginRoute } from '../domain/route-guard';
import type { AppActors } from './actors';

/** `beforeLoad` of a login-required route: not logged in goes Home. */
export function requireLogin({ context }: { context: { actors: AppActors } }) {
  const authenticated = selectIsAuthenticated(context.actors.session.getSnapshot());
  if (!canEnterLoginRoute(sessionStore.markers(), authenticated)) throw redirect({ to: '/' });
}
