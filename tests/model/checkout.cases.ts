/**
 * The checkout statechart with recorded effects, in the spec's words: the shop rules must be
 * accepted before the buy; the review's choices (order comment, invoice, alternatives) are saved
 * in order and a buy asked for meanwhile waits for them; the packaging choice prepares the order
 * again with the chosen bags; a refused choice shows its message and buys nothing; the buy hands
 * over to the hosted payment page (step 'Pagamento'), every attempt with the checkout's one
 * idempotency key; a cart that cannot be bought shows why and can be prepared again
 * (shopping-flow.md §2 "Payment result and checkout", §4 "Checkout requires accepting the shop
 * rules", §8 "Send order").
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectCheckoutStep,
  selectIsBuyQueued,
  selectIsCheckoutBusy,
  type CheckoutDetail,
  type checkoutMachine,
} from '../../machines/checkout/checkout.machine';
import type { FlowFailure } from '../../machines/flow-failure';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type CheckoutMachine = typeof checkoutMachine;

interface StartOptions {
  readonly refuse?: (detail: CheckoutDetail) => string | null;
  /** The answers of the prepare calls, in order (default: all accepted). */
  readonly prepareRefusals?: ReadonlyArray<string | null>;
  /** The answers of the buy calls, in order (default: all accepted). */
  readonly buyRefusals?: ReadonlyArray<string | null>;
}

function startCheckout(machine: CheckoutMachine, options: StartOptions = {}) {
  const calls: string[] = [];
  const saves: Deferred<void>[] = [];
  const wentToPayment: string[] = [];
  const prepareRefusals = [...(options.prepareRefusals ?? [])];
  const buyRefusals = [...(options.buyRefusals ?? [])];
  const actor = createActor(
    machine.provide({
      actors: {
        prepareCheckout: fromPromise(async ({ input }) => {
          calls.push(`prepare bags=${input.packagingTypeId}`);
          const refused = prepareRefusals.shift() ?? null;
          if (refused !== null) throw refusal(refused);
        }),
        saveDetail: fromPromise(async ({ input }) => {
          calls.push(`save ${JSON.stringify(input)}`);
          const gate = deferred();
          saves.push(gate);
          await gate.promise;
          const refused = options.refuse?.(input) ?? null;
          if (refused !== null) {
            const failure: FlowFailure = { messages: [refused] };
            throw Object.assign(new Error(refused), failure);
          }
        }),
        buy: fromPromise(async ({ input }) => {
          calls.push(`buy key=${input.idempotencyKey} bags=${input.packagingTypeId}`);
          const refused = buyRefusals.shift() ?? null;
          if (refused !== null) throw refusal(refused);
          return { orderId: 100001, paymentUrl: '/payment-gateway/pay/abc' };
        }),
      },
      actions: {
        goToPayment: ({ context }) => void wentToPayment.push(context.order?.paymentUrl ?? '?'),
      },
    }),
    { input: { idempotencyKey: 'k-1', packagingTypeId: 1 } },
  );
  actor.start();
  return { actor, calls, saves, wentToPayment };
}

const comment: CheckoutDetail = {
  kind: 'cartInfo',
  property: 'order_comment',
  value: 'Citofono Rossi',
};
const invoice: CheckoutDetail = { kind: 'cartInfo', property: 'need_invoice', value: 'true' };

