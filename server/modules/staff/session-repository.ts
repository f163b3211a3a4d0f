/**
 * Staff sessions: a random token in the `ebsn_staff` cookie, its sha256 in `staff_sessions`,
 * with idle and absolute expiry from the database clock (like the shoppers' sessions, apart from
 * them). A session may act for one customer; acting ends after ACTING_IDLE_MINUTES without a call.
 */
import { and, eq, gt, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import { ACTING_IDLE_MINUTES } from '../../../src/domain/staff';
import type { Db } from '../../db/client';
import { staffSessions, staffUsers } from '../../db/schema';

export const STAFF_SESSION_POLICY = {
  idleSeconds: 60 * 60,
  absoluteSeconds: 10 * 60 * 60,
} as const;

export interface StaffUser {
  readonly id: number;
  readonly username: string;
  readonly displayName: string;
  readonly roles: readonly string[];
}

export interface LiveStaffSession {
  readonly sessionId: string;
  readonly staff: StaffUser;
  /** The customer acted for, or null. */
  readonly actingUserId: number | null;
  readonly actingSince: Date | null;
  /** Acting had ended by idleness when this request arrived (the customer was released). */
  readonly actingExpired: boolean;
  readonly samlNameId: string | null;
  readonly samlSessionIndex: string | null;
}

function secondsFromNow(seconds: number) {
  return sql`now() + ${seconds}::integer * interval '1 second'`;
}

export async function createStaffSession(
  db: Db,
  session: {
    readonly id: string;
    readonly staffUserId: number;
    readonly samlNameId: string | null;
    readonly samlSessionIndex: string | null;
  },
): Promise<void> {
  await db.insert(staffSessions).values({
    ...session,
    idleExpiresAt: secondsFromNow(STAFF_SESSION_POLICY.idleSeconds),
    absoluteExpiresAt: secondsFromNow(STAFF_SESSION_POLICY.absoluteSeconds),
  });
}

const actingIdle = sql`${ACTING_IDLE_MINUTES}::integer * interval '1 minute'`;

/** Ends the session's acting if its last call is older than ACTING_IDLE_MINUTES; true if it did. */
async function endIdleActing(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(staffSessions)
    .set({ actingUserId: null, actingSince: null, actingLastSeenAt: null })
    .where(
      and(
        eq(staffSessions.id, id),
        isNotNull(staffSessions.actingUserId),
        lt(staffSessions.actingLastSeenAt, sql`now() - ${actingIdle}`),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length === 1;
}

/**
 * Extends a live staff session and the acting it carries (its last call is now); acting idle
 * for longer than ACTING_IDLE_MINUTES is ended first. Null when the session is unknown or expired.
 */
export async function touchStaffSession(db: Db, id: string): Promise<LiveStaffSession | null> {
  const actingExpired = await endIdleActing(db, id);
  const idle = sql`${STAFF_SESSION_POLICY.idleSeconds}::integer * interval '1 second'`;
  const rows = await db
    .update(staffSessions)
    .set({
      idleExpiresAt: sql`least(now() + ${idle}, ${staffSessions.absoluteExpiresAt})`,
      actingLastSeenAt: sql`case when ${staffSessions.actingUserId} is null then null else now() end`,
    })
    .from(staffUsers)
    .where(
      and(
        eq(staffSessions.id, id),
        eq(staffUsers.id, staffSessions.staffUserId),
        gt(staffSessions.idleExpiresAt, sql`now()`),
        gt(staffSessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .returning({
      staffUserId: staffUsers.id,
      username: staffUsers.username,
      displayName: staffUsers.displayName,
      roles: staffUsers.roles,
      actingUserId: staffSessions.actingUserId,
      actingSince: staffSessions.actingSince,
      samlNameId: staffSessions.samlNameId,
      samlSessionIndex: staffSessions.samlSessionIndex,
    });
  const row = rows[0];
  if (row === undefined) return null;
  const { staffUserId, username, displayName, roles, ...acting } = row;
  return {
    sessionId: id,
    staff: { id: staffUserId, username, displayName, roles },
    ...acting,
    actingExpired,
  };
}

/** Starts acting for `customerId` (replacing any other customer). */
export async function startActing(db: Db, sessionId: string, customerId: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ actingUserId: customerId, actingSince: sql`now()`, actingLastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, sessionId));
}

export async function stopActing(db: Db, sessionId: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ actingUserId: null, actingSince: null, actingLastSeenAt: null })
    .where(eq(staffSessions.id, sessionId));
}

export async function deleteStaffSession(db: Db, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

export async function deleteExpiredStaffSessions(db: Db): Promise<number> {
  const rows = await db
    .delete(staffSessions)
    .where(
      or(
        lte(staffSessions.idleExpiresAt, sql`now()`),
        lte(staffSessions.absoluteExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: staffSessions.id });
  return rows.length;
}

/** For tests and the idle rule's proof: moves a session's last acting call into the past. */
export async function ageActing(db: Db, sessionId: string, minutes: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ actingLastSeenAt: sql`now() - ${minutes}::integer * interval '1 minute'` })
    .where(and(eq(staffSessions.id, sessionId), gt(staffSessions.absoluteExpiresAt, sql`now()`)));
}
