/**
 * The small forms of an order's page (shopping-flow.md §7 "Orders": note/order/add or update to
 * rate an order, order/reserve with distance and reservation info; §8 "Parking reservation:
 * status 0 shows the info message; otherwise the first error is shown"). A form is sent with what
 * the shopper filled in, shows the server's refusal and stays editable, or is done; a done form
 * can be changed and sent again; a rating given before shows as given.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectOrderFormStep,
  type OrderFormValues,
  type orderFormMachine,
} from '../../machines/orders/orders-form.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type OrderFormMachine = typeof orderFormMachine;

const rating: OrderFormValues = { kind: 'rating', rating: 4, comment: 'Frutta ottima' };
const parking: OrderFormValues = { kind: 'parking', distance: 500, info: 'Panda rossa AB123CD' };

/** The form with a submit the test answers; `sent` records what was sent. */
function startForm(machine: OrderFormMachine) {
  const sent: OrderFormValues[] = [];
  const answers: Deferred<void>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        submit: fromPromise<void, OrderFormValues>(({ input }) => {
          sent.push(input);
          const answer = deferred();
          answers.push(answer);
          return answer.promise;
        }),
      },
    }),
  ).start();
  const form = () => ({
    step: selectOrderFormStep(actor.getSnapshot()),
    errors: actor.getSnapshot().context.errors,
  });
  const answered = () =>
    settle(actor, (snapshot) => selectOrderFormStep(snapshot) !== 'submitting');
  return { actor, sent, answers, form, answered };
}

export const orderFormCases: ReadonlyArray<BehaviourCase<OrderFormMachine>> = [
  {
    name: 'a form not sent before starts editable',
    run(machine) {
      const { form, sent } = startForm(machine);
      expect(form()).toEqual({ step: 'editing', errors: [] });
      expect(sent).toEqual([]);
    },
  },
  ...[rating, parking].map((values): BehaviourCase<OrderFormMachine> => ({
    name: `a ${values.kind} form is sent once with what the shopper filled in, then shows as done`,
    async run(machine) {
      const { actor, sent, answers, form, answered } = startForm(machine);
      actor.send({ type: 'form.submit', values });
      expect(form()).toEqual({ step: 'submitting', errors: [] });
      // A double click sends nothing more.
      actor.send({ type: 'form.submit', values });
      answers[0]?.resolve();
      await answered();
      expect(sent).toEqual([values]);
      expect(form()).toEqual({ step: 'done', errors: [] });
    },
  })),
  {
    name: 'a refused reservation shows the first error and the form stays editable',
    async run(machine) {
      const { actor, answers, form, answered } = startForm(machine);
      actor.send({ type: 'form.submit', values: parking });
      answers[0]?.reject(refusal('Il parcheggio è già prenotato'));
      await answered();
      expect(form()).toEqual({ step: 'editing', errors: ['Il parcheggio è già prenotato'] });
    },
  },
  {
    name: 'sending again clears the last refusal',
    async run(machine) {
      const { actor, sent, answers, form, answered } = startForm(machine);
      actor.send({ type: 'form.submit', values: rating });
      answers[0]?.reject(refusal('Si è verificato un errore imprevisto.'));
      await answered();
      actor.send({ type: 'form.submit', values: { ...rating, rating: 5 } });
      expect(form()).toEqual({ step: 'submitting', errors: [] });
      answers[1]?.resolve();
      await answered();
      expect(sent).toEqual([rating, { ...rating, rating: 5 }]);
      expect(form()).toEqual({ step: 'done', errors: [] });
    },
  },
  {
    name: 'a done form can be changed and sent again',
    async run(machine) {
      const { actor, sent, answers, form, answered } = startForm(machine);
      actor.send({ type: 'form.submit', values: rating });
      answers[0]?.resolve();
      await answered();
      actor.send({ type: 'form.edit' });
      expect(form()).toEqual({ step: 'editing', errors: [] });
      actor.send({ type: 'form.submit', values: { ...rating, comment: 'Consegna puntuale' } });
      answers[1]?.resolve();
      await answered();
      expect(sent).toEqual([rating, { ...rating, comment: 'Consegna puntuale' }]);
      expect(form().step).toBe('done');
    },
  },
];

/** The rating form of an order rated before (`createOrderFormMachine(true)`). */
export const ratedOrderFormCases: ReadonlyArray<BehaviourCase<OrderFormMachine>> = [
  {
    name: 'a rating given before shows as given, and nothing is sent',
    run(machine) {
      const { form, sent } = startForm(machine);
      expect(form()).toEqual({ step: 'done', errors: [] });
      expect(sent).toEqual([]);
    },
  },
  {
    name: 'a rating given before can be changed and sent again',
    async run(machine) {
      const { actor, sent, answers, form, answered } = startForm(machine);
      actor.send({ type: 'form.edit' });
      expect(form()).toEqual({ step: 'editing', errors: [] });
      actor.send({ type: 'form.submit', values: rating });
      answers[0]?.resolve();
      await answered();
      expect(sent).toEqual([rating]);
      expect(form()).toEqual({ step: 'done', errors: [] });
    },
  },
];
