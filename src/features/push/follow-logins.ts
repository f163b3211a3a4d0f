import { selectIsAuthenticated } from '../../../machines/session/session.machine';
import type { SessionActor } from '../session';
import type { PushActor } from './push.effects';

/**
 * Tells the push actor each login of a guest (the session going from anonymous to logged in), so
 * that the device is registered again as the account's. The session read at start (a shopper
 * still logged in) is no login: the device's first registration carries that session already.
 * Returns the unsubscribe.
 */
export function followLogins(push: PushActor, session: SessionActor): () => void {
  let wasGuest = session.getSnapshot().matches({ auth: 'anonymous' });
  const subscription = session.subscribe((snapshot) => {
    if (wasGuest && selectIsAuthenticated(snapshot)) push.send({ type: 'session.loggedIn' });
    wasGuest = snapshot.matches({ auth: 'anonymous' });
  });
  return () => subscription.unsubscribe();
}
