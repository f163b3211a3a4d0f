import type { EventFromLogic } from 'xstate';
import { giftsMachine } from '../../machines/gifts/gifts.machine';
import { describeBehaviour } from './behaviour-case';
import { giftsCases } from './gifts.cases';
import { describeModel } from './transition-coverage';

type GiftCodeEvents = EventFromLogic<typeof giftsMachine>;

const refusal = { messages: ['La fascia oraria scelta non è più disponibile'] };

const giftEvents = (): GiftCodeEvents[] =>
  [
    { type: 'code.change', text: 'BENVENUTO10' },
    { type: 'code.change', text: '' },
    { type: 'code.apply' },
    { type: 'code.remove', code: 'BENVENUTO10' },
    { type: 'xstate.done.actor.applyCode' },
    { type: 'xstate.error.actor.applyCode', error: refusal },
    { type: 'xstate.done.actor.removeCode' },
    { type: 'xstate.error.actor.removeCode', error: refusal },
  ] as unknown as GiftCodeEvents[];

describeModel('giftCode', giftsMachine, giftEvents, {
  significantContext: ({ typed }) => typed !== '',
});

describeBehaviour('giftCode', giftsMachine, giftsCases);
