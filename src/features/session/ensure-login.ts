/**
 * What a flow that needs a logged-in shopper waits for: the login dialog opened when no one is
 * logged in, settled when it closes, logged in or not. Flows load it with their effects.
 */
import type { Actor } from 'xstate';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  type sessionMachine,
} from '../../../machines/session/session.machine';

export interface LoginOpener {
  readonly openLogin: () => void;
}

/** Resolves with whether a shopper is logged in; asks for a login only when no one is. */
export function ensureLogin(
  session: Actor<typeof sessionMachine>,
  login: LoginOpener,
): Promise<boolean> {
  if (selectIsAuthenticated(session.getSnapshot())) return Promise.resolve(true);
  return new Promise<boolean>((resolve) => {
    login.openLogin();
    const subscription = session.subscribe((snapshot) => {
      if (selectIsLoginDialogOpen(snapshot)) return;
      subscription.unsubscribe();
      resolve(selectIsAuthenticated(snapshot));
    });
  });
}
