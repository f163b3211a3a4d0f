/**
 * The session-storage key (and window event) by which the shell learns that this tab acts for a
 * customer: a marker only, the session itself is the HttpOnly staff cookie.
 */
export const STAFF_ACTING_KEY = 'staff-acting';
