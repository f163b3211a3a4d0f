/**
 * Demo data, inserted on first start and in tests; running it again changes nothing.
 * The demo accounts (./demo-users, all with password `Spesa2026!`) are documented in README.md "Demo accounts",
 * the browser tests' copies of them in ./test-shoppers; the catalogue comes from the deterministic
 * generator in ./assortment.
 */
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/login/passwords';
import { seedStaff } from './staff-seed';
import { DEFAULT_SEED_PRODUCTS } from './assortment/assortment';
import { seedCatalog } from './assortment/seed-catalog';
import type { Db } from './client';
import { seedContentForms } from './content-forms-seed';
import { seedContentPages } from './content-seed';
import { seedFaq } from './faq-seed';
import { seedMenus } from './menus-seed';
import { seedNews } from './news-seed';
import { seedSliders } from './slides-seed';
import { seedUxBlocks } from './ux-blocks-seed';
import { seedDemoConsents, seedDisclaimers } from './disclaimer-seed';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUser } from './demo-users';
import { seedCompanies } from './companies-seed';
import { seedGiftCodes } from './gift-seed';
import { CUSTOMER_USER_TYPE_ID, users } from './schema';
import { seedServices } from './services-seed/seed-services';
import { testShoppersOf } from './test-shoppers';

export { DEMO_MFA_SECRET, DEMO_PASSWORD, DEMO_USERS } from './demo-users';

// Hashes are slow on purpose; a process that seeds several databases (the tests) hashes once.
const hashes = new Map<string, Promise<string>>();

/** The demo password's hash for `key`: each demo account's own, one for all the test shoppers. */
function demoHash(key: string): Promise<string> {
  const cached = hashes.get(key);
  if (cached !== undefined) return cached;
  const fresh = hashPassword(DEMO_PASSWORD);
  hashes.set(key, fresh);
  return fresh;
}

/** The cache key of the one hash the test shoppers share (hundreds of hashes would take seconds). */
const TEST_SHOPPERS_HASH = 'test-shoppers';

export interface SeedOptions {
  /** Products in the catalogue (SEED_PRODUCTS); default 2,000. */
  readonly products?: number;
  /** Copies of each demo account for the browser tests (SEED_TEST_SHOPPERS); default 0. */
  readonly testShoppers?: number;
}

export interface SeedSummary {
  readonly users: number;
  readonly products: number;
}

/** Inserts the demo accounts and catalogue rows that are missing; says how many it inserted. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  await seedDisclaimers(db);
  const inserted = [
    ...(await seedUsers(db, DEMO_USERS, (email) => demoHash(email))),
    ...(await seedUsers(db, testShoppersOf(options.testShoppers ?? 0), () =>
      demoHash(TEST_SHOPPERS_HASH),
    )),
  ];
  // Only new accounts get their consents: afterwards they answer like any customer's.
  await seedDemoConsents(db, inserted);
  const products = await seedCatalog(db, { products: options.products ?? DEFAULT_SEED_PRODUCTS });
  await seedServices(db);
  await seedCompanies(db);
  await seedGiftCodes(db);
  await seedContentPages(db);
  await seedFaq(db);
  await seedMenus(db);
  await seedNews(db);
  await seedSliders(db);
  await seedUxBlocks(db);
  await seedContentForms(db);
  await seedStaff(db, DEMO_PASSWORD);
  return { users: inserted.length, products };
}

/**
 * Inserts the accounts that are missing, with the demo password hashed by `hashOf`; answers those
 * it inserted with the consents they are to be given.
 */
async function seedUsers(
  db: Db,
  accounts: readonly DemoUser[],
  hashOf: (email: string) => Promise<string>,
): Promise<{ id: number; email: string; consents: DemoUser['consents'] }[]> {
  if (accounts.length === 0) return [];
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        accounts.map((user) => user.email),
      ),
    );
  const presentEmails = new Set(present.map((row) => row.email));
  const missing = accounts.filter((user) => !presentEmails.has(user.email));
  if (missing.length === 0) return [];

  const rows = await Promise.all(
    missing.map(async ({ email, firstName, lastName, betaTester, mfaSecret }) => ({
      email,
      firstName,
      lastName,
      betaTester,
      mfaSecret,
      userTypeId: CUSTOMER_USER_TYPE_ID,
      passwordHash: await hashOf(email),
      // The demo accounts log in straight away: their addresses need no confirmation.
      confirmedAt: sql`now()`,
    })),
  );
  const inserted = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const consentsOf = new Map(missing.map((user) => [user.email, user.consents]));
  return inserted.map((row) => ({ ...row, consents: consentsOf.get(row.email) ?? 'current' }));
}
