/**
 * Wrong variants of the address-discovery statechart, as a real bug could make them: each must
 * fail at least one behaviour case of address-discovery.cases.ts, while the real machine and an
 * unchanged copy pass them all.
 */
import { describe, expect, it } from 'vitest';
import { addressDiscoveryMachine } from '../../machines/address-discovery.machine';
import { addressDiscoveryCases } from './address-discovery.cases';
import { SETTLE_TIMEOUT_MS } from './behaviour-case';
import { copyOf, dropAction, invertGuard, retarget } from './mutate';

type Machine = typeof addressDiscoveryMachine;

/** A case that neither passes nor throws in this long counts as failed. */
const CASE_TIMEOUT_MS = SETTLE_TIMEOUT_MS * 2;

/** The cases `machine` fails; with `firstOnly`, stops at the first. */
async function failingCases(machine: Machine, firstOnly = false): Promise<string[]> {
  const failing: string[] = [];
  for (const behaviour of addressDiscoveryCases) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([Promise.resolve().then(() => behaviour.run(machine)), timeout]);
    } catch {
      failing.push(behaviour.name);
    } finally {
      clearTimeout(timer);
    }
    if (firstOnly && failing.length > 0) break;
  }
  return failing;
}

const m = addressDiscoveryMachine;

const variants: Readonly<Record<string, Machine>> = {
  'a served place is shown without searching its services': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 0 },
    'found',
  ),
  'a place not covered is searched as if it were served': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 1 },
    'searching',
  ),
  'a text naming no town is reported as not covered': retarget(
    m,
    { state: ['resolving'], key: 'onDone', candidate: 2 },
    'notCovered',
  ),
  'served and not covered are swapped': invertGuard(m, 'isServed'),
  'a refused position is taken as found': retarget(
    m,
    { state: ['locating'], key: 'onError' },
    'idle',
  ),
  'a refused position does not say why': dropAction(
    m,
    { state: ['locating'], key: 'onError' },
    'assignErrors',
  ),
  "the nearest store's services are looked for at the place not covered": dropAction(
    m,
    { state: ['notCovered'], key: { on: 'alternative.chosen' } },
    'assignAlternativePlace',
  ),
  "'Inizia la spesa' opens the service choice without a login": invertGuard(m, 'isLoggedIn'),
  'Riprova after a failed search asks for the position': retarget(
    m,
    { state: ['failed'], key: { on: 'search.retried' }, candidate: 0 },
    'locating',
  ),
};

describe('address-discovery machine: mutation', () => {
  it('passes every behaviour case', async () => {
    expect(await failingCases(m)).toEqual([]);
  });

  it('passes every behaviour case as an unchanged copy too', async () => {
    expect(await failingCases(copyOf(m))).toEqual([]);
  });

  it.each(Object.entries(variants))(
    'a variant where %s fails a behaviour case',
    async (_, variant) => {
      expect(await failingCases(variant, true)).not.toEqual([]);
    },
  );
});
