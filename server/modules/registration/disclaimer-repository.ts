/** The registration disclaimers of a store and module, and the shopper's answers to them. */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationDisclaimers, userDisclaimers } from '../../db/schema';

export interface DisclaimerRow {
  readonly registrationDisclaimerId: number;
  readonly title: string;
  readonly text: string;
  readonly required: boolean;
  readonly priority: number;
}

/** The disclaimers of `moduleTypeId` for `storeId` (those of every store included), by priority. */
export async function listDisclaimers(
  db: Db,
  storeId: number,
  moduleTypeId: number,
): Promise<DisclaimerRow[]> {
  return db
    .select({
      registrationDisclaimerId: registrationDisclaimers.id,
      title: registrationDisclaimers.title,
      text: registrationDisclaimers.text,
      required: registrationDisclaimers.required,
      priority: registrationDisclaimers.priority,
    })
    .from(registrationDisclaimers)
    .where(
      and(
        eq(registrationDisclaimers.registrationModuleTypeId, moduleTypeId),
        or(isNull(registrationDisclaimers.storeId), eq(registrationDisclaimers.storeId, storeId)),
      ),
    )
    .orderBy(asc(registrationDisclaimers.priority), asc(registrationDisclaimers.id));
}

export interface DisclaimerAnswer {
  readonly registrationDisclaimerId: number;
  readonly value: boolean;
}

/** Stores the user's answers, replacing earlier answers to the same disclaimers. */
export async function saveDisclaimerAnswers(
  db: Db,
  userId: number,
  answers: readonly DisclaimerAnswer[],
  now: Date,
): Promise<void> {
  if (answers.length === 0) return;
  await db
    .insert(userDisclaimers)
    .values(answers.map((answer) => ({ userId, ...answer, updatedAt: now })))
    .onConflictDoUpdate({
      target: [userDisclaimers.userId, userDisclaimers.registrationDisclaimerId],
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}
