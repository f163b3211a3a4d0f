import { describe, expect, it } from 'vitest';
import { loginMachine } from '../../machines/login.machine';
import { loginEvents } from './login-events';
import { generatePaths, listTransitions, replayPath } from './transition-coverage';

const paths = generatePaths(loginMachine, loginEvents);

describe('login machine: generated paths', () => {
  const covered = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_, path) => {
    const { snapshot, taken } = replayPath(loginMachine, path);
    taken.forEach((name) => covered.add(name));
    expect(snapshot.value).toEqual(path.expectedValue);
  });

  it('covers 100% of the transitions', () => {
    const all = [...listTransitions(loginMachine).values()];
    expect(all.filter((name) => !covered.has(name))).toEqual([]);
    expect(covered.size).toBe(all.length);
  });
});
