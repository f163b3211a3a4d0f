/**
 * Small pieces for the replays' hand-written screen tables: the key of a state value, which
 * actor refused at the end of a path, the table's lookup that names a missing row, and the state
 * of a button as the shopper sees it.
 */
import { expect } from 'vitest';

/** `'a'` for a flat value, `'a.b'` for a nested one, `'a.b,c.d'` for parallel regions. */
export function stateKey(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([parent, child]) =>
      stateKey(child)
        .split(',')
        .map((inner) => `${parent}.${inner}`)
        .join(','),
    )
    .join(',');
}

/** The row written for `value`, or an error naming the state the table lacks. */
export function screenFor<T>(table: Readonly<Record<string, T>>, value: unknown): T {
  const key = stateKey(value);
  if (!Object.hasOwn(table, key)) throw new Error(`no screen written for ${key}`);
  return table[key] as T;
}

/** The actor whose error is the path's last event, if it is one. */
export function refusedBy(events: readonly { type: string }[]): string | undefined {
  const last = events[events.length - 1];
  return last?.type.match(/^xstate\.error\.actor\.(.+)$/)?.[1];
}

/** Whether any event of the path is an actor's error. */
export const anyRefusal = (events: readonly { type: string }[]) =>
  events.some((event) => event.type.startsWith('xstate.error.actor.'));

/**
 * The alerts shown at a path's end: exactly the refusal the table writes for its end state and
 * the actor that refused (`'<state> <- <actor>'`: the text, a pattern of it, or null for a
 * refusal that shows nothing), or none on a path that was never refused.
 */
export function expectRefusalShown(
  alerts: readonly (string | null)[],
  value: unknown,
  events: readonly { type: string }[],
  refusals: Readonly<Record<string, string | RegExp | null>>,
) {
  const refused = refusedBy(events);
  if (refused !== undefined) {
    const key = `${stateKey(value)} <- ${refused}`;
    if (!Object.hasOwn(refusals, key)) throw new Error(`no refusal written for ${key}`);
    const refusal = refusals[key];
    if (refusal === null || refusal === undefined) expect(alerts).toEqual([]);
    else if (typeof refusal === 'string') expect(alerts).toEqual([refusal]);
    else expect(alerts).toEqual([expect.stringMatching(refusal)]);
  } else if (!anyRefusal(events)) {
    expect(alerts).toEqual([]);
  }
}

export type ButtonState = 'enabled' | 'disabled' | 'loading';

/** A button as the shopper sees it: usable, greyed out, or spinning while its call runs. */
export function expectButton(button: HTMLElement, state: ButtonState) {
  if (state === 'loading') {
    expect(button).toHaveAttribute('data-loading', 'true');
  } else if (state === 'disabled') {
    expect(button).toBeDisabled();
  } else {
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('data-loading', 'true');
  }
}
