/**
 * Social login (account-and-platform.md section 4: Google and Facebook, the landing page '/',
 * /registration-user?social_login=google): the providers, the reasons a sign-in can fail as the
 * `social_error` of the page the browser comes back to, and their Italian messages.
 *
 * Each message is a Lingui descriptor marked with the i18n comment, so the app translates it and
 * the server, which has no Lingui, reads `message`.
 */
import type { MessageDescriptor } from './messages';

export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** The provider's name as the shopper reads it. */
export const SOCIAL_PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = {
  google: 'Google',
  facebook: 'Facebook',
};

/** A sign-in under way is good for this long (then the provider's answer is refused). */
export const SOCIAL_LOGIN_TTL_SECONDS = 10 * 60;
/** A provider's account waiting to be registered or linked is kept this long. */
export const SOCIAL_REGISTRATION_TTL_SECONDS = 30 * 60;
/** A callback's parameter longer than this is refused (a provider's code or state is far shorter). */
export const SOCIAL_CALLBACK_MAX_PARAMETER = 2048;

/** Where the browser lands when a social account must be linked by the shopper's password. */
export const SOCIAL_LINK_QUERY = 'social_link';
/** Where the browser lands when a sign-in failed: `/login?social_error=<reason>`. */
export const SOCIAL_ERROR_QUERY = 'social_error';

export const socialMessages = {
  /** The answer was not for a sign-in under way: unknown, used already or expired state. */
  expired: /*i18n*/ {
    id: 'social.error.expired',
    message: "L'accesso non è più valido o è già stato usato: riprova.",
  },
  /** The provider's answer did not check out (nonce, PKCE, signature) or could not be read. */
  invalid: /*i18n*/ {
    id: 'social.error.invalid',
    message: 'La risposta del servizio di accesso non è valida: riprova.',
  },
  /** The shopper stopped at the provider, or the provider refused. */
  denied: /*i18n*/ {
    id: 'social.error.denied',
    message: "L'accesso è stato annullato o rifiutato dal servizio scelto.",
  },
  /** The provider could not be reached. */
  unavailable: /*i18n*/ {
    id: 'social.error.unavailable',
    message: 'Il servizio di accesso non è raggiungibile in questo momento, riprova più tardi.',
  },
  /** The provider gave no e-mail address. */
  noEmail: /*i18n*/ {
    id: 'social.error.noEmail',
    message:
      "Il servizio scelto non ci ha comunicato l'indirizzo e-mail: registrati con il modulo.",
  },
  /** The linked account has not confirmed its address yet. */
  unconfirmed: /*i18n*/ {
    id: 'social.error.unconfirmed',
    message:
      "Il tuo account non è ancora confermato: apri il link dell'e-mail che ti abbiamo inviato, oppure chiedine un'altra.",
  },
  /** The provider is not configured in this shop. */
  notConfigured: /*i18n*/ {
    id: 'social.error.notConfigured',
    message: 'Questo accesso non è disponibile.',
  },
  /** The link or registration waits no more (expired or done). */
  pendingMissing: /*i18n*/ {
    id: 'social.error.pendingMissing',
    message: "Non c'è un accesso da collegare o è scaduto: accedi di nuovo con il servizio scelto.",
  },
  /** Linking refused: the password is wrong. */
  wrongPassword: /*i18n*/ {
    id: 'social.error.wrongPassword',
    message: 'Password errata: il collegamento non è stato fatto.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The reasons of `social_error`, each with its message. */
export type SocialErrorReason = keyof typeof socialMessages;

export function isSocialErrorReason(value: unknown): value is SocialErrorReason {
  return typeof value === 'string' && Object.hasOwn(socialMessages, value);
}

/** The page the browser comes back to after a failed sign-in. */
export function socialErrorPath(reason: SocialErrorReason): string {
  return `/login?${SOCIAL_ERROR_QUERY}=${reason}`;
}

/** The page where the shopper confirms with the password to link the provider's account. */
export function socialLinkPath(provider: SocialProvider): string {
  return `/login?${SOCIAL_LINK_QUERY}=${provider}`;
}

/** The registration form started from the provider's account. */
export function socialRegistrationPath(provider: SocialProvider): string {
  return `/registration-user?social_login=${provider}`;
}
