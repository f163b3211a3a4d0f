/**
 * A form of the personal area ('Aggiorna password'): the accepted values are saved once; a refusal
 * shows the server's texts and the form can be sent again; a saved form says so and can be saved
 * again.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectIsProfileBusy,
  selectIsProfileSaved,
  type ProfileFormValues,
  type profileMachine,
} from '../../machines/account/profile.machine';
import { deferred, refusal, settle, type BehaviourCase, type Deferred } from './behaviour-case';

type ProfileMachine = typeof profileMachine;

export const PASSWORD_CHANGE: ProfileFormValues = {
  kind: 'password',
  change: { old_password: 'Pomodoro-2026', new_password: 'Basilico-2026' },
};
export const OLD_PASSWORD_WRONG = 'La password attuale non è corretta';

const describeValues = (values: ProfileFormValues) =>
  values.kind === 'password'
    ? `password ${values.change.old_password} → ${values.change.new_password}`
    : values.kind;

function startProfile(machine: ProfileMachine) {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        save: fromPromise<void, ProfileFormValues>(({ input }) => {
          calls.push(describeValues(input));
          const answer = deferred();
          answers.push(answer);
          return answer.promise;
        }),
      },
    }),
  ).start();
  const shows = () => ({
    busy: selectIsProfileBusy(actor.getSnapshot()),
    saved: selectIsProfileSaved(actor.getSnapshot()),
    errors: actor.getSnapshot().context.errors,
  });
  const idle = () => settle(actor, (snapshot) => !selectIsProfileBusy(snapshot));
  const submit = () => actor.send({ type: 'form.submitted', values: PASSWORD_CHANGE });
  return { calls, answers, shows, idle, submit };
}

export const profileCases: ReadonlyArray<BehaviourCase<ProfileMachine>> = [
  {
    name: 'the form starts editable, without messages',
    run(machine) {
      expect(startProfile(machine).shows()).toEqual({ busy: false, saved: false, errors: [] });
    },
  },
  {
    name: 'the values are saved once, then the form says they are saved',
    async run(machine) {
      const { calls, answers, shows, idle, submit } = startProfile(machine);
      submit();
      submit();
      expect(calls).toEqual(['password Pomodoro-2026 → Basilico-2026']);
      expect(shows().busy).toBe(true);
      answers[0]?.resolve();
      await idle();
      expect(shows()).toEqual({ busy: false, saved: true, errors: [] });
    },
  },
  {
    name: "a refusal shows the server's text, and the form can be sent again without it",
    async run(machine) {
      const { calls, answers, shows, idle, submit } = startProfile(machine);
      submit();
      answers[0]?.reject(refusal(OLD_PASSWORD_WRONG));
      await idle();
      expect(shows()).toEqual({ busy: false, saved: false, errors: [OLD_PASSWORD_WRONG] });
      submit();
      expect(calls).toHaveLength(2);
      expect(shows()).toEqual({ busy: true, saved: false, errors: [] });
    },
  },
  {
    name: 'a saved form can be saved again',
    async run(machine) {
      const { calls, answers, shows, idle, submit } = startProfile(machine);
      submit();
      answers[0]?.resolve();
      await idle();
      submit();
      expect(calls).toHaveLength(2);
      expect(shows().busy).toBe(true);
    },
  },
];
