import type { MessageDescriptor } from './messages';

/**
 * Texts of the platform itself (issue 17, "Versions and availability", "Consent"). Not in the first page's
 * catalogue: the server reads `message`, and the app shows them only on the pages that need them.
 */
export const platformMessages = {
  maintenance: /*i18n*/ {
    id: 'errors.maintenance',
    message: 'Il negozio è in manutenzione: torna tra qualche minuto.',
  },
  cookiePreferencesInvalid: /*i18n*/ {
    id: 'errors.cookiePreferencesInvalid',
    message: 'Preferenze dei cookie non valide.',
  },
} as const satisfies Record<string, MessageDescriptor>;
