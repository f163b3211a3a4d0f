/**
 * Model-based testing of a statechart: @xstate/graph finds a shortest path to every reachable
 * state; each path is then extended by every event the model allows there, so every transition
 * is the last step of some path. Each path is replayed on the real machine with actors that never
 * settle (the path itself supplies their results), and the transitions it takes are recorded so
 * that a test can assert 100% transition coverage.
 */
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyStateNode,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type TransitionDefinition,
  transition,
} from 'xstate';

type AnyTransition = TransitionDefinition<never, never>;

export interface ModelPath<TMachine extends AnyStateMachine> {
  readonly description: string;
  readonly events: ReadonlyArray<EventFromLogic<TMachine>>;
  /** The state value the model expects after the last event. */
  readonly expectedValue: unknown;
}

/** Every transition of the machine, named `state id · event · candidate n`. */
export function listTransitions(machine: AnyStateMachine): Map<AnyTransition, string> {
  // Names, not objects, identify a transition: `.provide()` builds new state nodes.
  const named = new Map<AnyTransition, string>();
  const visit = (node: AnyStateNode) => {
    for (const [eventType, candidates] of node.transitions) {
      candidates.forEach((transition, index) => {
        named.set(transition as AnyTransition, `${node.id} · ${eventType} · ${index}`);
      });
    }
    if (node.always?.length) throw new Error(`${node.id}: eventless transitions are not modelled`);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return named;
}

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /**
   * The part of the context that tells model states apart (default: all of it). Leaving out what
   * only a view shows (a search text, a chosen day) keeps the graph small.
   */
  readonly significantContext?: (context: SnapshotFrom<TMachine>['context']) => unknown;
  /** The machine's input, for machines that need one. */
  readonly input?: InputFrom<TMachine>;
}

/** Paths that reach every state and then take every transition enabled there. */
export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventFromLogic<TMachine>>,
  options: ModelOptions<TMachine> = {},
): ModelPath<TMachine>[] {
  const significant = options.significantContext;
  const reachable = getShortestPaths(machine, {
    events: events as never,
    input: options.input,
    ...(significant && {
      serializeState: (snapshot: { value: unknown; context: SnapshotFrom<TMachine>['context'] }) =>
        JSON.stringify([snapshot.value, significant(snapshot.context)]),
    }),
  } as never);
  const paths: ModelPath<TMachine>[] = [];
  const seen = new Set<string>();
  for (const path of reachable) {
    // The first step is the machine's own start (`xstate.init`), not an event to replay.
    const prefix = path.steps
      .map((step) => step.event as EventFromLogic<TMachine>)
      .filter((event) => event.type !== 'xstate.init');
    const snapshot = path.state as SnapshotFrom<TMachine>;
    for (const event of events(snapshot)) {
      if (machine.getTransitionData(snapshot as never, event as never).length === 0) continue;
      const [next] = transition(machine, snapshot as never, event as never) as [
        { value: unknown },
        unknown,
      ];
      const all = [...prefix, event];
      const key = all.map((e) => JSON.stringify(e)).join('>');
      if (seen.has(key)) continue;
      seen.add(key);
      paths.push({
        description: `reaches ${JSON.stringify(next.value)} via ${all.map((e) => e.type).join(', ')}`,
        events: all,
        expectedValue: next.value,
      });
    }
  }
  return paths;
}

/** Replays a path on the real machine; returns the final snapshot and the transitions taken. */
export function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: ModelPath<TMachine>,
  provided: Parameters<TMachine['provide']>[0] = {},
  input?: InputFrom<TMachine>,
) {
  const taken = new Set<string>();
  const neverSettling = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise(() => new Promise<never>(() => {})),
    ]),
  );
  const model = machine.provide({ ...provided, actors: neverSettling } as never);
  const names = listTransitions(model);
  const actor = createActor(model, { input } as never).start();
  for (const event of path.events) {
    for (const definition of model.getTransitionData(actor.getSnapshot(), event)) {
      const name = names.get(definition as AnyTransition);
      if (name) taken.add(name);
    }
    actor.send(event);
  }
  const snapshot = actor.getSnapshot() as SnapshotFrom<TMachine>;
  actor.stop();
  return { snapshot, taken: [...taken] };
}

/** The transitions of `machine` that none of `paths` takes, by name. */
export function untakenTransitions<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: ReadonlyArray<ModelPath<TMachine>>,
  input?: InputFrom<TMachine>,
): string[] {
  const taken = new Set(paths.flatMap((path) => replayPath(machine, path, {}, input).taken));
  return [...listTransitions(machine).values()].filter((name) => !taken.has(name));
}

/**
 * One test per machine: every generated path replayed on the machine, and together they must take
 * 100% of its transitions (the untaken ones are named when they do not). A path's end state comes
 * from the same machine, so these replays prove coverage only; the behaviour cases and the
 * mutation test are the oracle.
 */
export function describeModel<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventFromLogic<TMachine>>,
  options: ModelOptions<TMachine> = {},
) {
  describe(`${name} machine: generated paths`, () => {
    it('take 100% of the transitions', () => {
      const paths = generatePaths(machine, events, options);
      expect(untakenTransitions(machine, paths, options.input)).toEqual([]);
    });
  });
}

/**
 * A representative set of `paths` to replay through the rendered screen, where each path costs a
 * render: greedily the path that takes the most transitions not yet taken, until the set takes
 * every transition the whole set takes; then one more path for each ending not yet in the set:
 * each end state, reached by a refusal (an actor's error, so that it is seen where it is shown)
 * or not. Kept in the order given.
 */
export function representativePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  paths: ReadonlyArray<ModelPath<TMachine>>,
  input?: InputFrom<TMachine>,
): ModelPath<TMachine>[] {
  const takenBy = paths.map((path) => new Set(replayPath(machine, path, {}, input).taken));
  const chosen = new Set<number>();
  const taken = new Set<string>();
  for (;;) {
    let best = -1;
    let bestGain = 0;
    takenBy.forEach((transitions, index) => {
      const gain = [...transitions].filter((name) => !taken.has(name)).length;
      if (gain > bestGain) [best, bestGain] = [index, gain];
    });
    if (best < 0) break;
    chosen.add(best);
    takenBy[best]?.forEach((name) => taken.add(name));
  }
  const refused = (path: ModelPath<TMachine>) =>
    path.events.at(-1)?.type.startsWith('xstate.error.') ?? false;
  const ending = (path: ModelPath<TMachine>) =>
    `${JSON.stringify(path.expectedValue)} ${refused(path) ? 'refused' : ''}`;
  const endings = new Set([...chosen].map((index) => ending(paths[index] as ModelPath<TMachine>)));
  paths.forEach((path, index) => {
    if (endings.has(ending(path))) return;
    endings.add(ending(path));
    chosen.add(index);
  });
  return paths.filter((_, index) => chosen.has(index));
}

/** `generatePaths`, cut to `representativePaths`: the paths a screen replay renders. */
export function screenPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  events: (snapshot: SnapshotFrom<TMachine>) => ReadonlyArray<EventFromLogic<TMachine>>,
  options: ModelOptions<TMachine> = {},
): ModelPath<TMachine>[] {
  return representativePaths(machine, generatePaths(machine, events, options), options.input);
}
