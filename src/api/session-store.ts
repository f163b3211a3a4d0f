/**
 * The storage keys of the login route guard and the session headers (account-and-platform.md
 * §2 "Route guards", §7 "Shared HTTP client"). On the web they hold non-secret markers only:
 * the session token itself is an HttpOnly cookie. Native clients also keep the session header.
 */
import { SESSION_HINT_COOKIE } from '../domain/session-hint';

export const STORAGE_KEYS = {
  /** Session storage: set while this tab is logged in. */
  isAuthenticated: 'is-authenticated',
  /** Session storage: the session header of native clients. */
  session: 'ebsn-session',
  /** Session storage (this tab) and local storage (remember-me): the account marker. */
  account: 'ebsn-account',
} as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as empty.
    return fallback;
  }
}

export const sessionStore = {
  sessionHeader: () => safe(() => sessionStorage.getItem(STORAGE_KEYS.session), null),
  accountHeader: () =>
    safe(
      () =>
        sessionStorage.getItem(STORAGE_KEYS.account) ?? localStorage.getItem(STORAGE_KEYS.account),
      null,
    ),
  saveSessionHeader: (value: string) =>
    safe(() => sessionStorage.setItem(STORAGE_KEYS.session, value), undefined),
  saveAccountHeader: (value: string) =>
    safe(() => sessionStorage.setItem(STORAGE_KEYS.account, value), undefined),
  /** While this tab is logged in, the guard's flag is set. */
  markAuthenticated: () =>
    safe(() => sessionStorage.setItem(STORAGE_KEYS.isAuthenticated, 'true'), undefined),
  /** After a login: keep the account marker across browser restarts only with remember-me. */
  rememberAccount: (rememberMe: boolean) =>
    safe(() => {
      const account = sessionStorage.getItem(STORAGE_KEYS.account);
      if (rememberMe && account) localStorage.setItem(STORAGE_KEYS.account, account);
      else localStorage.removeItem(STORAGE_KEYS.account);
    }, undefined),
  /** On 419 and logout: the flag, the session key and the saved account go. */
  clear: () =>
    safe(() => {
      sessionStorage.removeItem(STORAGE_KEYS.isAuthenticated);
      sessionStorage.removeItem(STORAGE_KEYS.session);
      sessionStorage.removeItem(STORAGE_KEYS.account);
      localStorage.removeItem(STORAGE_KEYS.account);
    }, undefined),
  /** What the login route guard reads. */
  markers: () =>
    safe(
      () => ({
        isAuthenticated: sessionStorage.getItem(STORAGE_KEYS.isAuthenticated) !== null,
        session: sessionStorage.getItem(STORAGE_KEYS.session) !== null,
        account: localStorage.getItem(STORAGE_KEYS.account) !== null,
      }),
      { isAuthenticated: false, session: false, account: false },
    ),
  /** Whether this browser may hold a signed-in session: one of its markers is here. */
  maybeSignedIn: () => {
    const markers = sessionStore.markers();
    return (
      markers.isAuthenticated ||
      markers.session ||
      sessionStore.accountHeader() !== null ||
      document.cookie.split('; ').some((cookie) => cookie.startsWith(`${SESSION_HINT_COOKIE}=`))
    );
  },
};
