import { redirect } from '@tanstack/react-router';
import { selectIsAuthenticated } from '../../machines/session.machine';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../api/session-store';
import { canEnterLoginRoute } from '../domain/route-guard';
import type { AppActors } from './actors';

/** `beforeLoad` of a login-required route: not logged in goes Home. */
export function requireLogin({ context }: { context: { actors: AppActors } }) {
  const authenticated = selectIsAuthenticated(context.actors.session.getSnapshot());
  if (!canEnterLoginRoute(sessionStore.markers(), authenticated)) throw redirect({ to: '/' });
}

/** Loads what a route shows; a 404 from the API goes to /not-found (shopping-flow.md §8). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw redirect({ to: '/not-found' });
    throw error;
  }
}
