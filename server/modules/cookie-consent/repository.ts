/**
 * The account's cookie preferences: the choice in force and the history of every choice saved.
 */
import { eq } from 'drizzle-orm';
import type { CookiePreferences } from '../../../src/domain/cookie-consent';
import type { Db } from '../../db/client';
import { cookiePreferenceHistory, cookiePreferences } from '../../db/schema';

type Row = typeof cookiePreferences.$inferSelect;

function toPreferences(row: Row): CookiePreferences {
  return {
    technical: true,
    analytics: row.analytics,
    profilation: row.profilation,
    saveDate: row.saveDate.toISOString(),
    uuid: row.uuid,
    purposesVersion: row.purposesVersion,
  };
}

/** The account's choice in force; null when it has saved none. */
export async function findCookiePreferences(
  db: Db,
  userId: number,
): Promise<CookiePreferences | null> {
  const [row] = await db
    .select()
    .from(cookiePreferences)
    .where(eq(cookiePreferences.userId, userId));
  return row ? toPreferences(row) : null;
}

export interface CookieChoiceToSave {
  readonly analytics: boolean;
  readonly profilation: boolean;
  readonly purposesVersion: number;
  /** The browser's id of the choice, used when the account has none yet. */
  readonly uuid: string;
  readonly saveDate: Date;
}

/** Saves the choice in force (the account's first id kept) and appends it to the history. */
export async function saveCookiePreferences(
  db: Db,
  userId: number,
  choice: CookieChoiceToSave,
): Promise<CookiePreferences> {
  return db.transaction(async (tx) => {
    const { analytics, profilation, purposesVersion, saveDate } = choice;
    const [row] = await tx
      .insert(cookiePreferences)
      .values({ userId, analytics, profilation, purposesVersion, uuid: choice.uuid, saveDate })
      .onConflictDoUpdate({
        target: cookiePreferences.userId,
        set: { analytics, profilation, purposesVersion, saveDate },
      })
      .returning();
    if (row === undefined) throw new Error('The cookie preferences were not saved');
    const saved = row;
    await tx.insert(cookiePreferenceHistory).values({
      userId,
      analytics,
      profilation,
      purposesVersion,
      uuid: saved.uuid,
      saveDate,
    });
    return toPreferences(saved);
  });
}
