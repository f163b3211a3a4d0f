/**
 * The Italian messages of the account forms (registration, password, personal data: spec section
 * 5), apart from `messages.ts`: that catalogue ships with every page's first JavaScript, these
 * only with the pages that use them (the storefront catalog). Same shape: Lingui descriptors the
 * server reads by their `message`.
 */
import { findMessage, type MessageDescriptor } from './messages';

export const accountMessages = {
  phone: /*i18n*/ { id: 'validation.phone', message: 'Digitare un numero di telefono valido' },
  fiscalCode: /*i18n*/ { id: 'validation.fiscalCode', message: 'Formato non corretto' },
  fiscalCodeOrVat: /*i18n*/ {
    id: 'validation.fiscalCodeOrVat',
    message: 'P.Iva e C.F. devono avere 11 cifre',
  },
  vatCheckDigit: /*i18n*/ {
    id: 'validation.vatCheckDigit',
    message: 'Partita IVA non valida: controlla le cifre',
  },
  numbersOnly: /*i18n*/ { id: 'validation.numbersOnly', message: 'Accetta solo numeri' },
  maxLength50: /*i18n*/ { id: 'validation.maxLength50', message: 'Lunghezza massima 50 caratteri' },
  personName: /*i18n*/ {
    id: 'validation.personName',
    message: 'Usare solo lettere, spazi, apostrofi e trattini',
  },
  passwordCommon: /*i18n*/ {
    id: 'validation.passwordCommon',
    message: 'Password troppo facile da indovinare: scegline una meno comune',
  },
  passwordMismatch: /*i18n*/ {
    id: 'validation.passwordMismatch',
    message: 'Le password non coincidono',
  },
  birthDate: /*i18n*/ { id: 'validation.birthDate', message: 'Digitare una data valida' },
  adult: /*i18n*/ {
    id: 'validation.adult',
    message: 'Per registrarti devi essere maggiorenne',
  },
  registrationFailed: /*i18n*/ {
    id: 'errors.registrationFailed',
    message: 'Errore durante la registrazione',
  },
  accountNotConfirmed: /*i18n*/ {
    id: 'errors.accountNotConfirmed',
    message:
      "Il tuo account non è ancora confermato: apri il link dell'e-mail che ti abbiamo inviato, oppure chiedine un'altra.",
  },
  tokenInvalid: /*i18n*/ {
    id: 'errors.tokenInvalid',
    message: 'Il link non è valido o è scaduto: richiedine uno nuovo.',
  },
  oldPasswordWrong: /*i18n*/ {
    id: 'errors.oldPasswordWrong',
    message: 'La password attuale non è corretta',
  },
  disclaimersRequired: /*i18n*/ {
    id: 'validation.disclaimersRequired',
    message:
      "Per registrarti devi accettare le condizioni di vendita e l'informativa sulla privacy",
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The descriptor whose id is `id`, among the account's messages and the shell's. */
export function findAccountMessage(id: string): MessageDescriptor | undefined {
  return findMessage(id) ?? Object.values(accountMessages).find((message) => message.id === id);
}
