/**
 * The registration disclaimers of a store and module, and the shopper's answers to them, each
 * change also kept in the consent history.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  registrationDisclaimers,
  userDisclaimerHistory,
  userDisclaimers,
  type ConsentSource,
} from '../../db/schema';

/** The store whose disclaimers apply when the form names none (spec: disclaimer list default). */
export const DEFAULT_DISCLAIMER_STORE_ID = 5;

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

/** The sha256 hex of a disclaimer's text as it is now, computed by the database. */
export const currentTextSha256 = sql<string>`encode(sha256(convert_to(${registrationDisclaimers.text}, 'UTF8')), 'hex')`;

function textSha256Of(registrationDisclaimerId: number) {
  return sql<string>`(select ${currentTextSha256} from ${registrationDisclaimers} where ${registrationDisclaimers.id} = ${registrationDisclaimerId})`;
}

/**
 * Stores the user's answers (one per disclaimer) to the disclaimers' present wording, replacing
 * earlier answers to the same disclaimers, and appends a history row for each answer that is new,
 * changed, or given again to a wording that changed: who, to which wording, what, when and from
 * where. An answer given again unchanged to the same wording adds nothing.
 */
export async function saveDisclaimerAnswers(
  db: Db,
  userId: number,
  answers: readonly DisclaimerAnswer[],
  consent: { readonly now: Date; readonly source: ConsentSource },
): Promise<void> {
  if (answers.length === 0) return;
  // Only the rows inserted or really changed come back (the WHERE of DO UPDATE).
  const changed = await db
    .insert(userDisclaimers)
    .values(
      answers.map((answer) => ({
        userId,
        ...answer,
        textSha256: textSha256Of(answer.registrationDisclaimerId),
        updatedAt: consent.now,
      })),
    )
    .onConflictDoUpdate({
      target: [userDisclaimers.userId, userDisclaimers.registrationDisclaimerId],
      set: {
        value: sql`excluded.value`,
        textSha256: sql`excluded.text_sha256`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`(${userDisclaimers.value}, ${userDisclaimers.textSha256}) is distinct from (excluded.value, excluded.text_sha256)`,
    })
    .returning({
      registrationDisclaimerId: userDisclaimers.registrationDisclaimerId,
      value: userDisclaimers.value,
      textSha256: userDisclaimers.textSha256,
    });
  if (changed.length === 0) return;
  await db.insert(userDisclaimerHistory).values(
    changed.map((answer) => ({
      userId,
      ...answer,
      source: consent.source,
      recordedAt: consent.now,
    })),
  );
}
