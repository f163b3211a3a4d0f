/**
 * The push flow's public face, for the mobile app's composition (its build only): the actor with
 * the native side's effects, what the session awaits before its logout, the logins it follows, and
 * the dialog of a notification received in the foreground, loaded after the first paint.
 */
import { lazy } from 'react';
import { withStorefrontTexts } from '../../shared/i18n';

export {
  createPushActor,
  unregisterBeforeLogout,
  type PushActor,
  type PushEffects,
} from './push.effects';
export { followLogins } from './follow-logins';

/** `<PushNotices actor={push} />`: the foreground notification's dialog ('Apri', 'Chiudi'). */
export const PushNotices = lazy(withStorefrontTexts(() => import('./PushNoticeContainer')));
