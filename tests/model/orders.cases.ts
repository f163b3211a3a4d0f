/**
 * What a shopper does with an order from its page (shopping-flow.md §7 "Orders": order/delete with
 * the toast 'Ordine {orderId} annullato', order/modify, order/payment; §8 "Confirmation prompts:
 * ... cancel order {orderId}, ... reorder, and edit order", the order modification, reorder and
 * invoice messages). Cancel, modify, reorder and giving up a modification ask first; confirming
 * calls the server once, declining calls nothing; a refusal shows its message on the page.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectConfirming,
  selectIsOrderBusy,
  type ConfirmedOrderAction,
  type ordersMachine,
} from '../../machines/orders/orders.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type OrdersMachine = typeof ordersMachine;

const ACTORS = [
  'cancelOrder',
  'modifyOrder',
  'reorder',
  'abandonModification',
  'payAgain',
  'fetchInvoice',
  'createShareLink',
] as const;
type OrderCall = (typeof ACTORS)[number];

const ACTIONS = [
  'showCancelled',
  'showCartToModify',
  'showReordered',
  'showModificationAbandoned',
  'goToPayment',
  'openInvoice',
] as const;

/** The page with every call answered by the test; `calls` and `shown` record what happened. */
function startOrder(machine: OrdersMachine) {
  const calls: OrderCall[] = [];
  const shown: string[] = [];
  const answers = new Map<OrderCall, Deferred<string>>();
  const stub = (name: OrderCall) =>
    fromPromise<string>(() => {
      calls.push(name);
      const answer = deferred<string>();
      answers.set(name, answer);
      return answer.promise;
    });
  const record =
    (name: string) =>
    (_: unknown, params: unknown): void =>
      void shown.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
  const actor = createActor(
    machine.provide({
      actors: Object.fromEntries(ACTORS.map((name) => [name, stub(name)])),
      actions: Object.fromEntries(ACTIONS.map((name) => [name, record(name)])),
    } as Parameters<OrdersMachine['provide']>[0]),
  ).start();
  const page = () => ({
    confirming: selectConfirming(actor.getSnapshot()),
    busy: selectIsOrderBusy(actor.getSnapshot()),
    errors: actor.getSnapshot().context.errors,
  });
  const answer = (name: OrderCall) => {
    const pending = answers.get(name);
    if (!pending) throw new Error(`${name} was not called`);
    return pending;
  };
  const idle = () => settle(actor, (snapshot) => !selectIsOrderBusy(snapshot));
  return { actor, calls, shown, page, answer, idle };
}

interface Confirmed {
  readonly action: ConfirmedOrderAction;
  /** In the spec's words. */
  readonly label: string;
  readonly call: OrderCall;
  /** What the page shows once the server agreed. */
  readonly result: string;
  /** §8's message for a refusal. */
  readonly refused: string;
}

const confirmed: readonly Confirmed[] = [
  {
    action: 'cancel',
    label: 'cancel order',
    call: 'cancelOrder',
    result: 'showCancelled',
    refused: 'Si è verificato un errore, riprova tra qualche minuto.',
  },
  {
    action: 'modify',
    label: 'edit order',
    call: 'modifyOrder',
    result: 'showCartToModify',
    refused:
      "Si è verificato un errore durante la modifica dell'ordine. Si prega di riprovare a breve.",
  },
  {
    action: 'reorder',
    label: 'reorder',
    call: 'reorder',
    result: 'showReordered',
    refused: 'si è verificato un errore durante il riordino. Si prega di riprovare a breve.',
  },
  {
    action: 'abandonModification',
    label: 'give up the modification',
    call: 'abandonModification',
    result: 'showModificationAbandoned',
    refused:
      "Si è verificato un errore durante la modifica dell'ordine. Si prega di riprovare a breve.",
  },
];

