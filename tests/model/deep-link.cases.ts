/**
 * The mobile app opened by a link (account-and-platform.md §9 "Deep links"): the shop's address
 * opens its page, once the app is ready when it came at the launch (the latest one wins); a link
 * that is not the shop's opens nothing and the shopper is told.
 */
import { expect } from 'vitest';
import { createActor } from 'xstate';
import {
  selectPendingPage,
  type deepLinkMachine,
} from '../../machines/deep-link/deep-link.machine';
import type { BehaviourCase } from './behaviour-case';
import { ORDER_LINK, SEARCH_LINK, SHOP } from './deep-link-events';

type DeepLinkMachine = typeof deepLinkMachine;

function startDeepLink(machine: DeepLinkMachine) {
  const opened: string[] = [];
  let foreign = 0;
  const actor = createActor(
    machine.provide({
      actions: {
        openPage: (_, params: { path: string }) => void opened.push(params.path),
        reportForeignLink: () => void (foreign += 1),
      },
    }),
    { input: { shop: SHOP } },
  ).start();
  const open = (url: string) => actor.send({ type: 'link.opened', url });
  return { actor, opened, open, foreign: () => foreign };
}

export const deepLinkCases: ReadonlyArray<BehaviourCase<DeepLinkMachine>> = [
  {
    name: "a link of the shop opens its page in the app, with the link's query",
    run: (machine) => {
      const { actor, opened, open } = startDeepLink(machine);
      actor.send({ type: 'app.ready' });
      open(ORDER_LINK);
      open(SEARCH_LINK);
      expect(opened).toEqual(['/profile/orders/4012', '/search?q=latte']);
    },
  },
  {
    name: 'the link the app was launched with waits until the app is ready, then opens its page',
    run: (machine) => {
      const { actor, opened, open } = startDeepLink(machine);
      open(ORDER_LINK);
      expect(opened).toEqual([]);
      expect(selectPendingPage(actor.getSnapshot())).toBe('/profile/orders/4012');
      actor.send({ type: 'app.ready' });
      expect(opened).toEqual(['/profile/orders/4012']);
      expect(selectPendingPage(actor.getSnapshot())).toBeNull();
    },
  },
  {
    name: 'of two links that come while the app starts, the latest opens',
    run: (machine) => {
      const { actor, opened, open } = startDeepLink(machine);
      open(ORDER_LINK);
      open(SEARCH_LINK);
      actor.send({ type: 'app.ready' });
      expect(opened).toEqual(['/search?q=latte']);
    },
  },
  {
    name: 'an app started without a link opens no page when it is ready',
    run: (machine) => {
      const { actor, opened } = startDeepLink(machine);
      actor.send({ type: 'app.ready' });
      expect(opened).toEqual([]);
    },
  },
  {
    name: "a link that is not the shop's opens nothing, and the shopper is told, while starting or after",
    run: (machine) => {
      const { actor, opened, open, foreign } = startDeepLink(machine);
      open('https://truffa.example.com/profile/orders/4012');
      expect(foreign()).toBe(1);
      actor.send({ type: 'app.ready' });
      open('https://spesa.example.it/p/wp-content/volantino.pdf');
      open('not a link');
      expect(foreign()).toBe(3);
      expect(opened).toEqual([]);
    },
  },
  {
    name: "a foreign link while starting does not drop the shop's link that came before it",
    run: (machine) => {
      const { actor, opened, open } = startDeepLink(machine);
      open(ORDER_LINK);
      open('https://truffa.example.com/checkout');
      actor.send({ type: 'app.ready' });
      expect(opened).toEqual(['/profile/orders/4012']);
    },
  },
];
