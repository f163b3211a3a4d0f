/**
 * Runs a machine's behaviour cases against the real machine, an unchanged copy and wrong variants
 * of it: the real machine and the copy must pass every case, each variant must fail one.
 */
import { describe, expect, it, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { settleTimeout, withSettleTimeout, type BehaviourCase } from './behaviour-case';
import { copyOf } from './mutate';

/**
 * How long a wrong variant may wait for a state it never reaches: the real machine's stubs settle
 * in microtasks, so a variant still waiting after this has failed.
 */
const MUTANT_SETTLE_TIMEOUT_MS = 50;

/**
 * Whether `machine` passes `behaviour`. A case that neither passes nor throws within four times
 * `settle`'s give-up time counts as failed, and the real clock is back for the next case even if
 * a failed case left the fake one.
 */
async function passes<TMachine>(machine: TMachine, behaviour: BehaviourCase<TMachine>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), settleTimeout() * 4);
  });
  try {
    await Promise.race([Promise.resolve().then(() => behaviour.run(machine)), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    vi.useRealTimers();
    clearTimeout(timer);
  }
}

/** The names of the cases `machine` fails; with `firstOnly`, at most the first. */
export async function failingCases<TMachine>(
  machine: TMachine,
  cases: ReadonlyArray<BehaviourCase<TMachine>>,
  firstOnly = false,
): Promise<string[]> {
  const failing: string[] = [];
  for (const behaviour of cases) {
    if (await passes(machine, behaviour)) continue;
    failing.push(behaviour.name);
    if (firstOnly) break;
  }
  return failing;
}

/**
 * The mutation test of one machine: `variants` maps the bug each wrong variant makes (in the
 * shopper's words) to the variant. A variant waiting for a state it never reaches fails after a
 * short wait (MUTANT_SETTLE_TIMEOUT_MS), not after seconds.
 */
export function describeMutation<TMachine extends AnyStateMachine>(
  name: string,
  real: TMachine,
  cases: ReadonlyArray<BehaviourCase<TMachine>>,
  variants: Readonly<Record<string, TMachine>>,
) {
  describe(`${name} machine: mutation`, () => {
    it('passes every behaviour case', async () => {
      expect(await failingCases(real, cases)).toEqual([]);
    });

    it('passes every behaviour case as an unchanged copy too', async () => {
      expect(await failingCases(copyOf(real), cases)).toEqual([]);
    });

    it('has at least one wrong variant', () => {
      expect(Object.keys(variants).length).toBeGreaterThan(0);
    });

    it.each(Object.entries(variants))(
      'a variant where %s fails a behaviour case',
      async (_, variant) => {
        const failing = await withSettleTimeout(MUTANT_SETTLE_TIMEOUT_MS, () =>
          failingCases(variant, cases, true),
        );
        expect(failing).not.toEqual([]);
      },
    );
  });
}
