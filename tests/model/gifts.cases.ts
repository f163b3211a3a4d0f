/**
 * Gift codes at the checkout (shopping-flow.md §5 "Gift code invalid: 'Il codice sconto "{name}"
 * non è valido. Verifica di averlo scritto correttamente.'", §7 "Gift codes" add_code and
 * remove_code with the code, §8 "Gift code failures are silent"): the refusal shows under the
 * field (the field's error is the first of the machine's errors) and nothing else changes; an
 * applied code clears the field.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { selectIsGiftBusy, type giftsMachine } from '../../machines/gifts/gifts.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type GiftsMachine = typeof giftsMachine;

const invalid = (code: string) =>
  `Il codice sconto "${code}" non è valido. Verifica di averlo scritto correttamente.`;

/** The form with calls the test answers one by one; `calls` records each call and its code. */
function startGifts(machine: GiftsMachine) {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  const call = (name: string) =>
    fromPromise<void, { code: string }>(({ input }) => {
      calls.push(`${name} ${input.code}`);
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    });
  const actor = createActor(
    machine.provide({ actors: { applyCode: call('apply'), removeCode: call('remove') } }),
  ).start();
  const field = () => ({
    typed: actor.getSnapshot().context.typed,
    error: actor.getSnapshot().context.errors[0] ?? null,
    busy: selectIsGiftBusy(actor.getSnapshot()),
  });
  const idle = () => settle(actor, (snapshot) => !selectIsGiftBusy(snapshot));
  const type = (text: string) => actor.send({ type: 'code.change', text });
  return { actor, calls, answers, field, idle, type };
}

export const giftsCases: ReadonlyArray<BehaviourCase<GiftsMachine>> = [
  {
    name: 'the field starts empty, without an error',
    run(machine) {
      const { field } = startGifts(machine);
      expect(field()).toEqual({ typed: '', error: null, busy: false });
    },
  },
  {
    name: 'Applica sends the typed code without surrounding spaces, and waits for the answer',
    run(machine) {
      const { actor, calls, field, type } = startGifts(machine);
      type('  BENVENUTO10 ');
      actor.send({ type: 'code.apply' });
      expect(calls).toEqual(['apply BENVENUTO10']);
      expect(field().busy).toBe(true);
      // A second Applica while the first is answered sends nothing more.
      actor.send({ type: 'code.apply' });
      expect(calls).toEqual(['apply BENVENUTO10']);
    },
  },
  {
    name: 'an applied code clears the field',
    async run(machine) {
      const { actor, answers, field, idle, type } = startGifts(machine);
      type('BENVENUTO10');
      actor.send({ type: 'code.apply' });
      answers[0]?.resolve();
      await idle();
      expect(field()).toEqual({ typed: '', error: null, busy: false });
    },
  },
  {
    name: 'a refused code shows the section-5 message under the field and changes nothing else',
    async run(machine) {
      const { actor, calls, answers, field, idle, type } = startGifts(machine);
      type('SBAGLIATO');
      actor.send({ type: 'code.apply' });
      answers[0]?.reject(refusal(invalid('SBAGLIATO')));
      await idle();
      expect(field()).toEqual({ typed: 'SBAGLIATO', error: invalid('SBAGLIATO'), busy: false });
      expect(calls).toEqual(['apply SBAGLIATO']);
    },
  },
  {
    name: 'correcting the code clears the refusal, and the corrected code is sent',
    async run(machine) {
      const { actor, calls, answers, field, idle, type } = startGifts(machine);
      type('BENVENUTO1');
      actor.send({ type: 'code.apply' });
      answers[0]?.reject(refusal(invalid('BENVENUTO1')));
      await idle();
      type('BENVENUTO10');
      expect(field().error).toBeNull();
      actor.send({ type: 'code.apply' });
      answers[1]?.resolve();
      await idle();
      expect(calls).toEqual(['apply BENVENUTO1', 'apply BENVENUTO10']);
      expect(field()).toEqual({ typed: '', error: null, busy: false });
    },
  },
  {
    name: 'an empty or blank field applies nothing',
    run(machine) {
      const { actor, calls, field, type } = startGifts(machine);
      actor.send({ type: 'code.apply' });
      type('   ');
      actor.send({ type: 'code.apply' });
      expect(calls).toEqual([]);
      expect(field()).toEqual({ typed: '   ', error: null, busy: false });
    },
  },
  {
    name: 'Rimuovi sends that code and leaves the field as typed',
    async run(machine) {
      const { actor, calls, answers, field, idle, type } = startGifts(machine);
      type('ESTATE5');
      actor.send({ type: 'code.remove', code: 'BENVENUTO10' });
      expect(calls).toEqual(['remove BENVENUTO10']);
      expect(field().busy).toBe(true);
      answers[0]?.resolve();
      await idle();
      expect(field()).toEqual({ typed: 'ESTATE5', error: null, busy: false });
    },
  },
  {
    name: 'a refused removal shows why under the field',
    async run(machine) {
      const { actor, answers, field, idle } = startGifts(machine);
      actor.send({ type: 'code.remove', code: 'BENVENUTO10' });
      answers[0]?.reject(refusal('Si è verificato un errore, riprova tra qualche minuto.'));
      await idle();
      expect(field()).toEqual({
        typed: '',
        error: 'Si è verificato un errore, riprova tra qualche minuto.',
        busy: false,
      });
    },
  },
  {
    name: 'a removal that succeeds clears an earlier refusal under the field',
    async run(machine) {
      const { actor, answers, field, idle, type } = startGifts(machine);
      type('SBAGLIATO');
      actor.send({ type: 'code.apply' });
      answers[0]?.reject(refusal(invalid('SBAGLIATO')));
      await idle();
      actor.send({ type: 'code.remove', code: 'BENVENUTO10' });
      answers[1]?.resolve();
      await idle();
      expect(field()).toEqual({ typed: 'SBAGLIATO', error: null, busy: false });
    },
  },
];
