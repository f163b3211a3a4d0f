/** The login-required routes' and the login pages' guards (the session statechart decides). */
import { redirect } from '@tanstack/react-router';
import { selectIsAuthenticated } from '../../../machines/session/session.machine';
import { sessionStore } from '../../api/session-store';
import { canEnterLoginRoute } from '../../domain/route-guard';
import type { FlowActors } from '../../shared/flow-actors';

/**
 * `beforeLoad` of a login-required route: not logged in goes Home, where the login dialog opens
 * and, once logged in, this page (the session statechart). Only a shopper entering the page is
 * asked: not for a link's code fetched ahead (a pointer over it), nor when a logout or an expiry
 * re-runs the guards of the page the shopper is on.
 */
export function requireLogin({
  context,
  location,
  cause,
}: {
  context: { actors: FlowActors };
  location: { href: string };
  cause: 'enter' | 'stay' | 'preload';
}) {
  const { session } = context.actors;
  if (canEnterLoginRoute(sessionStore.markers(), selectIsAuthenticated(session.getSnapshot()))) {
    return;
  }
  if (cause === 'enter') session.send({ type: 'login.required', to: location.href });
  throw redirect({ to: '/' });
}

/**
 * `beforeLoad` of the login, registration and password-recovery routes: a logged-in shopper has
 * nothing to do there. The app revalidates its routes after a login, so this also ends them then.
 */
export function leaveIfLoggedIn({ context }: { context: { actors: FlowActors } }) {
  if (selectIsAuthenticated(context.actors.session.getSnapshot())) throw redirect({ to: '/' });
}
