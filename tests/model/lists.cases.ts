/**
 * What a shopper does with a list (shopping-flow.md §3 and §6 "Wishlists with grant READ are
 * read-only", §8 "Confirmation prompts: remove list"): the owner renames, makes default, shares
 * and stops sharing; removing the list asks first and declining calls nothing; a customer the
 * list is shared with cannot change it (every owner's action is ignored) but may leave it after
 * the same question; a refusal shows its reason and nothing is shown as done.
 */
import { expect } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ListGrant } from '../../src/domain/lists';
import {
  selectIsConfirmingListRemoval,
  selectListErrors,
  type listsMachine,
} from '../../machines/lists/lists.machine';
import { refusal, settle, type BehaviourCase } from './behaviour-case';
import { TAKEN } from './lists-events';

type ListsMachine = typeof listsMachine;

function startList(machine: ListsMachine, grant: ListGrant, refuse = false) {
  const calls: string[] = [];
  const shown: string[] = [];
  const call = <T>(name: string, output: T) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls.push(input === undefined ? name : `${name} ${JSON.stringify(input)}`);
      if (refuse) throw refusal(TAKEN);
      return output;
    });
  const actor = createActor(
    machine.provide({
      actors: {
        createList: call('createList', 12),
        copyList: call('copyList', 13),
        rename: call('rename', undefined),
        makeDefault: call('makeDefault', undefined),
        share: call('share', 'giulia.bianchi@example.it'),
        unshare: call('unshare', undefined),
        removeList: call('removeList', undefined),
      },
      actions: {
        showCreated: (_, params) => void shown.push(`list ${params.listId}`),
        showShared: (_, params) => void shown.push(`shared with ${params.email}`),
        showListRemoved: () => void shown.push('Le mie liste'),
      },
    } as Parameters<ListsMachine['provide']>[0]),
    { input: { grant } },
  ).start();
  const idle = () => settle(actor, (snapshot) => snapshot.matches('idle'));
  return { actor, calls, shown, idle };
}

const SHARE = { type: 'list.share', email: 'Giulia.Bianchi@example.it ', grant: 'READ' } as const;

export const listsCases: ReadonlyArray<BehaviourCase<ListsMachine>> = [
  {
    name: 'the owner renames the list and makes it the default',
    async run(machine) {
      const { actor, calls, idle } = startList(machine, 'OWNER');
      actor.send({ type: 'list.rename', name: 'Spesa della settimana' });
      await idle();
      actor.send({ type: 'list.makeDefault' });
      await idle();
      expect(calls).toEqual(['rename {"name":"Spesa della settimana"}', 'makeDefault']);
    },
  },
  {
    name: 'the owner shares the list and is told with whom; then stops sharing it',
    async run(machine) {
      const { actor, calls, shown, idle } = startList(machine, 'OWNER');
      actor.send(SHARE);
      await idle();
      actor.send({ type: 'list.unshare', email: 'giulia.bianchi@example.it' });
      await idle();
      expect(calls).toEqual([
        'share {"email":"Giulia.Bianchi@example.it ","grant":"READ"}',
        'unshare {"email":"giulia.bianchi@example.it"}',
      ]);
      expect(shown).toEqual(['shared with giulia.bianchi@example.it']);
    },
  },
  {
    name: 'removing the list asks first: No keeps it, Sì removes it and goes back to the lists',
    async run(machine) {
      const { actor, calls, shown, idle } = startList(machine, 'OWNER');
      actor.send({ type: 'list.ask' });
      expect(selectIsConfirmingListRemoval(actor.getSnapshot())).toBe(true);
      actor.send({ type: 'action.dismissed' });
      expect(calls).toEqual([]);
      actor.send({ type: 'action.confirmed' });
      expect(calls).toEqual([]);
      actor.send({ type: 'list.ask' });
      actor.send({ type: 'action.confirmed' });
      await idle();
      expect(calls).toEqual(['removeList {"leave":false}']);
      expect(shown).toEqual(['Le mie liste']);
    },
  },
  {
    name: 'a list shared read-only (or to change) cannot be renamed, made default or shared',
    async run(machine) {
      for (const grant of ['READ', 'WRITE'] as const) {
        const { actor, calls } = startList(machine, grant);
        actor.send({ type: 'list.rename', name: 'Mia' });
        actor.send({ type: 'list.makeDefault' });
        actor.send(SHARE);
        actor.send({ type: 'list.unshare', email: 'giulia.bianchi@example.it' });
        expect(actor.getSnapshot().value).toBe('idle');
        expect(calls).toEqual([]);
      }
    },
  },
  {
    name: 'a customer the list is shared with leaves it (not deletes it) after the same question',
    async run(machine) {
      const { actor, calls, shown, idle } = startList(machine, 'READ');
      actor.send({ type: 'list.ask' });
      actor.send({ type: 'action.confirmed' });
      await idle();
      expect(calls).toEqual(['removeList {"leave":true}']);
      expect(shown).toEqual(['Le mie liste']);
    },
  },
  {
    name: 'a customer the list is shared with copies it into a list of their own, which opens',
    async run(machine) {
      const { actor, calls, shown, idle } = startList(machine, 'READ');
      actor.send({ type: 'list.copy', name: 'La mia dispensa' });
      await idle();
      expect(calls).toEqual(['copyList {"name":"La mia dispensa"}']);
      expect(shown).toEqual(['list 13']);
    },
  },
  {
    name: 'a new list opens its page',
    async run(machine) {
      const { actor, calls, shown, idle } = startList(machine, 'OWNER');
      actor.send({ type: 'list.create', name: 'Cena con amici' });
      await idle();
      expect(calls).toEqual(['createList {"name":"Cena con amici"}']);
      expect(shown).toEqual(['list 12']);
    },
  },
  {
    name: 'a refusal shows its reason and nothing is shown as done',
    async run(machine) {
      const { actor, shown } = startList(machine, 'OWNER', true);
      actor.send({ type: 'list.create', name: 'Spesa' });
      await settle(actor, (snapshot) => selectListErrors(snapshot).length > 0);
      expect(selectListErrors(actor.getSnapshot())).toEqual([TAKEN]);
      actor.send(SHARE);
      await settle(actor, (snapshot) => snapshot.matches('idle'));
      expect(shown).toEqual([]);
    },
  },
];
