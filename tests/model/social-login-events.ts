/**
 * The events the social login model may take: a provider's button, what the login page's address
 * says of the provider's answer, the link form, and what the shop answers to start and link.
 */
import type { EventFromLogic } from 'xstate';
import type { socialLoginMachine } from '../../machines/social-login/social-login.machine';

type SocialLoginEvent = EventFromLogic<typeof socialLoginMachine>;

export const PROVIDER_URL =
  'http://127.0.0.1:45123/auth?client_id=negozio-google&state=abc&nonce=def';
export const LINKED_USER = { userId: 7, email: 'cliente@example.it', login: 'cliente@example.it' };
export const START_REFUSED =
  'Il servizio di accesso non è raggiungibile in questo momento, riprova più tardi.';
export const WRONG_PASSWORD = 'Password errata: il collegamento non è stato fatto.';

/** What the app's actors reject with: the shop's texts. */
const refused = (text: string) => Object.assign(new Error(text), { messages: [text] });

export const socialLoginEvents = (): SocialLoginEvent[] =>
  [
    { type: 'provider.chosen', provider: 'google' },
    { type: 'callback.failed', reason: 'expired' },
    { type: 'link.opened', provider: 'google' },
    { type: 'link.submitted', password: 'Spesa2026!' },
    { type: 'link.cancelled' },
    { type: 'xstate.done.actor.socialStart', output: PROVIDER_URL },
    { type: 'xstate.error.actor.socialStart', error: refused(START_REFUSED) },
    { type: 'xstate.done.actor.linkAccount', output: LINKED_USER },
    { type: 'xstate.error.actor.linkAccount', error: refused(WRONG_PASSWORD) },
  ] as unknown as SocialLoginEvent[];
