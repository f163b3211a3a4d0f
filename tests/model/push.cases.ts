/**
 * Push notifications in the spec's words (account-and-platform.md §4 "Push notifications", §7
 * "Push device registration"; shopping-flow.md §4 "Push notification (mobile)"; issue 32): the
 * device is registered on receipt of a push token, re-registered on a token refresh only when the
 * shopper is logged in, registered again after a login and unregistered before the logout; a
 * notification tapped from the background opens its nav_to at once, one received in the
 * foreground is shown and opens it when the shopper confirms; a nav_to that is not one of the
 * shop's pages opens nothing. The device's side is a fake the test drives: its permission answer,
 * its tokens and notifications (through the listeners the machine starts), and the shop's answers.
 */
import { expect } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import {
  selectIsUnregistering,
  selectShownNotice,
  type PushEvent,
  type PushNotice,
  type pushMachine,
} from '../../machines/push/push.machine';
import { deferred, flush, type BehaviourCase, type Deferred } from './behaviour-case';
import {
  FILE_NOTICE,
  FIRST_TOKEN,
  FOREIGN_NOTICE,
  OFFER_NOTICE,
  OFFER_PATH,
  ORDER_NOTICE,
  ORDER_PATH,
  PLAIN_NOTICE,
  REFRESHED_TOKEN,
  SHOP,
} from './push-events';

type PushMachine = typeof pushMachine;

/**
 * The push flow on a fake device: `permission` answers the prompt, the shop's calls wait for the
 * test (`answerLast`), and the device's events go through the listeners the machine started.
 */
function startPush(machine: PushMachine, permission: Promise<boolean> = Promise.resolve(true)) {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  const opened: string[] = [];
  let tokensAsked = 0;
  let sendBack: ((event: PushEvent) => void) | null = null;
  const shopCall = (name: string) => {
    calls.push(name);
    const answer = deferred();
    answers.push(answer);
    return answer.promise;
  };
  const actor = createActor(
    machine.provide({
      actors: {
        permissionRequest: fromPromise(() => permission),
        nativePush: fromCallback<PushEvent>(({ sendBack: send }) => {
          sendBack = send;
          return () => void (sendBack = null);
        }),
        deviceRegistration: fromPromise<void, { token: string }>(({ input }) =>
          shopCall(`register ${input.token}`),
        ),
        deviceUnregistration: fromPromise(() => shopCall('unregister')),
      },
      actions: {
        requestToken: () => void (tokensAsked += 1),
        openPage: (_, params: { path: string }) => void opened.push(params.path),
      },
    }),
    { input: { shop: SHOP } },
  ).start();

  /** The device sends `event`, if the app listens to it. */
  const fromDevice = (event: PushEvent) => sendBack?.(event);
  return {
    actor,
    calls,
    opened,
    tokensAsked: () => tokensAsked,
    listening: () => sendBack !== null,
    token: (token: string, authenticated: boolean) =>
      fromDevice({ type: 'push.tokenReceived', token, authenticated }),
    received: (notice: PushNotice) => fromDevice({ type: 'push.received', notice }),
    tapped: (notice: PushNotice) => fromDevice({ type: 'push.tapped', notice }),
    login: () => actor.send({ type: 'session.loggedIn' }),
    logout: () => actor.send({ type: 'session.loggingOut' }),
    /** The shop answers the last call (`ok`), or fails it. */
    answerLast: async (ok = true) => {
      const answer = answers.at(-1);
      if (ok) answer?.resolve();
      else answer?.reject(new TypeError('Failed to fetch'));
      await flush();
    },
    shown: () => selectShownNotice(actor.getSnapshot()),
    unregistering: () => selectIsUnregistering(actor.getSnapshot()),
  };
}

type PushFlow = ReturnType<typeof startPush>;

/** Permission granted and the listeners on. */
async function granted(machine: PushMachine): Promise<PushFlow> {
  const push = startPush(machine);
  await flush();
  expect(push.listening()).toBe(true);
  return push;
}

/** Granted, and the device registered with `token` (as a guest unless `authenticated`). */
async function registered(machine: PushMachine, authenticated = false): Promise<PushFlow> {
  const push = await granted(machine);
  push.token(FIRST_TOKEN, authenticated);
  expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
  await push.answerLast();
  return push;
}

