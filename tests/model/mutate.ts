/**
 * Wrong variants of a machine, as a real bug could make them: a transition's target swapped to a
 * sibling state, an action or a guard dropped, a guard inverted, a different initial state. Each
 * variant is the machine's own config, copied along one path and changed in one place, rebuilt
 * with the machine's own implementations (`createMachine(config, implementations)`).
 */
import { createMachine, type AnyStateMachine } from 'xstate';

interface TransitionObject {
  readonly target?: unknown;
  readonly guard?: unknown;
  readonly actions?: unknown;
  readonly [key: string]: unknown;
}

type TransitionValue = string | TransitionObject | ReadonlyArray<string | TransitionObject>;

interface InvokeConfig {
  readonly onDone?: TransitionValue;
  readonly onError?: TransitionValue;
  readonly [key: string]: unknown;
}

interface StateConfig {
  readonly initial?: string;
  readonly on?: Readonly<Record<string, TransitionValue>>;
  readonly invoke?: InvokeConfig;
  readonly states?: Readonly<Record<string, StateConfig>>;
  readonly [key: string]: unknown;
}

/** Which transitions of a state: an event's (`on`), or the invoked actor's `onDone`/`onError`. */
export type TransitionKey = { readonly on: string } | 'onDone' | 'onError';

/** Where a transition is: the state's path from the root, its key, and which candidate. */
export interface TransitionAt {
  readonly state: readonly string[];
  readonly key: TransitionKey;
  /** The candidate among guarded alternatives (default the first). */
  readonly candidate?: number;
}

function rebuild<TMachine extends AnyStateMachine>(machine: TMachine, config: StateConfig) {
  return createMachine(config as never, machine.implementations as never) as unknown as TMachine;
}

function editState(
  node: StateConfig,
  path: readonly string[],
  edit: (node: StateConfig) => StateConfig,
): StateConfig {
  const [head, ...rest] = path;
  if (head === undefined) return edit(node);
  const child = node.states?.[head];
  if (!child) throw new Error(`mutate: no state "${head}"`);
  return { ...node, states: { ...node.states, [head]: editState(child, rest, edit) } };
}

function editTransitionValue(
  value: TransitionValue | undefined,
  candidate: number,
  edit: (transition: TransitionObject) => TransitionObject,
): TransitionValue {
  if (value === undefined) throw new Error('mutate: no such transition');
  const toObject = (one: string | TransitionObject) =>
    typeof one === 'string' ? { target: one } : one;
  if (!Array.isArray(value)) {
    if (candidate !== 0) throw new Error(`mutate: no candidate ${candidate}`);
    return edit(toObject(value as string | TransitionObject));
  }
  const list = value as ReadonlyArray<string | TransitionObject>;
  const chosen = list[candidate];
  if (chosen === undefined) throw new Error(`mutate: no candidate ${candidate}`);
  return list.map((one, index) => (index === candidate ? edit(toObject(chosen)) : one));
}

/** The machine with one transition changed by `edit`. */
export function editTransition<TMachine extends AnyStateMachine>(
  machine: TMachine,
  at: TransitionAt,
  edit: (transition: TransitionObject) => TransitionObject,
): TMachine {
  const candidate = at.candidate ?? 0;
  const config = editState(machine.config as unknown as StateConfig, at.state, (node) => {
    if (typeof at.key === 'object') {
      const event = at.key.on;
      return {
        ...node,
        on: { ...node.on, [event]: editTransitionValue(node.on?.[event], candidate, edit) },
      };
    }
    const key = at.key;
    if (!node.invoke) throw new Error('mutate: the state invokes nothing');
    return {
      ...node,
      invoke: { ...node.invoke, [key]: editTransitionValue(node.invoke[key], candidate, edit) },
    };
  });
  return rebuild(machine, config);
}

/** An unchanged copy, rebuilt the way the variants are: it must behave as the machine does. */
export function copyOf<TMachine extends AnyStateMachine>(machine: TMachine): TMachine {
  return rebuild(machine, { ...(machine.config as unknown as StateConfig) });
}

/** The transition goes to `target` instead (a sibling state, or `#id.path`). */
export function retarget<TMachine extends AnyStateMachine>(
  machine: TMachine,
  at: TransitionAt,
  target: string,
): TMachine {
  return editTransition(machine, at, (transition) => ({ ...transition, target }));
}

const actionName = (action: unknown) =>
  typeof action === 'string'
    ? action
    : typeof action === 'object' && action !== null && 'type' in action
      ? String(action.type)
      : undefined;

/** The transition forgets the action `name`. */
export function dropAction<TMachine extends AnyStateMachine>(
  machine: TMachine,
  at: TransitionAt,
  name: string,
): TMachine {
  return editTransition(machine, at, (transition) => {
    const actions: readonly unknown[] = Array.isArray(transition.actions)
      ? transition.actions
      : transition.actions === undefined
        ? []
        : [transition.actions];
    const kept = actions.filter((action) => actionName(action) !== name);
    if (kept.length === actions.length) throw new Error(`mutate: no action "${name}" to drop`);
    return { ...transition, actions: kept };
  });
}

/** The transition is taken without its guard. */
export function dropGuard<TMachine extends AnyStateMachine>(
  machine: TMachine,
  at: TransitionAt,
): TMachine {
  return editTransition(machine, at, (transition) => {
    if (transition.guard === undefined) throw new Error('mutate: the transition has no guard');
    const { guard: _dropped, ...rest } = transition;
    return rest;
  });
}

/** The state (the root by default) starts in `initial`. */
export function withInitial<TMachine extends AnyStateMachine>(
  machine: TMachine,
  initial: string,
  state: readonly string[] = [],
): TMachine {
  const config = editState(machine.config as unknown as StateConfig, state, (node) => {
    if (node.initial === undefined) throw new Error('mutate: the state has no initial child');
    return { ...node, initial };
  });
  return rebuild(machine, config);
}

type GuardFunction = (args: unknown, params: unknown) => boolean;

/** The guard `name` answers the opposite (`.provide` with the negation of its implementation). */
export function invertGuard<TMachine extends AnyStateMachine>(
  machine: TMachine,
  name: string,
): TMachine {
  const original = (machine.implementations.guards as Record<string, unknown>)[name];
  if (typeof original !== 'function') throw new Error(`mutate: no guard "${name}"`);
  const guard = original as GuardFunction;
  const inverted: GuardFunction = (args, params) => !guard(args, params);
  return machine.provide({ guards: { [name]: inverted } } as never) as TMachine;
}

/** The guard `name` is replaced by `guard` (a condition a real bug could write). */
export function replaceGuard<TMachine extends AnyStateMachine>(
  machine: TMachine,
  name: string,
  guard: (args: { context: unknown; event: unknown }, params: unknown) => boolean,
): TMachine {
  if (!(name in machine.implementations.guards)) throw new Error(`mutate: no guard "${name}"`);
  return machine.provide({ guards: { [name]: guard } } as never) as TMachine;
}
