/**
 * The Italian message catalogue of the shop's rules (spec sections 5 and 8).
 *
 * Each entry is a plain Lingui message descriptor marked with the i18n comment, so the Lingui
 * extractor puts it in the app's catalogue while the server, which has no Lingui, reads `message`.
 */
export type { MessageDescriptor } from './core-messages';
import { coreMessages, type MessageDescriptor } from './core-messages';

export const messages = {
  ...coreMessages,
  required: /*i18n*/ { id: 'validation.required', message: 'Campo obbligatorio' },
  emailRequired: /*i18n*/ { id: 'validation.emailRequired', message: "Digitare l'e-mail" },
  email: /*i18n*/ { id: 'validation.email', message: 'Digitare una e-mail valida' },
  passwordRequired: /*i18n*/ { id: 'validation.passwordRequired', message: 'Digitare la password' },
  password: /*i18n*/ {
    id: 'validation.password',
    message: 'La password deve essere lunga 6 caratteri',
  },
  mfaPin: /*i18n*/ {
    id: 'validation.mfaPin',
    message: 'Il codice di verifica deve essere di 6 cifre',
  },
  postalCode: /*i18n*/ {
    id: 'validation.postalCode',
    message: 'Il CAP deve essere di 4 o 5 cifre',
  },
  province: /*i18n*/ {
    id: 'validation.province',
    message: 'Indicare la sigla della provincia, ad esempio MI',
  },
  wrongCredentials: /*i18n*/ { id: 'errors.wrongCredentials', message: 'Credenziali Errate' },
  mfaRequired: /*i18n*/ {
    id: 'errors.mfaRequired',
    message: "Inserisci il codice di verifica a 6 cifre generato dall'app di autenticazione",
  },
  wrongMfaPin: /*i18n*/ { id: 'errors.wrongMfaPin', message: 'Codice di verifica errato' },
  tooManyRequests: /*i18n*/ {
    id: 'errors.tooManyRequests',
    message: 'Troppi tentativi, riprova tra qualche minuto.',
  },
  notFound: /*i18n*/ { id: 'errors.notFound', message: 'Servizio non trovato' },
  badRequest: /*i18n*/ { id: 'errors.badRequest', message: 'Richiesta non valida' },
  payloadTooLarge: /*i18n*/ {
    id: 'errors.payloadTooLarge',
    message: 'La richiesta è troppo grande',
  },
  cartLoad: /*i18n*/ { id: 'errors.cartLoad', message: 'Errore nel caricamento del carrello' },
} as const satisfies Record<string, MessageDescriptor>;

export type MessageKey = keyof typeof messages;

/** The descriptor whose id is `id`, if the catalogue has one. */
export function findMessage(id: string): MessageDescriptor | undefined {
  return Object.values(messages).find((descriptor) => descriptor.id === id);
}
