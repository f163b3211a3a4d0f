/**
 * The checkout statechart with recorded effects, in the spec's words: the shop rules must be
 * accepted before the buy; the review's choices (order comment, invoice, alternatives) are saved
 * in order and a buy asked for meanwhile waits for them; the packaging choice prepares the order
 * again with the chosen bags; a refused choice shows its message and buys nothing.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkoutMachine, type CheckoutDetail } from '../../machines/checkout.machine';
import type { FlowFailure } from '../../machines/flow-failure';

interface Deferred {
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

function deferred(): Deferred {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

function startCheckout(options: { refuse?: (detail: CheckoutDetail) => string | null } = {}) {
  const calls: string[] = [];
  const saves: Deferred[] = [];
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        prepareCheckout: fromPromise(async ({ input }) => {
          calls.push(`prepare bags=${input.packagingTypeId}`);
        }),
        saveDetail: fromPromise(async ({ input }) => {
          calls.push(`save ${JSON.stringify(input)}`);
          const gate = deferred();
          saves.push(gate);
          await gate.promise;
          const refusal = options.refuse?.(input) ?? null;
          if (refusal !== null) {
            const failure: FlowFailure = { messages: [refusal] };
            throw Object.assign(new Error(refusal), failure);
          }
        }),
        buy: fromPromise(async ({ input }) => {
          calls.push(`buy key=${input.idempotencyKey} bags=${input.packagingTypeId}`);
          return { orderId: 100001, paymentUrl: '/payment-gateway/pay/abc' };
        }),
      },
    }),
    { input: { idempotencyKey: 'k-1', packagingTypeId: 1 } },
  );
  actor.start();
  return { actor, calls, saves };
}

const comment: CheckoutDetail = {
  kind: 'cartInfo',
  property: 'order_comment',
  value: 'Citofono Rossi',
};
const invoice: CheckoutDetail = { kind: 'cartInfo', property: 'need_invoice', value: 'true' };

describe('checkout', () => {
  it('does not buy until the shop rules are accepted', async () => {
    const { actor, calls } = startCheckout();
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'checkout.buy' });
    expect(actor.getSnapshot().context.rulesMissing).toBe(true);
    expect(calls.some((call) => call.startsWith('buy'))).toBe(false);
  });

  it('saves the choices in order, and a buy asked for meanwhile waits for them', async () => {
    const { actor, calls, saves } = startCheckout();
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'rules.toggled', accepted: true });
    actor.send({ type: 'detail.changed', detail: comment });
    actor.send({ type: 'detail.changed', detail: invoice });
    actor.send({ type: 'checkout.buy' });
    expect(actor.getSnapshot().context.buyQueued).toBe(true);
    expect(calls.filter((call) => call.startsWith('buy'))).toEqual([]);

    saves[0]?.resolve();
    await waitFor(actor, () => saves.length === 2);
    saves[1]?.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(calls.slice(1)).toEqual([
      `save ${JSON.stringify(comment)}`,
      `save ${JSON.stringify(invoice)}`,
      'buy key=k-1 bags=1',
    ]);
  });

  it('shows a refused choice and buys nothing', async () => {
    const { actor, calls, saves } = startCheckout({
      refuse: () => 'Il carrello non può essere modificato in questo momento',
    });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'rules.toggled', accepted: true });
    actor.send({ type: 'detail.changed', detail: comment });
    actor.send({ type: 'checkout.buy' });
    saves[0]?.resolve();
    await waitFor(actor, (snapshot) => snapshot.matches({ reviewing: 'idle' }));
    expect(actor.getSnapshot().context.errors).toEqual([
      'Il carrello non può essere modificato in questo momento',
    ]);
    expect(calls.some((call) => call.startsWith('buy'))).toBe(false);
  });

  it('prepares the order again with the chosen packaging and buys with it', async () => {
    const { actor, calls } = startCheckout();
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'packaging.selected', packagingTypeId: 2 });
    await waitFor(actor, (snapshot) => snapshot.matches('reviewing'));
    actor.send({ type: 'rules.toggled', accepted: true });
    actor.send({ type: 'checkout.buy' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(calls).toEqual(['prepare bags=1', 'prepare bags=2', 'buy key=k-1 bags=2']);
  });
});
