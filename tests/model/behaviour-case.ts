/**
 * A behaviour of a machine in the spec's words, written so that it can run against any variant of
 * the machine: the machine's own test runs every case on the real machine, and the mutation test
 * runs them on deliberately wrong variants, each of which must make at least one case throw.
 */
import { afterEach, describe, it, vi } from 'vitest';
import { fromPromise, waitFor, type AnyActorRef, type SnapshotFrom } from 'xstate';
import type { FlowFailure } from '../../machines/flow-failure';

export interface BehaviourCase<TMachine> {
  /** The behaviour in the spec's words. */
  readonly name: string;
  /** Throws (through vitest's `expect`) when the machine does not behave so. */
  run(machine: TMachine): Promise<void> | void;
}

/** One test per case, on the given machine. */
export function describeBehaviour<TMachine>(
  name: string,
  machine: TMachine,
  cases: ReadonlyArray<BehaviourCase<TMachine>>,
) {
  describe(`${name} machine: behaviour`, () => {
    // A case that failed on the fake clock must not leave it to the next one.
    afterEach(() => void vi.useRealTimers());
    for (const behaviour of cases) it(behaviour.name, () => behaviour.run(machine));
  });
}

/**
 * Stub effects settle within a few microtasks; a wrong variant that never reaches the awaited
 * state fails after this long instead of hanging (xstate's own `waitFor` waits forever).
 */
export const SETTLE_TIMEOUT_MS = 2_000;

let settleTimeoutMs = SETTLE_TIMEOUT_MS;

/** Runs `body` with `settle` giving up after `ms` (the mutation test's short wait). */
export async function withSettleTimeout<T>(ms: number, body: () => Promise<T>): Promise<T> {
  const before = settleTimeoutMs;
  settleTimeoutMs = ms;
  try {
    return await body();
  } finally {
    settleTimeoutMs = before;
  }
}

/** The current give-up time of `settle`, for runners that bound a whole case by it. */
export const settleTimeout = () => settleTimeoutMs;

/** Waits until the actor's snapshot satisfies `predicate`. */
export function settle<TActor extends AnyActorRef>(
  actor: TActor,
  predicate: (snapshot: SnapshotFrom<TActor>) => boolean,
) {
  return waitFor(actor, predicate, { timeout: settleTimeoutMs });
}

/**
 * Runs `body` on vitest's fake clock, so a machine's real delays (10 minutes, 120 seconds) pass
 * at once; the real clock is back afterwards, whatever `body` did.
 */
export async function onFakeClock<T>(body: () => Promise<T>): Promise<T> {
  vi.useFakeTimers();
  try {
    return await body();
  } finally {
    vi.useRealTimers();
  }
}

/** What the app's actors reject with when the server refuses: the texts to show. */
export function refusal(...texts: string[]): Error & FlowFailure {
  return Object.assign(new Error(texts[0] ?? 'refused'), { messages: texts });
}

export interface Deferred<T> {
  readonly promise: Promise<T>;
  readonly resolve: (value: T) => void;
  readonly reject: (error: unknown) => void;
}

/** A call the test answers when it chooses, to look at the machine while it waits. */
export function deferred<T = void>(): Deferred<T> {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets the stub effects that already settled deliver their results. */
export const flush = () => new Promise<void>((done) => setTimeout(done, 0));

/**
 * Calls the test answers one by one: `call(describe)` is an actor logic that records each call
 * (as `describe` names it, with its input) in `calls` and waits for its entry in `answers`.
 */
export function answeredCalls() {
  const calls: string[] = [];
  const answers: Deferred<void>[] = [];
  const call = <I>(describe: (input: I) => string) =>
    fromPromise<void, I>(({ input }) => {
      calls.push(describe(input));
      const answer = deferred();
      answers.push(answer);
      return answer.promise;
    });
  return { calls, answers, call };
}
