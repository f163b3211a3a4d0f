/**
 * The accounts' SQL of registration: create an account unless the address has one, confirm it,
 * and find it by address for the account mails. Every change is scoped to one user id the caller
 * proved (a mailed token). The password's SQL is the password-reset module's.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { CUSTOMER_USER_TYPE_ID, stores, users } from '../../db/schema';

/** A registration as stored; e-mail lowercased, fiscal code upper-case. */
export interface NewAccount {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly fiscalCode: string;
  readonly birthDate: string;
  readonly storeId: number | null;
  readonly inviteCode: string | null;
}

/** What the account mails need to know about an account. */
export interface AccountContact {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly confirmed: boolean;
}

/** The columns of an AccountContact. */
export const accountContactColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  confirmed: sql<boolean>`${users.confirmedAt} is not null`,
};

/**
 * Inserts the account, unconfirmed; null when the address already has one, which is left as it
 * was (ON CONFLICT DO NOTHING: two registrations racing for one address make one account).
 */
export async function insertAccount(db: Db, account: NewAccount): Promise<number | null> {
  const rows = await db
    .insert(users)
    .values({ ...account, userTypeId: CUSTOMER_USER_TYPE_ID, confirmedAt: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

export async function findAccountByEmail(db: Db, email: string): Promise<AccountContact | null> {
  const rows = await db
    .select(accountContactColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** Marks the account's address confirmed (the first confirmation counts). */
export async function confirmAccount(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ confirmedAt: sql`coalesce(${users.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(users.id, userId));
}

export async function storeExists(db: Db, storeId: number): Promise<boolean> {
  const rows = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return rows.length === 1;
}
