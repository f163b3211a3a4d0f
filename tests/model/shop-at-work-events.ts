/**
 * The events the shop-at-work model may take: a code sent, changed after a refusal, and what the
 * subscription call answers.
 */
import type { EventFromLogic } from 'xstate';
import type { shopAtWorkMachine } from '../../machines/service/shop-at-work.machine';

type ShopAtWorkEvent = EventFromLogic<typeof shopAtWorkMachine>;

export const COMPANY_CODE = 'ACME-MILANO';
export const ACME = { companyId: 3, companyName: 'Acme Italia S.p.A.' };
export const CODE_INVALID = 'Codice azienda non valido';

export const shopAtWorkEvents = (): ShopAtWorkEvent[] =>
  [
    { type: 'code.submitted', code: COMPANY_CODE },
    { type: 'code.changed' },
    { type: 'xstate.done.actor.subscribeCompany', output: ACME },
    { type: 'xstate.error.actor.subscribeCompany', error: { messages: [CODE_INVALID] } },
  ] as unknown as ShopAtWorkEvent[];
