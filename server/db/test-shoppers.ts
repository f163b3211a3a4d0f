/**
 * The browser tests' shoppers (SEED_TEST_SHOPPERS=N): N copies of each demo account, as
 * `cliente+1@example.it` … `cliente+N@example.it` and likewise for `betatester`, `mfa` and
 * `privacy`, each like its demo account (names, beta flag, two-factor secret, the wording of the
 * consents it accepted, confirmed, the demo password). A test claims one of its own
 * (tests/e2e/shoppers.ts), so tests running side by side never share a cart, an address, an
 * order or a two-factor time step. Nobody else logs in as them: 0 copies by default.
 */
import { DEMO_USERS, type DemoUser } from './demo-users';

/** The n-th copy's address of a demo account's: `cliente@example.it`, 3 → `cliente+3@example.it`. */
export function testShopperEmail(demoEmail: string, n: number): string {
  const at = demoEmail.indexOf('@');
  return `${demoEmail.slice(0, at)}+${n}${demoEmail.slice(at)}`;
}

/** The `count` copies of each demo account, the first copies first. */
export function testShoppersOf(count: number): DemoUser[] {
  return Array.from({ length: count }, (_, index) =>
    DEMO_USERS.map((demo) => ({ ...demo, email: testShopperEmail(demo.email, index + 1) })),
  ).flat();
}
