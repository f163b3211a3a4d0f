/**
 * The account mails, in short plain Italian: confirm a registration, 'you already have an
 * account', choose a new password, the notice that the password changed, and the e-mail change:
 * the link to the new address and the notice to the old one. The links lead to the app's pages,
 * which call the API with the link's parameters.
 */
import { ACCOUNT_TOKEN_LIFETIME } from '../config';
import { composeMail } from './layout';
import type { MailDraft } from './outbox-repository';

export const ACCOUNT_MAIL_SUBJECTS = {
  registrationConfirm: 'Conferma la tua registrazione a Spesa online',
  alreadyRegistered: 'Hai già un account su Spesa online',
  passwordReset: 'Scegli una nuova password per Spesa online',
  passwordChanged: 'La tua password è stata cambiata',
  emailChange: 'Conferma il nuovo indirizzo e-mail per Spesa online',
  emailChangeRequested: "Richiesta di modifica dell'e-mail del tuo account",
  anonymize: "Conferma l'eliminazione del tuo account Spesa online",
} as const;

/** `${publicUrl}${path}?name=value&...`, every value URL-encoded. */
function shopLink(publicUrl: string, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${publicUrl}${path}${search === '' ? '' : `?${search}`}`;
}

export function registrationConfirmLink(publicUrl: string, email: string, token: string): string {
  return shopLink(publicUrl, '/registration-confirm', { e_mail: email, reg_control_code: token });
}

export function passwordResetLink(publicUrl: string, email: string, token: string): string {
  return shopLink(publicUrl, '/recover-password-confirm', { e_mail: email, token });
}

/** The link of an e-mail change: the app's /email-confirmed page calls update_email with it. */
export function emailChangeLink(publicUrl: string, newEmail: string, token: string): string {
  return shopLink(publicUrl, '/email-confirmed', { e_mail: newEmail, token });
}

/** The link of the deletion: the app's /profile/delete-account page checks it, then deletes. */
export function anonymizeLink(publicUrl: string, email: string, token: string): string {
  return shopLink(publicUrl, '/profile/delete-account', { login: email, token });
}

/** '48 ore', '30 minuti'. */
function lifetimeText(seconds: number): string {
  return seconds % 3600 === 0 ? `${seconds / 3600} ore` : `${Math.round(seconds / 60)} minuti`;
}

function greeting(firstName: string | null): string {
  return firstName === null ? 'Ciao,' : `Ciao ${firstName},`;
}

export function registrationConfirmMail(options: {
  readonly publicUrl: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly token: string;
}): MailDraft {
  const lifetime = lifetimeText(ACCOUNT_TOKEN_LIFETIME['registration-confirm']);
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.registrationConfirm,
    greeting: greeting(options.firstName),
    paragraphs: [
      'grazie per la tua registrazione a Spesa online.',
      `Per attivare il tuo account conferma il tuo indirizzo e-mail entro ${lifetime}: apri il link qui sotto. Il link si può usare una volta sola.`,
    ],
    action: {
      label: 'Conferma la registrazione',
      url: registrationConfirmLink(options.publicUrl, options.email, options.token),
    },
    after: [
      "Se non hai chiesto tu la registrazione, ignora questa e-mail: senza conferma l'account non viene attivato.",
    ],
  });
}

export function alreadyRegisteredMail(options: {
  readonly publicUrl: string;
  readonly email: string;
}): MailDraft {
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.alreadyRegistered,
    greeting: greeting(null),
    paragraphs: [
      'qualcuno, forse tu, ha provato a registrarsi a Spesa online con questo indirizzo e-mail. Esiste già un account con questo indirizzo, quindi non ne abbiamo creato un altro.',
      'Puoi accedere con la tua password:',
    ],
    action: { label: 'Accedi', url: shopLink(options.publicUrl, '/login') },
    after: [
      `Non ricordi la password? Scegline una nuova da qui: ${shopLink(options.publicUrl, '/reset-password-request')}`,
      'Se la richiesta non è partita da te, ignora questa e-mail: il tuo account non è stato modificato.',
    ],
  });
}

export function passwordResetMail(options: {
  readonly publicUrl: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly token: string;
}): MailDraft {
  const lifetime = lifetimeText(ACCOUNT_TOKEN_LIFETIME['password-reset']);
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.passwordReset,
    greeting: greeting(options.firstName),
    paragraphs: [
      'abbiamo ricevuto la richiesta di scegliere una nuova password per il tuo account Spesa online.',
      `Il link vale ${lifetime} e si può usare una volta sola.`,
    ],
    action: {
      label: 'Scegli una nuova password',
      url: passwordResetLink(options.publicUrl, options.email, options.token),
    },
    after: [
      "Se non l'hai chiesto tu, ignora questa e-mail: la tua password resta quella di prima.",
    ],
  });
}

export function passwordChangedMail(options: {
  readonly publicUrl: string;
  readonly email: string;
  readonly firstName: string | null;
}): MailDraft {
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.passwordChanged,
    greeting: greeting(options.firstName),
    paragraphs: [
      'la password del tuo account Spesa online è stata cambiata. Per sicurezza abbiamo chiuso gli accessi aperti sugli altri dispositivi.',
      'Se hai cambiato tu la password, non devi fare nulla. Altrimenti scegline subito una nuova:',
    ],
    action: {
      label: 'Scegli una nuova password',
      url: shopLink(options.publicUrl, '/reset-password-request'),
    },
  });
}

/** To the new address: the link that makes it the account's login. */
export function emailChangeMail(options: {
  readonly publicUrl: string;
  readonly newEmail: string;
  readonly firstName: string | null;
  readonly token: string;
}): MailDraft {
  const lifetime = lifetimeText(ACCOUNT_TOKEN_LIFETIME['email-change']);
  return composeMail(options.newEmail, {
    subject: ACCOUNT_MAIL_SUBJECTS.emailChange,
    greeting: greeting(options.firstName),
    paragraphs: [
      'hai chiesto di usare questo indirizzo e-mail per il tuo account Spesa online.',
      `Per confermarlo apri il link qui sotto entro ${lifetime}. Il link si può usare una volta sola; da quel momento accederai con questo indirizzo e con la password di sempre.`,
    ],
    action: {
      label: 'Conferma il nuovo indirizzo',
      url: emailChangeLink(options.publicUrl, options.newEmail, options.token),
    },
    after: ["Se non l'hai chiesto tu, ignora questa e-mail: senza conferma non cambia nulla."],
  });
}

/** To the account's current address: someone asked to move the account to another one. */
export function emailChangeRequestedMail(options: {
  readonly publicUrl: string;
  readonly email: string;
  readonly firstName: string | null;
}): MailDraft {
  const lifetime = lifetimeText(ACCOUNT_TOKEN_LIFETIME['email-change']);
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.emailChangeRequested,
    greeting: greeting(options.firstName),
    paragraphs: [
      `È stata chiesta la modifica dell'e-mail del tuo account Spesa online. Abbiamo inviato un link di conferma al nuovo indirizzo: se viene aperto entro ${lifetime}, l'account userà quell'indirizzo e questo non servirà più per accedere.`,
      'Se la richiesta è partita da te, non devi fare nulla. Altrimenti qualcuno potrebbe conoscere la tua password: scegline subito una nuova, e la richiesta sarà annullata.',
    ],
    action: {
      label: 'Scegli una nuova password',
      url: shopLink(options.publicUrl, '/reset-password-request'),
    },
  });
}

/** To the account's address: the link that confirms the deletion of the account. */
export function anonymizeMail(options: {
  readonly publicUrl: string;
  readonly email: string;
  readonly firstName: string | null;
  readonly token: string;
}): MailDraft {
  const lifetime = lifetimeText(ACCOUNT_TOKEN_LIFETIME.anonymize);
  return composeMail(options.email, {
    subject: ACCOUNT_MAIL_SUBJECTS.anonymize,
    greeting: greeting(options.firstName),
    paragraphs: [
      'hai chiesto di eliminare il tuo account Spesa online.',
      `Per confermare apri il link qui sotto entro ${lifetime}, con l'account ancora aperto: i tuoi dati personali saranno cancellati e non potrai più accedere. Gli ordini restano, senza dati personali, per gli obblighi fiscali.`,
    ],
    action: {
      label: "Conferma l'eliminazione",
      url: anonymizeLink(options.publicUrl, options.email, options.token),
    },
    after: [
      "Se non l'hai chiesto tu, ignora questa e-mail e cambia la password: il tuo account resta com'è.",
    ],
  });
}
