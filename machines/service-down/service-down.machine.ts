/**
 * `/service-down` (issue 17, "Versions and availability"; account-and-platform.md §2 routes,
 * shopping-flow.md §2): the shop is unreachable or in maintenance. The page waits, checks again
 * with backoff (5 s, 10 s, 20 s, 40 s, then every minute; 'Riprova ora' checks at once) and, as
 * soon as the shop answers, returns the shopper to where they were.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { serviceCheckDelay } from '../../src/domain/service-down';
import { notProvided } from '../flow-failure';

export interface ServiceDownInput {
  /** Where the shopper was (a path of the shop); they return there when the shop answers. */
  readonly returnPath: string;
}

export interface ServiceDownContext {
  readonly returnPath: string;
  /** Checks that failed so far: the next wait grows with them. */
  readonly failedChecks: number;
}

export type ServiceDownEvent = { type: 'service.check' };

export const serviceDownMachine = setup({
  types: {
    context: {} as ServiceDownContext,
    events: {} as ServiceDownEvent,
    input: {} as ServiceDownInput,
  },
  actors: {
    /** Asks the shop a cheap call: resolves when it answers, rejects when it is still down. */
    serviceProbe: fromPromise<void>(notProvided),
  },
  actions: {
    countFailedCheck: assign({ failedChecks: ({ context }) => context.failedChecks + 1 }),
    /** Takes the shopper back to `returnPath`. */
    returnToShop: (_, _params: { returnPath: string }) => {},
  },
  delays: {
    retryDelay: ({ context }) => serviceCheckDelay(context.failedChecks),
  },
}).createMachine({
  id: 'serviceDown',
  initial: 'waiting',
  context: ({ input }) => ({ returnPath: input.returnPath, failedChecks: 0 }),
  states: {
    waiting: {
      after: { retryDelay: { target: 'checking' } },
      on: { 'service.check': { target: 'checking' } },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'serviceProbe',
        src: 'serviceProbe',
        onDone: { target: 'back' },
        onError: { target: 'waiting', actions: 'countFailedCheck' },
      },
    },
    back: {
      type: 'final',
      entry: {
        type: 'returnToShop',
        params: ({ context }) => ({ returnPath: context.returnPath }),
      },
    },
  },
});

type ServiceDownSnapshot = SnapshotFrom<typeof serviceDownMachine>;

/** Whether a check is under way ('Riprova ora' waits for it). */
export const selectIsChecking = (snapshot: ServiceDownSnapshot) => snapshot.hasTag('busy');
/** Whether a check has failed already (the page says it keeps trying). */
export const selectHasFailedCheck = (snapshot: ServiceDownSnapshot) =>
  snapshot.context.failedChecks > 0;
