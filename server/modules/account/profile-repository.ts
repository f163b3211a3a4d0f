/**
 * The SQL of the shopper's personal data: read it, change the name, phone, fiscal code and birth
 * date, and the extra person infos. Every query is scoped to the session's user id.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPersonInfos, users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from '../session/repository';

/** The columns of the user detail: never the hash, tokens or the MFA secret. */
const detailColumns = {
  ...publicUserColumns,
  phone: users.phone,
  fiscalCode: users.fiscalCode,
  birthDate: users.birthDate,
  storeId: users.storeId,
  confirmed: sql<boolean>`${users.confirmedAt} is not null`,
};

/** The account as the profile shows it; a `PublicUser` too, for the envelope's `user`. */
export interface UserDetailRow extends PublicUser {
  readonly phone: string | null;
  readonly fiscalCode: string | null;
  readonly birthDate: string | null;
  readonly storeId: number | null;
  readonly confirmed: boolean;
}

export interface PersonInfoRow {
  readonly personInfoTypeId: number;
  readonly value: string;
}

export async function findUserDetail(db: Db, userId: number): Promise<UserDetailRow | null> {
  const rows = await db.select(detailColumns).from(users).where(eq(users.id, userId));
  return rows[0] ?? null;
}

/** What update_user_detail changes; phone null removes it. */
export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly fiscalCode: string;
  readonly birthDate: string;
}

export async function updateUserDetail(
  db: Db,
  userId: number,
  values: ProfileValues,
): Promise<UserDetailRow | null> {
  const rows = await db
    .update(users)
    .set(values)
    .where(eq(users.id, userId))
    .returning(detailColumns);
  return rows[0] ?? null;
}

export async function updatePhone(
  db: Db,
  userId: number,
  phone: string | null,
): Promise<UserDetailRow | null> {
  const rows = await db
    .update(users)
    .set({ phone })
    .where(eq(users.id, userId))
    .returning(detailColumns);
  return rows[0] ?? null;
}

export async function listPersonInfos(db: Db, userId: number): Promise<PersonInfoRow[]> {
  return db
    .select({
      personInfoTypeId: userPersonInfos.personInfoTypeId,
      value: userPersonInfos.value,
    })
    .from(userPersonInfos)
    .where(eq(userPersonInfos.userId, userId))
    .orderBy(asc(userPersonInfos.personInfoTypeId));
}

/** Sets the info of `personInfoTypeId`, or removes it when `value` is empty. */
export async function setPersonInfo(
  db: Db,
  userId: number,
  info: PersonInfoRow,
  now: Date,
): Promise<void> {
  if (info.value === '') {
    await db
      .delete(userPersonInfos)
      .where(
        and(
          eq(userPersonInfos.userId, userId),
          eq(userPersonInfos.personInfoTypeId, info.personInfoTypeId),
        ),
      );
    return;
  }
  await db
    .insert(userPersonInfos)
    .values({ userId, ...info, updatedAt: now })
    .onConflictDoUpdate({
      target: [userPersonInfos.userId, userPersonInfos.personInfoTypeId],
      set: { value: info.value, updatedAt: now },
    });
}
