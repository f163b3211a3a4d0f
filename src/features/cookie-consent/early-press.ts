/**
 * A press on the server's banner (src/shared/early-cookie-banner.ts), given to the statechart once it
 * has read the browser's and the account's choice. The press is the shopper's newest word: when an
 * older choice turned out to hold (another device's, through the account), it is made again in
 * the preferences, which the footer opens the same way.
 */
import type {
  CookieConsentEvent,
  selectTakeOverPoint,
} from '../../../machines/cookie-consent/cookie-consent.machine';
import type { EarlyCookieAction } from '../../shared/early-cookie-banner';

/** Where the statechart stands when it takes the press (its selector's answers). */
export type TakeOverPoint = ReturnType<typeof selectTakeOverPoint>;

export function earlyPressEvents(
  point: Exclude<TakeOverPoint, 'reading'>,
  press: EarlyCookieAction,
): CookieConsentEvent[] {
  if (point === 'asking') return [{ type: `consent.${press}` }];
  if (press === 'customise') return [{ type: 'consent.open' }];
  // The dialog has no close-and-continue: closing keeps only technical cookies, as refusing does.
  return [
    { type: 'consent.open' },
    { type: press === 'acceptAll' ? 'consent.acceptAll' : 'consent.rejectAll' },
  ];
}