const confirmedCases = confirmed.flatMap(
  ({ action, label, call, result, refused }): Array<BehaviourCase<OrdersMachine>> => [
    {
      name: `${label} asks for confirmation first and calls nothing yet`,
      run(machine) {
        const { actor, calls, page } = startOrder(machine);
        actor.send({ type: 'order.ask', action });
        expect(page()).toEqual({ confirming: action, busy: false, errors: [] });
        expect(calls).toEqual([]);
      },
    },
    {
      name: `confirming ${label} calls ${call} once, then shows the result`,
      async run(machine) {
        const { actor, calls, shown, page, answer, idle } = startOrder(machine);
        actor.send({ type: 'order.ask', action });
        actor.send({ type: 'action.confirmed' });
        expect(page()).toEqual({ confirming: null, busy: true, errors: [] });
        actor.send({ type: 'action.confirmed' });
        answer(call).resolve('');
        await idle();
        expect(calls).toEqual([call]);
        expect(shown).toEqual([result]);
        expect(page()).toEqual({ confirming: null, busy: false, errors: [] });
      },
    },
    {
      name: `a refused ${label} shows the message and nothing else`,
      async run(machine) {
        const { actor, shown, page, answer, idle } = startOrder(machine);
        actor.send({ type: 'order.ask', action });
        actor.send({ type: 'action.confirmed' });
        answer(call).reject(refusal(refused));
        await idle();
        expect(page()).toEqual({ confirming: null, busy: false, errors: [refused] });
        expect(shown).toEqual([]);
      },
    },
    {
      name: `declining ${label} does nothing`,
      async run(machine) {
        const { actor, calls, shown, page } = startOrder(machine);
        actor.send({ type: 'order.ask', action });
        actor.send({ type: 'action.dismissed' });
        expect(page()).toEqual({ confirming: null, busy: false, errors: [] });
        // Confirming after the prompt closed does nothing either.
        actor.send({ type: 'action.confirmed' });
        await Promise.resolve();
        expect(calls).toEqual([]);
        expect(shown).toEqual([]);
      },
    },
  ],
);

export const ordersCases: ReadonlyArray<BehaviourCase<OrdersMachine>> = [
  {
    name: 'the page opens with no prompt, nothing under way and no message',
    run(machine) {
      const { page, calls } = startOrder(machine);
      expect(page()).toEqual({ confirming: null, busy: false, errors: [] });
      expect(calls).toEqual([]);
    },
  },
  ...confirmedCases,
  {
    name: 'a new request clears the message of the last refusal',
    async run(machine) {
      const { actor, page, answer, idle } = startOrder(machine);
      actor.send({ type: 'order.ask', action: 'cancel' });
      actor.send({ type: 'action.confirmed' });
      answer('cancelOrder').reject(refusal('Ordine non annullabile'));
      await idle();
      actor.send({ type: 'order.ask', action: 'reorder' });
      expect(page()).toEqual({ confirming: 'reorder', busy: false, errors: [] });
      actor.send({ type: 'action.dismissed' });
      actor.send({ type: 'order.ask', action: 'cancel' });
      actor.send({ type: 'action.confirmed' });
      answer('cancelOrder').reject(refusal('Ordine non annullabile'));
      await idle();
      actor.send({ type: 'order.pay' });
      expect(page().errors).toEqual([]);
    },
  },
  {
    name: 'paying again asks for a new payment and goes to its page',
    async run(machine) {
      const { actor, calls, shown, page, answer, idle } = startOrder(machine);
      actor.send({ type: 'order.pay' });
      expect(page().busy).toBe(true);
      answer('payAgain').resolve('/payment-gateway/pay/ghi');
      await idle();
      expect(calls).toEqual(['payAgain']);
      expect(shown).toEqual(['goToPayment {"paymentUrl":"/payment-gateway/pay/ghi"}']);
    },
  },
  {
    name: 'a refused new payment shows why and goes nowhere',
    async run(machine) {
      const { actor, shown, page, answer, idle } = startOrder(machine);
      actor.send({ type: 'order.pay' });
      answer('payAgain').reject(refusal('Si è verificato un errore, riprova tra qualche minuto.'));
      await idle();
      expect(page().errors).toEqual(['Si è verificato un errore, riprova tra qualche minuto.']);
      expect(shown).toEqual([]);
    },
  },
  {
    name: 'the invoice opens the fetched document',
    async run(machine) {
      const { actor, calls, shown, answer, idle } = startOrder(machine);
      actor.send({ type: 'order.invoice' });
      answer('fetchInvoice').resolve('blob:fattura');
      await idle();
      expect(calls).toEqual(['fetchInvoice']);
      expect(shown).toEqual(['openInvoice {"url":"blob:fattura"}']);
    },
  },
  {
    name: "an invoice that cannot be fetched shows 'Errore apertura fattura'",
    async run(machine) {
      const { actor, shown, page, answer, idle } = startOrder(machine);
      actor.send({ type: 'order.invoice' });
      answer('fetchInvoice').reject(refusal('Errore apertura fattura'));
      await idle();
      expect(page().errors).toEqual(['Errore apertura fattura']);
      expect(shown).toEqual([]);
    },
  },
  {
    name: 'sharing shows the read-only link to the order',
    async run(machine) {
      const { actor, calls, answer, idle } = startOrder(machine);
      expect(actor.getSnapshot().context.shareLink).toBeNull();
      actor.send({ type: 'order.share' });
      answer('createShareLink').resolve('http://127.0.0.1/order/1?token=t');
      await idle();
      expect(calls).toEqual(['createShareLink']);
      expect(actor.getSnapshot().context.shareLink).toBe('http://127.0.0.1/order/1?token=t');
    },
  },
];