/** A notification that opens nothing: tapped or shown, it leaves the shopper where they are. */
function opensNothingWhenTapped(notice: PushNotice, what: string): BehaviourCase<PushMachine> {
  return {
    name: `a notification tapped from the background whose nav_to is ${what} opens nothing`,
    run: async (machine) => {
      const push = await granted(machine);
      push.tapped(notice);
      expect(push.opened).toEqual([]);
      expect(push.shown()).toBeNull();
      push.actor.stop();
    },
  };
}

function offersOnlyCloseWhenReceived(notice: PushNotice, what: string): BehaviourCase<PushMachine> {
  return {
    name: `a notification received in the foreground whose nav_to is ${what} is shown with nothing to open`,
    run: async (machine) => {
      const push = await granted(machine);
      push.received(notice);
      expect(push.shown()).toEqual({ title: notice.title, body: notice.body, path: null });
      push.actor.send({ type: 'notice.open' });
      expect(push.opened).toEqual([]);
      push.actor.send({ type: 'notice.close' });
      expect(push.shown()).toBeNull();
      expect(push.opened).toEqual([]);
      push.actor.stop();
    },
  };
}

export const pushCases: ReadonlyArray<BehaviourCase<PushMachine>> = [
  {
    name: 'at start the app asks permission, and asks the device for a push token only once granted',
    run: async (machine) => {
      const answer = deferred<boolean>();
      const push = startPush(machine, answer.promise);
      await flush();
      expect(push.tokensAsked()).toBe(0);
      expect(push.listening()).toBe(false);
      answer.resolve(true);
      await flush();
      expect(push.tokensAsked()).toBe(1);
      expect(push.listening()).toBe(true);
      expect(push.calls).toEqual([]);
      push.actor.stop();
    },
  },
  {
    name: 'permission refused: no token is asked, nothing is registered or unregistered, notifications are ignored',
    run: async (machine) => {
      const push = startPush(machine, Promise.resolve(false));
      await flush();
      expect(push.tokensAsked()).toBe(0);
      expect(push.listening()).toBe(false);
      // Whatever still reaches the app changes nothing.
      push.actor.send({ type: 'push.tokenReceived', token: FIRST_TOKEN, authenticated: true });
      push.actor.send({ type: 'push.received', notice: ORDER_NOTICE });
      push.actor.send({ type: 'push.tapped', notice: ORDER_NOTICE });
      push.login();
      push.logout();
      expect(push.calls).toEqual([]);
      expect(push.opened).toEqual([]);
      expect(push.shown()).toBeNull();
      // The logout waits for nothing.
      expect(push.unregistering()).toBe(false);
      push.actor.stop();
    },
  },
  {
    name: 'a permission prompt that fails counts as refused',
    run: async (machine) => {
      const push = startPush(machine, Promise.reject(new Error('UNIMPLEMENTED')));
      await flush();
      expect(push.tokensAsked()).toBe(0);
      expect(push.listening()).toBe(false);
      push.actor.stop();
    },
  },
  {
    name: "a guest's first push token registers the device (a guest device)",
    run: async (machine) => {
      const push = await granted(machine);
      push.token(FIRST_TOKEN, false);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: "a logged-in shopper's first push token registers the device",
    run: async (machine) => {
      const push = await granted(machine);
      push.token(FIRST_TOKEN, true);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'a refreshed token is registered again when the shopper is logged in',
    run: async (machine) => {
      const push = await registered(machine, true);
      push.token(REFRESHED_TOKEN, true);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, `register ${REFRESHED_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: "a guest's refreshed token is not registered; their next login registers it",
    run: async (machine) => {
      const push = await registered(machine);
      push.token(REFRESHED_TOKEN, false);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
      push.login();
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, `register ${REFRESHED_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'the same token again is no refresh: nothing more is registered',
    run: async (machine) => {
      const push = await registered(machine, true);
      push.token(FIRST_TOKEN, true);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: "after a login the known token is registered again (the device becomes the account's)",
    run: async (machine) => {
      const push = await registered(machine);
      push.login();
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, `register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'a login before any token registers nothing; the token, when it comes, does',
    run: async (machine) => {
      const push = await granted(machine);
      push.login();
      expect(push.calls).toEqual([]);
      push.token(FIRST_TOKEN, true);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'a failed registration shows nothing and is tried again at the next token',
    run: async (machine) => {
      const push = await granted(machine);
      push.token(FIRST_TOKEN, false);
      await push.answerLast(false);
      expect(push.shown()).toBeNull();
      push.token(FIRST_TOKEN, false);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, `register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'a failed registration is tried again at the next login',
    run: async (machine) => {
      const push = await granted(machine);
      push.token(FIRST_TOKEN, false);
      await push.answerLast(false);
      push.login();
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, `register ${FIRST_TOKEN}`]);
      push.actor.stop();
    },
  },
  {
    name: 'at logout the device is unregistered first, and the logout waits until that has finished',
    run: async (machine) => {
      const push = await registered(machine, true);
      push.logout();
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, 'unregister']);
      expect(push.unregistering()).toBe(true);
      // Meanwhile a token or a second logout calls the shop for nothing else.
      push.token(REFRESHED_TOKEN, true);
      push.logout();
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, 'unregister']);
      await push.answerLast();
      expect(push.unregistering()).toBe(false);
      push.actor.stop();
    },
  },
  {
    name: 'a device whose token has not come yet is unregistered at logout all the same',
    run: async (machine) => {
      const push = await granted(machine);
      push.logout();
      expect(push.calls).toEqual(['unregister']);
      push.actor.stop();
    },
  },
  {
    name: 'a failed unregistration does not hold the logout',
    run: async (machine) => {
      const push = await registered(machine, true);
      push.logout();
      await push.answerLast(false);
      expect(push.unregistering()).toBe(false);
      push.actor.stop();
    },
  },
  {
    name: "after the logout a guest's refreshed token is not registered; the next login registers it",
    run: async (machine) => {
      const push = await registered(machine, true);
      push.logout();
      await push.answerLast();
      push.token(REFRESHED_TOKEN, false);
      expect(push.calls).toEqual([`register ${FIRST_TOKEN}`, 'unregister']);
      push.login();
      expect(push.calls.at(-1)).toBe(`register ${REFRESHED_TOKEN}`);
      push.actor.stop();
    },
  },
  {
    name: 'a notification tapped from the background navigates to its nav_to at once',
    run: async (machine) => {
      const push = await granted(machine);
      push.tapped(ORDER_NOTICE);
      expect(push.opened).toEqual([ORDER_PATH]);
      push.tapped(OFFER_NOTICE);
      expect(push.opened).toEqual([ORDER_PATH, OFFER_PATH]);
      expect(push.shown()).toBeNull();
      push.actor.stop();
    },
  },
  opensNothingWhenTapped(PLAIN_NOTICE, 'missing'),
  opensNothingWhenTapped(FOREIGN_NOTICE, 'another site'),
  opensNothingWhenTapped(FILE_NOTICE, "one of the shop's files"),
  {
    name: "a notification received in the foreground is shown and navigates only when confirmed ('Apri')",
    run: async (machine) => {
      const push = await granted(machine);
      push.received(ORDER_NOTICE);
      expect(push.shown()).toEqual({
        title: ORDER_NOTICE.title,
        body: ORDER_NOTICE.body,
        path: ORDER_PATH,
      });
      expect(push.opened).toEqual([]);
      push.actor.send({ type: 'notice.open' });
      expect(push.opened).toEqual([ORDER_PATH]);
      expect(push.shown()).toBeNull();
      push.actor.stop();
    },
  },
  {
    name: "'Chiudi' closes the notification without navigating",
    run: async (machine) => {
      const push = await granted(machine);
      push.received(OFFER_NOTICE);
      push.actor.send({ type: 'notice.close' });
      expect(push.shown()).toBeNull();
      expect(push.opened).toEqual([]);
      push.actor.stop();
    },
  },
  offersOnlyCloseWhenReceived(PLAIN_NOTICE, 'missing'),
  offersOnlyCloseWhenReceived(FOREIGN_NOTICE, 'another site'),
  offersOnlyCloseWhenReceived(FILE_NOTICE, "one of the shop's files"),
  {
    name: 'a second notification in the foreground replaces the one shown',
    run: async (machine) => {
      const push = await granted(machine);
      push.received(ORDER_NOTICE);
      push.received(OFFER_NOTICE);
      expect(push.shown()?.title).toBe(OFFER_NOTICE.title);
      push.actor.send({ type: 'notice.open' });
      expect(push.opened).toEqual([OFFER_PATH]);
      push.actor.stop();
    },
  },
];