export const checkoutCases: ReadonlyArray<BehaviourCase<CheckoutMachine>> = [
  {
    name: 'does not buy until the shop rules are accepted',
    async run(machine) {
      const { actor, calls } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'checkout.buy' });
      expect(actor.getSnapshot().context.rulesMissing).toBe(true);
      expect(calls.some((call) => call.startsWith('buy'))).toBe(false);
    },
  },
  {
    name: 'rules accepted and then refused again: still no buy',
    async run(machine) {
      const { actor, calls } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'rules.toggled', accepted: false });
      actor.send({ type: 'checkout.buy' });
      expect(actor.getSnapshot().context.rulesMissing).toBe(true);
      expect(selectCheckoutStep(actor.getSnapshot())).toBe(0);
      expect(calls.some((call) => call.startsWith('buy'))).toBe(false);
    },
  },
  {
    name: "with the rules accepted the buy goes to the hosted payment page: step 'Pagamento'",
    async run(machine) {
      const { actor, calls, wentToPayment } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      expect(selectCheckoutStep(actor.getSnapshot())).toBe(0);
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'checkout.buy' });
      expect(selectIsCheckoutBusy(actor.getSnapshot())).toBe(true);
      await settle(actor, (snapshot) => snapshot.matches('paying'));
      expect(selectCheckoutStep(actor.getSnapshot())).toBe(1);
      expect(calls).toEqual(['prepare bags=1', 'buy key=k-1 bags=1']);
      expect(wentToPayment).toEqual(['/payment-gateway/pay/abc']);
    },
  },
  {
    name: 'saves the choices in order, and a buy asked for meanwhile waits for them',
    async run(machine) {
      const { actor, calls, saves } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'detail.changed', detail: comment });
      actor.send({ type: 'detail.changed', detail: invoice });
      actor.send({ type: 'checkout.buy' });
      expect(actor.getSnapshot().context.buyQueued).toBe(true);
      expect(calls.filter((call) => call.startsWith('buy'))).toEqual([]);

      saves[0]?.resolve();
      await settle(actor, () => saves.length === 2);
      saves[1]?.resolve();
      await settle(actor, (snapshot) => snapshot.matches('paying'));
      expect(calls.slice(1)).toEqual([
        `save ${JSON.stringify(comment)}`,
        `save ${JSON.stringify(invoice)}`,
        'buy key=k-1 bags=1',
      ]);
    },
  },
  {
    name: 'rules withdrawn while a buy waits for a choice being saved: no buy, and the buy is offered again',
    async run(machine) {
      const { actor, calls, saves } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'detail.changed', detail: comment });
      actor.send({ type: 'checkout.buy' });
      actor.send({ type: 'rules.toggled', accepted: false });
      saves[0]?.resolve();
      await settle(actor, (snapshot) => snapshot.matches({ reviewing: 'idle' }));
      expect(calls.filter((call) => call.startsWith('buy'))).toEqual([]);
      expect(selectIsBuyQueued(actor.getSnapshot())).toBe(false);
      expect(selectIsCheckoutBusy(actor.getSnapshot())).toBe(false);
    },
  },
  {
    name: 'a choice saved without a buy asked for buys nothing',
    async run(machine) {
      const { actor, calls, saves } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'detail.changed', detail: comment });
      saves[0]?.resolve();
      await settle(actor, (snapshot) => snapshot.matches({ reviewing: 'idle' }));
      expect(calls.slice(1)).toEqual([`save ${JSON.stringify(comment)}`]);
      expect(selectCheckoutStep(actor.getSnapshot())).toBe(0);
    },
  },
  {
    name: 'shows a refused choice and buys nothing',
    async run(machine) {
      const { actor, calls, saves } = startCheckout(machine, {
        refuse: () => 'Il carrello non può essere modificato in questo momento',
      });
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'detail.changed', detail: comment });
      actor.send({ type: 'checkout.buy' });
      saves[0]?.resolve();
      await settle(actor, (snapshot) => snapshot.matches({ reviewing: 'idle' }));
      expect(actor.getSnapshot().context.errors).toEqual([
        'Il carrello non può essere modificato in questo momento',
      ]);
      expect(calls.some((call) => call.startsWith('buy'))).toBe(false);
    },
  },
  {
    name: 'prepares the order again with the chosen packaging and buys with it',
    async run(machine) {
      const { actor, calls } = startCheckout(machine);
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'packaging.selected', packagingTypeId: 2 });
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'checkout.buy' });
      await settle(actor, (snapshot) => snapshot.matches('paying'));
      expect(calls).toEqual(['prepare bags=1', 'prepare bags=2', 'buy key=k-1 bags=2']);
    },
  },
  {
    name: "a refused buy shows 'Errore nel tentativo di inviare l'ordine' and the retry uses the same key",
    async run(machine) {
      const sendFailed = "Errore nel tentativo di inviare l'ordine";
      const { actor, calls, wentToPayment } = startCheckout(machine, {
        buyRefusals: [sendFailed],
      });
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'checkout.buy' });
      await settle(actor, (snapshot) => !selectIsCheckoutBusy(snapshot));
      expect(actor.getSnapshot().context.errors).toEqual([sendFailed]);
      expect(selectCheckoutStep(actor.getSnapshot())).toBe(0);
      expect(wentToPayment).toEqual([]);
      actor.send({ type: 'checkout.buy' });
      await settle(actor, (snapshot) => snapshot.matches('paying'));
      expect(actor.getSnapshot().context.errors).toEqual([]);
      expect(calls.filter((call) => call.startsWith('buy'))).toEqual([
        'buy key=k-1 bags=1',
        'buy key=k-1 bags=1',
      ]);
    },
  },
  {
    name: 'a cart that cannot be bought shows why, buys nothing and can be prepared again',
    async run(machine) {
      const slotGone = 'La fascia oraria scelta non è più disponibile';
      const { actor, calls } = startCheckout(machine, { prepareRefusals: [slotGone] });
      await settle(actor, (snapshot) => !selectIsCheckoutBusy(snapshot));
      expect(actor.getSnapshot().context.errors).toEqual([slotGone]);
      actor.send({ type: 'rules.toggled', accepted: true });
      actor.send({ type: 'checkout.buy' });
      expect(calls).toEqual(['prepare bags=1']);
      actor.send({ type: 'checkout.retry' });
      await settle(actor, (snapshot) => snapshot.matches('reviewing'));
      expect(actor.getSnapshot().context.errors).toEqual([]);
      expect(calls).toEqual(['prepare bags=1', 'prepare bags=1']);
    },
  },
];
