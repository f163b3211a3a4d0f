/**
 * The shop's staff (account-and-platform.md sections 1, 3 and 6; issue 16): single-sign-on users
 * carry a list of roles, and a role check is true if any requested role is present. Staff search
 * customers (user type 2) and act for one; acting ends after 30 minutes without a call. Their
 * Italian messages live here, apart from the first page's catalogue (only staff pages load them).
 */
import * as v from 'valibot';
import type { MessageDescriptor } from './messages';

/** Roles an identity provider or a backoffice account grants. */
export const STAFF_ROLES = {
  /** Searches customers and acts for them. */
  customerCare: 'customer-care',
  /** Reads the audit of what was done while acting. */
  auditor: 'auditor',
  /** Edits the content service's pages. */
  editor: 'editor',
} as const;

export type StaffRole = (typeof STAFF_ROLES)[keyof typeof STAFF_ROLES];

/** Spec: "a role check is true if any requested role is present". */
export function hasAnyRole(roles: readonly string[], requested: readonly string[]): boolean {
  return requested.some((role) => roles.includes(role));
}

/** Acting for a customer ends after this long without a call. */
export const ACTING_IDLE_MINUTES = 30;

/** Where a staff user lands after signing on without a relay state. */
export const STAFF_LANDING_PATH = '/userboard';

const MAX_RELAY_STATE_LENGTH = 300;

/**
 * Whether `relay` is a path of this shop: a single leading slash, no scheme, no host, no
 * backslash or control character. Anything else could send the signed-on user to another site
 * (an open redirect), so it is refused.
 */
export function isOwnPath(relay: string): boolean {
  if (relay.length === 0 || relay.length > MAX_RELAY_STATE_LENGTH) return false;
  if (!relay.startsWith('/') || relay.startsWith('//')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(relay)) return false;
  try {
    const base = 'http://shop.invalid';
    return new URL(relay, base).origin === base;
  } catch {
    return false;
  }
}

export const staffMessages = {
  staffOnly: /*i18n*/ {
    id: 'staff.staffOnly',
    message: 'Operazione riservata al personale del negozio.',
  },
  roleMissing: /*i18n*/ {
    id: 'staff.roleMissing',
    message: 'Il tuo profilo non ha il ruolo necessario per questa operazione.',
  },
  notWhileActing: /*i18n*/ {
    id: 'staff.notWhileActing',
    message:
      'Operazione non disponibile mentre agisci per conto di un cliente: password, verifica in due passaggi e consensi restano del cliente.',
  },
  relayStateInvalid: /*i18n*/ {
    id: 'staff.relayStateInvalid',
    message: 'Indirizzo di ritorno non valido: si accettano solo pagine del negozio.',
  },
  ssoFailed: /*i18n*/ {
    id: 'staff.ssoFailed',
    message: "Accesso con SSO non riuscito: la risposta del fornitore d'identità non è valida.",
  },
  ssoReplayed: /*i18n*/ {
    id: 'staff.ssoReplayed',
    message: 'Accesso con SSO non riuscito: questa risposta è già stata usata.',
  },
  ssoMissingUsername: /*i18n*/ {
    id: 'staff.ssoMissingUsername',
    message: "Accesso con SSO non riuscito: il fornitore d'identità non ha indicato lo username.",
  },
  customerNotFound: /*i18n*/ { id: 'staff.customerNotFound', message: 'Cliente non trovato.' },
  actingExpired: /*i18n*/ {
    id: 'staff.actingExpired',
    message: 'Sei rimasto inattivo per 30 minuti: non agisci più per conto del cliente.',
  },
  notActing: /*i18n*/ {
    id: 'staff.notActing',
    message: 'Non stai agendo per conto di alcun cliente.',
  },
  searchTooLong: /*i18n*/ {
    id: 'staff.searchTooLong',
    message: 'Ricerca troppo lunga: al massimo 100 caratteri.',
  },
  internalCodeInvalid: /*i18n*/ {
    id: 'staff.internalCodeInvalid',
    message: 'Il codice cliente è fatto solo di cifre.',
  },
  backofficeUserRequired: /*i18n*/ {
    id: 'staff.backofficeUserRequired',
    message: "Digitare l'utente del backoffice",
  },
} as const satisfies Record<string, MessageDescriptor>;

export function findStaffMessage(id: string): MessageDescriptor | undefined {
  return Object.values(staffMessages).find((message) => message.id === id);
}

/** The customer search of the staff pages: a free text and the customer's internal code. */
export const customerSearchSchema = v.object({
  q: v.pipe(v.string(), v.trim(), v.maxLength(100, staffMessages.searchTooLong.id)),
  cod_int: v.pipe(v.string(), v.trim(), v.regex(/^\d{0,9}$/, staffMessages.internalCodeInvalid.id)),
});

export type CustomerSearch = v.InferOutput<typeof customerSearchSchema>;

/** The backoffice sign-on form: the user, a password and a one-time code when asked. */
export const backofficeLoginSchema = v.object({
  backoffice_user: v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(staffMessages.backofficeUserRequired.id),
    v.maxLength(100),
  ),
  password: v.optional(v.pipe(v.string(), v.maxLength(128))),
  otp: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/))),
});
