/**
 * The sessions' rows (DESIGN.md "Session and security"), keyed by the sha256 of the client's token
 * (./sessions.ts), with idle and absolute expiry computed by the database clock so every server
 * process agrees.
 */
import { and, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { SESSION_POLICY } from '../../config';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from './repository';

function secondsFromNow(seconds: number) {
  return sql`now() + ${seconds}::integer * interval '1 second'`;
}

export async function createSession(
  db: Db,
  session: { readonly id: string; readonly userId: number; readonly rememberMe: boolean },
): Promise<void> {
  const policy = session.rememberMe ? SESSION_POLICY.rememberMe : SESSION_POLICY.browser;
  await db.insert(sessions).values({
    id: session.id,
    userId: session.userId,
    rememberMe: session.rememberMe,
    idleExpiresAt: secondsFromNow(policy.idleSeconds),
    absoluteExpiresAt: secondsFromNow(policy.absoluteSeconds),
  });
}

/**
 * Extends a live session's idle expiry (never past its absolute expiry) and returns its user, in
 * one UPDATE ... RETURNING; null when the session is unknown or expired.
 */
export async function touchSession(db: Db, id: string): Promise<PublicUser | null> {
  const idle = sql`(case when ${sessions.rememberMe} then ${SESSION_POLICY.rememberMe.idleSeconds}::integer else ${SESSION_POLICY.browser.idleSeconds}::integer end) * interval '1 second'`;
  const rows = await db
    .update(sessions)
    .set({
      lastSeenAt: sql`now()`,
      idleExpiresAt: sql`least(now() + ${idle}, ${sessions.absoluteExpiresAt})`,
    })
    .from(users)
    .where(
      and(
        eq(sessions.id, id),
        eq(users.id, sessions.userId),
        gt(sessions.idleExpiresAt, sql`now()`),
        gt(sessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .returning(publicUserColumns);
  return rows[0] ?? null;
}

export async function deleteSession(db: Db, id: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of `userId` (after a password change), except `keepId` when given. */
export async function deleteUserSessions(db: Db, userId: number, keepId?: string): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(eq(sessions.userId, userId), keepId === undefined ? undefined : ne(sessions.id, keepId)),
    );
}

/** Removes every expired session; returns how many. */
export async function deleteExpiredSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lte(sessions.idleExpiresAt, sql`now()`), lte(sessions.absoluteExpiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return rows.length;
}
