/**
 * The cookie choice in force on this page, for the parts of the app that may only act with it
 * (the analytics tags): `null` while the shopper has not chosen (the banner is asking).
 */
import type { CookieChoice } from '../../domain/cookie-consent';

type Listener = (choice: CookieChoice | null) => void;

let current: CookieChoice | null = null;
const listeners = new Set<Listener>();

export const cookieChoice = {
  current: (): CookieChoice | null => current,
  set(choice: CookieChoice | null) {
    if (
      choice === current ||
      (choice !== null &&
        current !== null &&
        choice.analytics === current.analytics &&
        choice.profilation === current.profilation)
    ) {
      return;
    }
    current = choice;
    listeners.forEach((listener) => listener(choice));
  },
  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
