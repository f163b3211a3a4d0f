/**
 * The SQL of the shopper's billing data. Every query is scoped to the session's user: another
 * shopper's id finds nothing, exactly like an unknown one.
 */
import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_BILLING_PROFILES } from '../../../src/domain/billing';
import type { Db } from '../../db/client';
import { userPersonFiscals, users } from '../../db/schema';

export type PersonFiscalRow = typeof userPersonFiscals.$inferSelect;

/** The stored columns of one billing profile; the other kind's fields are null. */
export interface PersonFiscalValues {
  readonly personTypeId: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly fiscalCode: string | null;
  readonly companyName: string | null;
  readonly vatNumber: string | null;
  readonly sdiCode: string | null;
  readonly pec: string | null;
  readonly address1: string;
  readonly addressNumber: string;
  readonly postalCode: string;
  readonly city: string;
  readonly province: string;
}

export async function listPersonFiscals(db: Db, userId: number): Promise<PersonFiscalRow[]> {
  return db
    .select()
    .from(userPersonFiscals)
    .where(eq(userPersonFiscals.userId, userId))
    .orderBy(asc(userPersonFiscals.id));
}

/**
 * Adds a billing profile unless the shopper has MAX_BILLING_PROFILES already (null then). The
 * user's row is locked first, so two requests at once cannot both pass the count.
 */
export async function insertPersonFiscal(
  db: Db,
  userId: number,
  values: PersonFiscalValues,
): Promise<PersonFiscalRow | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ value: count() })
      .from(userPersonFiscals)
      .where(eq(userPersonFiscals.userId, userId));
    if ((held?.value ?? 0) >= MAX_BILLING_PROFILES) return null;
    const rows = await tx
      .insert(userPersonFiscals)
      .values({ ...values, userId })
      .returning();
    return rows[0] ?? null;
  });
}

/** Replaces the shopper's billing profile `id`; null when the shopper has no such profile. */
export async function updatePersonFiscal(
  db: Db,
  userId: number,
  id: number,
  values: PersonFiscalValues,
  now: Date,
): Promise<PersonFiscalRow | null> {
  const rows = await db
    .update(userPersonFiscals)
    .set({ ...values, updatedAt: now })
    .where(and(eq(userPersonFiscals.id, id), eq(userPersonFiscals.userId, userId)))
    .returning();
  return rows[0] ?? null;
}

/** Deletes the shopper's billing profile `id`; false when the shopper has no such profile. */
export async function deletePersonFiscal(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(userPersonFiscals)
    .where(and(eq(userPersonFiscals.id, id), eq(userPersonFiscals.userId, userId)))
    .returning({ id: userPersonFiscals.id });
  return rows.length === 1;
}
