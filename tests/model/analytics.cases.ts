/**
 * The analytics tags in the spec's words (issue 17 "Analytics through a tag manager"): nothing
 * before the choice; allowed, the container loads once and the held events follow; refused or
 * without a container, nothing loads and the events are dropped; a change of the other purposes
 * is told to the container; withdrawn, its cookies go and the page loads again without it.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import { selectIsSending, type analyticsMachine } from '../../machines/analytics/analytics.machine';
import type { CookieChoice } from '../../src/domain/cookie-consent';
import type { BehaviourCase } from './behaviour-case';

type AnalyticsMachine = typeof analyticsMachine;

const CONTAINER = 'GTM-AB12CD3';
const ALLOWED: CookieChoice = { analytics: true, profilation: false };
const ALL: CookieChoice = { analytics: true, profilation: true };
const REFUSED: CookieChoice = { analytics: false, profilation: false };

/** The tags of one page: what each effect did, in order. */
function startTags(machine: AnalyticsMachine, containerId: string | null = CONTAINER) {
  const done: string[] = [];
  const actor = createActor(
    machine.provide({
      actions: {
        loadTagManager: (_, { choice }) => done.push(`load ${String(choice.analytics)}`),
        sendEvents: () => done.push('send'),
        dropEvents: () => done.push('drop'),
        updateConsent: (_, { choice }) => done.push(`consent ${String(choice.profilation)}`),
        deleteCookies: () => done.push('delete cookies'),
        reloadPage: () => done.push('reload'),
      },
    }),
    { input: { containerId } },
  ).start();
  const choose = (choice: CookieChoice) => actor.send({ type: 'choice.made', choice });
  const sending = () => selectIsSending(actor.getSnapshot());
  return { done, choose, sending };
}

export const analyticsCases: ReadonlyArray<BehaviourCase<AnalyticsMachine>> = [
  {
    name: 'before the choice nothing is loaded, sent or dropped: the events wait',
    run(machine) {
      const tags = startTags(machine);
      expect(tags.done).toEqual([]);
      expect(tags.sending()).toBe(false);
    },
  },
  {
    name: 'analytics allowed: the container loads once and the events go to it',
    run(machine) {
      const tags = startTags(machine);
      tags.choose(ALLOWED);
      expect(tags.done).toEqual(['load true', 'send']);
      expect(tags.sending()).toBe(true);
    },
  },
  {
    name: 'analytics refused: nothing loads and the events are dropped, until it is allowed',
    run(machine) {
      const tags = startTags(machine);
      tags.choose(REFUSED);
      expect(tags.done).toEqual(['drop']);
      tags.choose({ analytics: false, profilation: true });
      expect(tags.done).toEqual(['drop']);
      tags.choose(ALLOWED);
      expect(tags.done).toEqual(['drop', 'load true', 'send']);
    },
  },
  {
    name: 'with no container configured nothing ever loads, even with analytics allowed',
    run(machine) {
      const tags = startTags(machine, null);
      tags.choose(ALLOWED);
      tags.choose(ALL);
      expect(tags.done).toEqual(['drop']);
      expect(tags.sending()).toBe(false);
    },
  },
  {
    name: 'a change of the other purposes is told to the loaded container, which is not loaded again',
    run(machine) {
      const tags = startTags(machine);
      tags.choose(ALLOWED);
      tags.choose(ALL);
      expect(tags.done).toEqual(['load true', 'send', 'consent true']);
      expect(tags.sending()).toBe(true);
    },
  },
  {
    name: 'withdrawn after the container loaded: nothing more is sent, its cookies go, the page loads again',
    run(machine) {
      const tags = startTags(machine);
      tags.choose(ALLOWED);
      tags.choose(REFUSED);
      expect(tags.done).toEqual(['load true', 'send', 'drop', 'delete cookies', 'reload']);
      expect(tags.sending()).toBe(false);
      // The page is going: nothing more happens here.
      tags.choose(ALLOWED);
      expect(tags.done).toHaveLength(5);
    },
  },
];
