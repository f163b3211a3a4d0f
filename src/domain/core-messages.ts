/**
 * The messages the first page's JavaScript needs (the API client's and the session's), apart from
 * the rest of the catalogue (messages.ts, which includes these) so that the forms' texts load with
 * the forms. Same shape: Lingui descriptors the server reads by their `message`.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

export const coreMessages = {
  sessionExpired: /*i18n*/ {
    id: 'errors.sessionExpired',
    message: 'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
  },
  generic: /*i18n*/ {
    id: 'errors.generic',
    message: 'Si è verificato un errore, riprova tra qualche minuto.',
  },
  errorLogout: /*i18n*/ {
    id: 'errors.errorLogout',
    message: 'Si è verificato un errore durante il logout, riprova tra qualche minuto.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/**
 * The codes of server messages shown in a dialog the shopper closes rather than in a toast
 * (shopping-flow.md §8 'codes in a configured show-in-popup list'), unless the build sets its own
 * list (VITE_POPUP_MESSAGE_CODES, comma separated): refusals that stop what the shopper was doing.
 */
export const DEFAULT_POPUP_MESSAGE_CODES = ['errors.cartNotEditable', 'errors.productDisabled'];
