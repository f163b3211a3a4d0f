/**
 * The session flow's public face: its actor, the login calls the login flow makes, the guards of
 * the login-required and login pages, and what a flow needing a logged-in shopper waits for.
 */
import type { SessionActor } from './session.effects';
export { createSessionActor, type SessionActor } from './session.effects';
export { getAuthTest, getBotChallenge, postLogin } from './session.queries';
export { ensureLogin, type LoginOpener } from './ensure-login';
export { leaveIfLoggedIn, requireLogin } from './route-guards';

declare module '../../shared/flow-actors' {
  interface FlowActors {
    /** Who is signed in, and the login dialog's opening. */
    readonly session: SessionActor;
  }
}
