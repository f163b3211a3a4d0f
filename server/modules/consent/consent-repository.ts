/**
 * The shopper's answers to the disclaimers, as the profile's dialog shows them. The answers are
 * written by saveDisclaimerAnswers (./disclaimer-repository.ts), which keeps the consent history.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { registrationDisclaimers, userDisclaimers, users } from '../../db/schema';
import {
  currentTextSha256,
  DEFAULT_DISCLAIMER_STORE_ID,
  type DisclaimerRow,
} from './disclaimer-repository';

/** A disclaimer with the shopper's answer (false and no date when never answered). */
export interface UserDisclaimerRow extends DisclaimerRow {
  readonly value: boolean;
  readonly updatedAt: Date | null;
}

/** The store whose disclaimers apply to the shopper: the one of registration, or the default. */
export async function disclaimerStoreOf(db: Db, userId: number): Promise<number> {
  const rows = await db.select({ storeId: users.storeId }).from(users).where(eq(users.id, userId));
  return rows[0]?.storeId ?? DEFAULT_DISCLAIMER_STORE_ID;
}

/**
 * `disclaimers` with the shopper's answers, in the same order. An answer given to a wording the
 * disclaimer no longer has counts as none: the shopper has not answered what it says now.
 */
export async function withAnswers(
  db: Db,
  userId: number,
  disclaimers: readonly DisclaimerRow[],
): Promise<UserDisclaimerRow[]> {
  const answers = await db
    .select({
      registrationDisclaimerId: userDisclaimers.registrationDisclaimerId,
      value: userDisclaimers.value,
      updatedAt: userDisclaimers.updatedAt,
      current: sql<boolean>`${userDisclaimers.textSha256} = ${currentTextSha256}`,
    })
    .from(userDisclaimers)
    .innerJoin(
      registrationDisclaimers,
      eq(registrationDisclaimers.id, userDisclaimers.registrationDisclaimerId),
    )
    .where(eq(userDisclaimers.userId, userId));
  const byId = new Map(
    answers
      .filter((answer) => answer.current)
      .map((answer) => [answer.registrationDisclaimerId, answer]),
  );
  return disclaimers.map((disclaimer) => {
    const answer = byId.get(disclaimer.registrationDisclaimerId);
    return { ...disclaimer, value: answer?.value ?? false, updatedAt: answer?.updatedAt ?? null };
  });
}
