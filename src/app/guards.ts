import { redirect } from '@tanstack/react-router';
import * as v from 'valibot';
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

/**
 * `beforeLoad` of the login, registration and password-recovery routes: a logged-in shopper has
 * nothing to do there. The app revalidates its routes after a login, so this also ends them then.
 */
export function leaveIfLoggedIn({ context }: { context: { actors: AppActors } }) {
  if (selectIsAuthenticated(context.actors.session.getSnapshot())) throw redirect({ to: '/' });
}

/**
 * An optional text of the address (an e-mail, a link's code); missing, too long or not a text, it
 * is left out (and the address stays clean: no empty parameters).
 */
export const searchText = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(254))), undefined);

/** A page of a paged list in the address (1 first); a malformed one is the first. */
export const pageNumber = v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1)), 1));

/** A positive id in a path, as the database keeps it. */
const idSchema = v.pipe(v.string(), v.regex(/^[1-9][0-9]{0,9}$/), v.transform(Number));

/** The `$orderId` path parameter as a number (a malformed one fails the route: not found). */
export const orderIdParam = {
  parse: ({ orderId }: { orderId: string }) => ({ orderId: v.parse(idSchema, orderId) }),
  stringify: ({ orderId }: { orderId: number }) => ({ orderId: String(orderId) }),
};

/** The `$listId` path parameter as a number (a malformed one fails the route: not found). */
export const listIdParam = {
  parse: ({ listId }: { listId: string }) => ({ listId: v.parse(idSchema, listId) }),
  stringify: ({ listId }: { listId: number }) => ({ listId: String(listId) }),
};

/** Loads what a route shows; a 404 from the API goes to /not-found (shopping-flow.md §8). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.httpStatus === 404) throw redirect({ to: '/not-found' });
    throw error;
  }
}
