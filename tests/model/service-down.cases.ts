/**
 * `/service-down`: the page checks again with backoff (5 s, then 10 s, 20 s, 40 s, then every
 * minute), 'Riprova ora' checks at once, and when the shop answers the shopper returns to where
 * they were; while it is still down the page keeps waiting.
 */
import { expect, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  selectHasFailedCheck,
  selectIsChecking,
  type serviceDownMachine,
} from '../../machines/service-down/service-down.machine';
import { deferred, type BehaviourCase, type Deferred } from './behaviour-case';
import { RETURN_PATH } from './service-down-events';

type ServiceDownMachine = typeof serviceDownMachine;

/** The page with a shop the test answers check by check, on fake timers. */
function startServiceDown(machine: ServiceDownMachine) {
  vi.useFakeTimers();
  const probes: Deferred<void>[] = [];
  const returns: string[] = [];
  const actor = createActor(
    machine.provide({
      actors: {
        serviceProbe: fromPromise<void>(() => {
          const answer = deferred();
          probes.push(answer);
          return answer.promise;
        }),
      },
      actions: {
        returnToShop: (_, params: { returnPath: string }) => void returns.push(params.returnPath),
      },
    }),
    { input: { returnPath: RETURN_PATH } },
  ).start();
  const shows = () => ({
    checking: selectIsChecking(actor.getSnapshot()),
    failed: selectHasFailedCheck(actor.getSnapshot()),
  });
  /** Lets `ms` pass, with every promise settled on the way. */
  const wait = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  const stillDown = async (index: number) => {
    probes[index]?.reject(new TypeError('Failed to fetch'));
    await wait(0);
  };
  return { actor, probes, returns, shows, wait, stillDown };
}

async function withRealTimers(run: () => Promise<void>) {
  try {
    await run();
  } finally {
    vi.useRealTimers();
  }
}

export const serviceDownCases: ReadonlyArray<BehaviourCase<ServiceDownMachine>> = [
  {
    name: 'the page waits 5 seconds, then checks whether the shop answers',
    run: (machine) =>
      withRealTimers(async () => {
        const { probes, shows, wait } = startServiceDown(machine);
        expect(shows()).toEqual({ checking: false, failed: false });
        await wait(4_999);
        expect(probes).toHaveLength(0);
        await wait(1);
        expect(probes).toHaveLength(1);
        expect(shows()).toEqual({ checking: true, failed: false });
      }),
  },
  {
    name: 'when the shop answers, the shopper returns to where they were',
    run: (machine) =>
      withRealTimers(async () => {
        const { actor, probes, returns, wait } = startServiceDown(machine);
        await wait(5_000);
        probes[0]?.resolve();
        await wait(0);
        expect(returns).toEqual([RETURN_PATH]);
        expect(actor.getSnapshot().status).toBe('done');
      }),
  },
  {
    name: 'while the shop is still down the page checks again with backoff: 10, 20, 40 s, then every minute',
    run: (machine) =>
      withRealTimers(async () => {
        const { probes, returns, shows, wait, stillDown } = startServiceDown(machine);
        await wait(5_000);
        const waits = [10_000, 20_000, 40_000, 60_000, 60_000];
        for (const [index, ms] of waits.entries()) {
          await stillDown(index);
          expect(shows()).toEqual({ checking: false, failed: true });
          await wait(ms - 1);
          expect(probes).toHaveLength(index + 1);
          await wait(1);
          expect(probes).toHaveLength(index + 2);
        }
        expect(returns).toEqual([]);
      }),
  },
  {
    name: "'Riprova ora' checks at once, without waiting",
    run: (machine) =>
      withRealTimers(async () => {
        const { actor, probes, returns, shows, wait } = startServiceDown(machine);
        actor.send({ type: 'service.check' });
        expect(probes).toHaveLength(1);
        expect(shows()).toEqual({ checking: true, failed: false });
        probes[0]?.resolve();
        await wait(0);
        expect(returns).toEqual([RETURN_PATH]);
      }),
  },
  {
    name: "'Riprova ora' during a check asks nothing more",
    run: (machine) =>
      withRealTimers(async () => {
        const { actor, probes } = startServiceDown(machine);
        actor.send({ type: 'service.check' });
        actor.send({ type: 'service.check' });
        expect(probes).toHaveLength(1);
      }),
  },
];
