/**
 * Each test logs in as a shopper of its own: the suite's shop seeds TEST_SHOPPERS_PER_KIND copies
 * of each demo account (SEED_TEST_SHOPPERS, server/db/test-shoppers.ts), and a test claims one,
 * so that tests running side by side never see each other's cart, addresses, lists, orders or
 * consents, nor spend each other's two-factor time step.
 *
 * A claim is a directory made atomically under `$E2E_DATA_DIR/claims` (a fresh directory for each
 * run, shared by every worker, playwright.config.ts): `mkdir` fails for all but one claimant, so no
 * account is handed out twice in a run, whichever worker asks, even after a worker restarts.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_USERS } from '../../server/db/demo-users';
import { testShopperEmail } from '../../server/db/test-shoppers';

/** Copies of each demo account the suite's shop seeds: well above what a run claims (about 20). */
export const TEST_SHOPPERS_PER_KIND = 40;

/** The kinds of demo account, by the name before the `@`. */
export type ShopperKind = 'cliente' | 'betatester' | 'mfa' | 'privacy';

/** A seeded account that one test alone logs in as. */
export interface Shopper {
  readonly kind: ShopperKind;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The TOTP secret of a two-factor shopper (`mfa`), else null. */
  readonly mfaSecret: string | null;
}

function demoOf(kind: ShopperKind) {
  const demo = DEMO_USERS.find((user) => user.email === `${kind}@example.it`);
  if (demo === undefined) throw new Error(`No demo account ${kind}@example.it`);
  return demo;
}

/**
 * Claims the first pool copy of `kind` that no test of this run has claimed yet; throws once the
 * pool is spent (raise TEST_SHOPPERS_PER_KIND then).
 */
export function claimShopper(kind: ShopperKind): Shopper {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir === undefined || dataDir === '') {
    throw new Error('E2E_DATA_DIR is not set: run the browser tests with playwright.config.ts');
  }
  const claims = join(dataDir, 'claims');
  mkdirSync(claims, { recursive: true });
  const demo = demoOf(kind);
  for (let n = 1; n <= TEST_SHOPPERS_PER_KIND; n += 1) {
    try {
      mkdirSync(join(claims, `${kind}-${n}`));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    return {
      kind,
      email: testShopperEmail(demo.email, n),
      firstName: demo.firstName,
      lastName: demo.lastName,
      mfaSecret: demo.mfaSecret,
    };
  }
  throw new Error(
    `All ${TEST_SHOPPERS_PER_KIND} ${kind} shoppers of the pool are claimed in this run: ` +
      'raise TEST_SHOPPERS_PER_KIND in tests/e2e/shoppers.ts',
  );
}
