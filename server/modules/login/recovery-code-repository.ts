/**
 * The recovery codes of two-factor login: ten random codes like 'K7QX-M4TZ' (about 40 bits each),
 * shown once, stored as their sha256; a code works once, in one conditional UPDATE.
 */
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  normaliseRecoveryCode,
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
} from '../../../src/domain/two-factor';
import type { Db } from '../../db/client';
import { mfaRecoveryCodes } from '../../db/schema';

const codeHash = (code: string) =>
  createHash('sha256').update(normaliseRecoveryCode(code)).digest('hex');

function newRecoveryCode(): string {
  const part = () =>
    Array.from(
      { length: 4 },
      () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)],
    ).join('');
  return `${part()}-${part()}`;
}

/** New codes for the account, replacing any it had; answers them (the only time they are seen). */
export async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db
    .insert(mfaRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: codeHash(code) })));
  return codes;
}

/** Uses the code up; false when it is not one of the account's unused codes. */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash(code)),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return row?.value ?? 0;
}

export async function deleteRecoveryCodes(db: Db, userId: number): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
}
