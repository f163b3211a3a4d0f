import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { shellMachine } from '../../machines/shell.machine';
import { generatePaths, listTransitions, replayPath } from './transition-coverage';

const shellEvents = (): EventFromLogic<typeof shellMachine>[] => [
  { type: 'categories.toggle' },
  { type: 'cart.toggle' },
  { type: 'drawers.close' },
];

const paths = generatePaths(shellMachine, shellEvents);

describe('shell machine: generated paths', () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    const { snapshot, taken } = replayPath(shellMachine, path);
    taken.forEach((name) => covered.add(name));
    expect(snapshot.value).toEqual(path.expectedValue);
  });

  it('covers 100% of the transitions', () => {
    const all = [...listTransitions(shellMachine).values()];
    expect(all.filter((name) => !covered.has(name))).toEqual([]);
    expect(covered.size).toBe(all.length);
  });
});
