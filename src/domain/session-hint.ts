/**
 * A cookie a page's reply sets while the browser holds a session (whose own cookie is HttpOnly):
 * a server-rendered page then starts its app at once, to show the shopper's own parts
 * (src/main.tsx); for anyone else it waits for the first intent.
 */
export const SESSION_HINT_COOKIE = 'ebsn_has_session';
