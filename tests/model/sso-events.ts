/** The events the sso model may take: the button, a refused sign-on, and what do-login answers. */
import type { EventFromLogic } from 'xstate';
import type { ssoMachine } from '../../machines/staff/sso.machine';

type SsoEvent = EventFromLogic<typeof ssoMachine>;

export const PROVIDER_URL = 'http://127.0.0.1:8080/test-idp/sso?SAMLRequest=abc';
export const REFUSED_TEXT = 'Accesso con SSO non riuscito: questa risposta è già stata usata.';

export const ssoEvents = (): SsoEvent[] =>
  [
    { type: 'sso.start' },
    { type: 'sso.refused', text: REFUSED_TEXT },
    { type: 'xstate.done.actor.requestSignOn', output: PROVIDER_URL },
    {
      type: 'xstate.error.actor.requestSignOn',
      error: {
        messages: ['Indirizzo di ritorno non valido: si accettano solo pagine del negozio.'],
      },
    },
  ] as unknown as SsoEvent[];
