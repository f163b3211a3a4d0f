/**
 * The Italian messages of the account forms (registration, password, personal data: spec section
 * 5), apart from `messages.ts`: that catalogue ships with every page's first JavaScript, these
 * only with the pages that use them (the storefront catalog). Same shape: Lingui descriptors the
 * server reads by their `message`.
 */
import { findMessage, type MessageDescriptor } from './messages';

export const accountMessages = {
  /** The login's bot check refused the token (server only: the login form shows it as sent). */
  botCheckFailed: /*i18n*/ {
    id: 'errors.botCheckFailed',
    message: 'Verifica anti-robot non riuscita: riprova.',
  },
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
  maxLength10: /*i18n*/ { id: 'validation.maxLength10', message: 'Lunghezza massima 10 caratteri' },
  maxLength100: /*i18n*/ {
    id: 'validation.maxLength100',
    message: 'Lunghezza massima 100 caratteri',
  },
  adultCustomer: /*i18n*/ {
    id: 'validation.adultCustomer',
    message: 'Per usare il servizio devi essere maggiorenne',
  },
  personInfoType: /*i18n*/ {
    id: 'validation.personInfoType',
    message: 'Informazione non prevista',
  },
  householdSize: /*i18n*/ {
    id: 'validation.householdSize',
    message: 'Indicare un numero da 1 a 20',
  },
  contactTime: /*i18n*/ {
    id: 'validation.contactTime',
    message: 'Scegliere mattina, pomeriggio o sera',
  },
  sameEmail: /*i18n*/ {
    id: 'validation.sameEmail',
    message: "Il nuovo indirizzo e-mail è uguale a quello dell'account",
  },
  secondFactorCode: /*i18n*/ {
    id: 'validation.secondFactorCode',
    message: "Digitare il codice a 6 cifre dell'app o un codice di recupero",
  },
  mfaAlreadyOn: /*i18n*/ {
    id: 'errors.mfaAlreadyOn',
    message: 'La verifica in due passaggi è già attiva',
  },
  mfaNotOn: /*i18n*/ {
    id: 'errors.mfaNotOn',
    message: 'La verifica in due passaggi non è attiva',
  },
  mfaCodeWrong: /*i18n*/ {
    id: 'errors.mfaCodeWrong',
    message: "Codice non valido: controlla l'ora del telefono e riprova",
  },
  mfaNotStarted: /*i18n*/ {
    id: 'errors.mfaNotStarted',
    message: 'Inquadra prima il codice QR con la tua app di autenticazione',
  },
  anonymizeLinkInvalid: /*i18n*/ {
    id: 'errors.anonymizeLinkInvalid',
    message:
      "Il link non è valido o è scaduto, oppure è di un altro account: chiedi di nuovo l'eliminazione.",
  },
  emailChangeInvalid: /*i18n*/ {
    id: 'errors.emailChangeInvalid',
    message:
      'Il link non è valido o è scaduto, oppure il nuovo indirizzo è già usato da un altro account: richiedine uno nuovo.',
  },
  requiredDisclaimers: /*i18n*/ {
    id: 'validation.requiredDisclaimers',
    message:
      "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio",
  },
  companyName: /*i18n*/ {
    id: 'validation.companyName',
    message: 'Usare solo lettere, numeri, spazi e la punteggiatura comune',
  },
  plainText: /*i18n*/ {
    id: 'validation.plainText',
    message: 'Il campo contiene caratteri non ammessi',
  },
  sdiCodeLength: /*i18n*/ {
    id: 'validation.sdiCodeLength',
    message: 'Il campo deve essere lungo 7 caratteri',
  },
  sdiCodeCharacters: /*i18n*/ {
    id: 'validation.sdiCodeCharacters',
    message: 'Usare solo lettere e numeri',
  },
  sdiOrPec: /*i18n*/ {
    id: 'validation.sdiOrPec',
    message: 'Indicare il codice SDI o la PEC per la fattura elettronica',
  },
  personType: /*i18n*/ {
    id: 'validation.personType',
    message: "Indicare se i dati sono di una persona o di un'azienda",
  },
  billingNotFound: /*i18n*/ {
    id: 'errors.billingNotFound',
    message: 'Dati di fatturazione non trovati',
  },
  billingLimit: /*i18n*/ {
    id: 'errors.billingLimit',
    message: 'Puoi salvare al massimo 10 intestatari per le fatture',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The descriptor whose id is `id`, among the account's messages and the shell's. */
export function findAccountMessage(id: string): MessageDescriptor | undefined {
  return findMessage(id) ?? Object.values(accountMessages).find((message) => message.id === id);
}
