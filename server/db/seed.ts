/**
 * Demo data, inserted on first start and in tests; running it again changes nothing.
 * The demo accounts (all with password `Spesa2026!`) are documented in the README; the catalogue
 * comes from the deterministic generator in ./assortment.
 */
import { inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../modules/auth/passwords';
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
import { seedDemoConsents, seedDisclaimers, type DemoConsents } from './disclaimer-seed';
import { seedCompanies } from './companies-seed';
import { seedGiftCodes } from './gift-seed';
import { CUSTOMER_USER_TYPE_ID, users } from './schema';
import { seedServices } from './services-seed/seed-services';

export const DEMO_PASSWORD = 'Spesa2026!';

/**
 * The demo two-factor secret (base32 of the RFC 6238 test key "12345678901234567890"), e.g.
 * otpauth://totp/Spesa%20online:mfa@example.it?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Spesa%20online
 */
export const DEMO_MFA_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

interface DemoUser {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly betaTester: boolean;
  readonly mfaSecret: string | null;
  /** Which wording of the required disclaimers the account accepted (disclaimer-seed.ts). */
  readonly consents: DemoConsents;
}

export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'cliente@example.it',
    firstName: 'Mario',
    lastName: 'Rossi',
    betaTester: false,
    mfaSecret: null,
    consents: 'current',
  },
  {
    email: 'betatester@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    betaTester: true,
    mfaSecret: null,
    consents: 'current',
  },
  {
    email: 'mfa@example.it',
    firstName: 'Luca',
    lastName: 'Verdi',
    betaTester: false,
    mfaSecret: DEMO_MFA_SECRET,
    consents: 'current',
  },
  {
    email: 'privacy@example.it',
    firstName: 'Anna',
    lastName: 'Neri',
    betaTester: false,
    mfaSecret: null,
    consents: 'earlier-privacy-notice',
  },
];

// Hashes are slow on purpose; a process that seeds several databases (the tests) hashes once.
const hashes = new Map<string, Promise<string>>();

function demoHash(email: string): Promise<string> {
  const cached = hashes.get(email);
  if (cached !== undefined) return cached;
  const fresh = hashPassword(DEMO_PASSWORD);
  hashes.set(email, fresh);
  return fresh;
}

export interface SeedOptions {
  /** Products in the catalogue (SEED_PRODUCTS); default 2,000. */
  readonly products?: number;
}

export interface SeedSummary {
  readonly users: number;
  readonly products: number;
}

/** Inserts the demo accounts and catalogue rows that are missing; says how many it inserted. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  await seedDisclaimers(db);
  const inserted = await seedUsers(db);
  // Only new accounts get their consents: afterwards they answer like any customer's.
  await seedDemoConsents(
    db,
    inserted.map((account) => ({ ...account, consents: demoUserOf(account.email).consents })),
  );
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

function demoUserOf(email: string): DemoUser {
  const user = DEMO_USERS.find((demo) => demo.email === email);
  if (user === undefined) throw new Error(`not a demo account: ${email}`);
  return user;
}

/** Inserts the demo accounts that are missing; answers those it inserted. */
async function seedUsers(db: Db): Promise<{ id: number; email: string }[]> {
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_USERS.map((user) => user.email),
      ),
    );
  const presentEmails = new Set(present.map((row) => row.email));
  const missing = DEMO_USERS.filter((user) => !presentEmails.has(user.email));
  if (missing.length === 0) return [];

  const rows = await Promise.all(
    missing.map(async ({ email, firstName, lastName, betaTester, mfaSecret }) => ({
      email,
      firstName,
      lastName,
      betaTester,
      mfaSecret,
      userTypeId: CUSTOMER_USER_TYPE_ID,
      passwordHash: await demoHash(email),
      // The demo accounts log in straight away: their addresses need no confirmation.
      confirmedAt: sql`now()`,
    })),
  );
  const inserted = await db
    .insert(users)
    .values(rows)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return inserted;
}
