/** The staff's SQL: staff users, the customer search and the acting audit. */
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { CUSTOMER_USER_TYPE_ID } from '../../db/schema/users';
import type { Db } from '../../db/client';
import { staffAudit, staffUsers, users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from '../session/repository';
import type { StaffUser } from './session-repository';

const staffUserColumns = {
  id: staffUsers.id,
  username: staffUsers.username,
  displayName: staffUsers.displayName,
  roles: staffUsers.roles,
};

/**
 * The staff user an identity provider vouched for, created on first sign-on; the display name
 * and roles follow the latest assertion (the provider is the source of truth for them).
 */
export async function upsertSignedOnStaff(
  db: Db,
  person: {
    readonly username: string;
    readonly displayName: string;
    readonly roles: readonly string[];
  },
): Promise<StaffUser> {
  const [row] = await db
    .insert(staffUsers)
    .values({
      username: person.username,
      displayName: person.displayName,
      roles: [...person.roles],
      lastLoginAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: staffUsers.username,
      set: {
        displayName: person.displayName,
        roles: [...person.roles],
        lastLoginAt: sql`now()`,
      },
    })
    .returning(staffUserColumns);
  if (row === undefined) throw new Error('The staff user was not saved');
  return row;
}

export interface BackofficeCandidate {
  readonly staff: StaffUser;
  readonly passwordHash: string | null;
  readonly mfaSecret: string | null;
}

export async function findBackofficeCandidate(
  db: Db,
  username: string,
): Promise<BackofficeCandidate | null> {
  const rows = await db
    .select({
      staff: staffUserColumns,
      passwordHash: staffUsers.passwordHash,
      mfaSecret: staffUsers.mfaSecret,
    })
    .from(staffUsers)
    .where(eq(staffUsers.username, username))
    .limit(1);
  return rows[0] ?? null;
}

/** Records the backoffice TOTP step like the shoppers' (no code works twice). */
export async function claimStaffMfaStep(
  db: Db,
  staffUserId: number,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ mfaLastStep: step, lastLoginAt: sql`now()` })
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        sql`(${staffUsers.mfaLastStep} is null or ${staffUsers.mfaLastStep} < ${step})`,
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length === 1;
}

export async function markBackofficeLogin(db: Db, staffUserId: number): Promise<void> {
  await db
    .update(staffUsers)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(staffUsers.id, staffUserId));
}

/** LIKE's wildcards typed by staff are searched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type CustomerSort = 'lastName' | '-lastName' | 'email' | '-email' | 'userId' | '-userId';

const SORTS: Record<CustomerSort, SQL[]> = {
  lastName: [asc(users.lastName), asc(users.firstName), asc(users.id)],
  '-lastName': [desc(users.lastName), desc(users.firstName), desc(users.id)],
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  userId: [asc(users.id)],
  '-userId': [desc(users.id)],
};

export interface CustomerQuery {
  readonly q: string;
  readonly internalCode: number | null;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: CustomerSort;
  readonly userTypeId: number;
}

export interface CustomerRow {
  readonly id: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly fiscalCode: string | null;
  readonly phone: string | null;
  readonly userTypeId: number;
}

/**
 * Customers whose name, surname, full name, e-mail or fiscal code contains every word of `q`
 * (parameters, never SQL text), and the internal code (the user id) when given.
 */
export async function searchCustomers(
  db: Db,
  query: CustomerQuery,
): Promise<{ readonly rows: readonly CustomerRow[]; readonly total: number }> {
  const words = query.q.split(/\s+/).filter((word) => word !== '');
  const conditions: (SQL | undefined)[] = [eq(users.userTypeId, query.userTypeId)];
  for (const word of words) {
    const pattern = likePattern(word);
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(sql`coalesce(${users.fiscalCode}, '')`, pattern),
      ),
    );
  }
  if (query.internalCode !== null) conditions.push(eq(users.id, query.internalCode));
  const where = and(...conditions);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        fiscalCode: users.fiscalCode,
        phone: users.phone,
        userTypeId: users.userTypeId,
      })
      .from(users)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::integer` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/** A customer (user type 2) by id, as the session's user. */
export async function findCustomer(db: Db, userId: number): Promise<PublicUser | null> {
  const rows = await db
    .select(publicUserColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.userTypeId, CUSTOMER_USER_TYPE_ID)))
    .limit(1);
  return rows[0] ?? null;
}

export interface AuditEntry {
  readonly staffUserId: number;
  readonly staffUsername: string;
  readonly customerUserId: number;
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  readonly statusCode: number;
  readonly outcome: 'ok' | 'error';
}

export async function appendAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values(entry);
}

export interface AuditRow extends AuditEntry {
  readonly id: number;
  readonly at: Date;
  readonly customerName: string | null;
}

/** The newest audit rows first, optionally of one customer. */
export async function listAudit(
  db: Db,
  query: {
    readonly customerUserId: number | null;
    readonly page: number;
    readonly pageSize: number;
  },
): Promise<{ readonly rows: readonly AuditRow[]; readonly total: number }> {
  const where =
    query.customerUserId === null ? undefined : eq(staffAudit.customerUserId, query.customerUserId);
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: staffAudit.id,
        staffUserId: staffAudit.staffUserId,
        staffUsername: staffAudit.staffUsername,
        customerUserId: staffAudit.customerUserId,
        customerName: sql<
          string | null
        >`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${staffAudit.customerUserId})`,
        operation: staffAudit.operation,
        method: staffAudit.method,
        path: staffAudit.path,
        statusCode: staffAudit.statusCode,
        outcome: sql<'ok' | 'error'>`${staffAudit.outcome}`,
        at: staffAudit.at,
      })
      .from(staffAudit)
      .where(where)
      .orderBy(desc(staffAudit.at), desc(staffAudit.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: sql<number>`count(*)::integer` })
      .from(staffAudit)
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}
