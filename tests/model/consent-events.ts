/** Every event the consent model sends: the check, the answers, and both calls' results. */
import type { EventFromLogic } from 'xstate';
import type { AskedDisclaimer, consentMachine } from '../../machines/consent/consent.machine';

type ConsentEvent = EventFromLogic<typeof consentMachine>;

export const TERMS: AskedDisclaimer = {
  registrationDisclaimerId: 1,
  title: 'Condizioni generali di vendita',
  text: 'Ho letto e accetto le <a href="/page/condizioni-di-vendita">condizioni di vendita</a>.',
  required: true,
  value: false,
};
export const MARKETING: AskedDisclaimer = {
  registrationDisclaimerId: 3,
  title: 'Comunicazioni commerciali',
  text: 'Acconsento a ricevere offerte e novità via e-mail.',
  required: false,
  value: false,
};
export const ACCEPTED = [
  { registrationDisclaimerId: 1, value: true },
  { registrationDisclaimerId: 3, value: false },
];
export const REQUIRED_REFUSED =
  "Le condizioni di vendita e l'informativa sulla privacy sono necessarie per usare il servizio";

export const consentEvents = (): ConsentEvent[] =>
  [
    { type: 'consent.check' },
    { type: 'consent.edit', asked: [TERMS, MARKETING] },
    { type: 'form.submitted', answers: ACCEPTED },
    { type: 'xstate.done.actor.checkDisclaimers', output: [TERMS, MARKETING] },
    { type: 'xstate.done.actor.checkDisclaimers', output: [] },
    { type: 'xstate.error.actor.checkDisclaimers', error: new Error('offline') },
    { type: 'xstate.after.checkRetry.consent.waitingToCheckAgain' },
    { type: 'xstate.done.actor.saveAnswers' },
    { type: 'xstate.error.actor.saveAnswers', error: { messages: [REQUIRED_REFUSED] } },
  ] as unknown as ConsentEvent[];
