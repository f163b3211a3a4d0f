/**
 * Social login's SQL: the sign-ins under way (kept by the hash of their state, taken once), the
 * linked identities, and the provider's accounts waiting to be registered or linked (kept by the
 * hash of a cookie's token).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { SocialProvider } from '../../../src/domain/social-login';
import type { Db } from '../../db/client';
import { socialIdentities, socialLogins, socialRegistrations, users } from '../../db/schema';
import { publicUserColumns, type PublicUser } from '../session/repository';
import type { ProviderAccount, SignInChecks } from './oidc';

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Records a sign-in under way; its state is stored only hashed. */
export async function insertSocialLogin(
  db: Db,
  login: { provider: SocialProvider; checks: SignInChecks; mobile: boolean; expiresAt: Date },
): Promise<void> {
  await db.insert(socialLogins).values({
    id: sha256Hex(login.checks.state),
    provider: login.provider,
    nonce: login.checks.nonce,
    codeVerifier: login.checks.codeVerifier,
    mobile: login.mobile,
    expiresAt: login.expiresAt,
  });
}

/**
 * Takes the sign-in of `state` for `provider` (deleting it: single use), or null when it is
 * unknown, already taken, expired, or another provider's. One DELETE ... RETURNING, so two
 * callbacks racing with one state cannot both have it.
 */
export async function takeSocialLogin(
  db: Db,
  provider: SocialProvider,
  state: string,
  now: Date,
): Promise<{ checks: SignInChecks; mobile: boolean } | null> {
  const rows = await db
    .delete(socialLogins)
    .where(eq(socialLogins.id, sha256Hex(state)))
    .returning();
  const row = rows[0];
  if (row === undefined || row.provider !== provider || row.expiresAt.getTime() <= now.getTime()) {
    return null;
  }
  return {
    checks: { state, nonce: row.nonce, codeVerifier: row.codeVerifier },
    mobile: row.mobile,
  };
}

export async function deleteExpiredSocialRows(db: Db, now: Date): Promise<void> {
  await db.delete(socialLogins).where(lt(socialLogins.expiresAt, now));
  await db.delete(socialRegistrations).where(lt(socialRegistrations.expiresAt, now));
}

/** The shopper linked to the provider's account, with whether the address is confirmed. */
export async function findLinkedUser(
  db: Db,
  provider: SocialProvider,
  subject: string,
): Promise<{ user: PublicUser; confirmed: boolean } | null> {
  const rows = await db
    .select({ user: publicUserColumns, confirmedAt: users.confirmedAt })
    .from(socialIdentities)
    .innerJoin(users, eq(users.id, socialIdentities.userId))
    .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)))
    .limit(1);
  const row = rows[0];
  return row === undefined ? null : { user: row.user, confirmed: row.confirmedAt !== null };
}

export async function findPublicUser(db: Db, userId: number): Promise<PublicUser | null> {
  const rows = await db.select(publicUserColumns).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0] ?? null;
}

export async function userIdByEmail(db: Db, email: string): Promise<number | null> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows[0]?.id ?? null;
}

/**
 * Links the provider's account to the shopper. An account linked already (to anyone) stays as
 * it is; answers whether it is now linked to `userId`.
 */
export async function linkIdentity(
  db: Db,
  identity: { provider: SocialProvider; subject: string; userId: number },
): Promise<boolean> {
  await db.insert(socialIdentities).values(identity).onConflictDoNothing();
  const rows = await db
    .select({ userId: socialIdentities.userId })
    .from(socialIdentities)
    .where(
      and(
        eq(socialIdentities.provider, identity.provider),
        eq(socialIdentities.subject, identity.subject),
      ),
    );
  return rows[0]?.userId === identity.userId;
}

/** The provider's account waiting to be registered or linked. */
export interface PendingSocialAccount {
  readonly id: string;
  readonly provider: SocialProvider;
  readonly subject: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

/** Keeps the provider's account; answers the cookie's token (stored only hashed). */
export async function insertPendingAccount(
  db: Db,
  pending: {
    provider: SocialProvider;
    account: ProviderAccount & { email: string };
    expiresAt: Date;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(socialRegistrations).values({
    id: sha256Hex(token),
    provider: pending.provider,
    subject: pending.account.subject,
    email: pending.account.email,
    emailVerified: pending.account.emailVerified,
    firstName: pending.account.firstName,
    lastName: pending.account.lastName,
    expiresAt: pending.expiresAt,
  });
  return token;
}

function isProvider(value: string): value is SocialProvider {
  return value === 'google' || value === 'facebook';
}

export async function findPendingAccount(
  db: Db,
  token: string,
  now: Date,
): Promise<PendingSocialAccount | null> {
  const rows = await db
    .select()
    .from(socialRegistrations)
    .where(
      and(eq(socialRegistrations.id, sha256Hex(token)), gt(socialRegistrations.expiresAt, now)),
    )
    .limit(1);
  const row = rows[0];
  if (row === undefined || !isProvider(row.provider)) return null;
  return {
    id: row.id,
    provider: row.provider,
    subject: row.subject,
    email: row.email,
    emailVerified: row.emailVerified,
    firstName: row.firstName,
    lastName: row.lastName,
  };
}

/** Removes the waiting account once used; answers whether this call removed it (single use). */
export async function deletePendingAccount(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(socialRegistrations)
    .where(eq(socialRegistrations.id, id))
    .returning({ id: socialRegistrations.id });
  return rows.length === 1;
}
