/**
 * The SQL of mailed tokens. A token works only for its purpose, with the address it was sent to
 * while that is still the account's address (an e-mail change link: with the new address), before
 * it expires, and once: using it is one conditional UPDATE, so two requests racing with one link
 * cannot both win. Times come from the app's clock (tests move it).
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { ACCOUNT_TOKEN_LIFETIME } from '../../config';
import type { Db } from '../../db/client';
import { accountTokens, users } from '../../db/schema';
import { accountTokenHash, newAccountToken } from './tokens';

/** The purposes whose links this flow mails. */
export type MailedTokenPurpose = keyof typeof ACCOUNT_TOKEN_LIFETIME;

export interface TokenClaim {
  readonly purpose: MailedTokenPurpose;
  /** The address of the link, normalised. */
  readonly email: string;
  readonly token: string;
  readonly now: Date;
}

function liveTokenOf(claim: TokenClaim) {
  return and(
    eq(accountTokens.tokenHash, accountTokenHash(claim.token)),
    eq(accountTokens.purpose, claim.purpose),
    eq(accountTokens.email, claim.email),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, claim.now),
    eq(users.id, accountTokens.userId),
    // Bound to the address it was sent to: a changed address makes old links useless. An e-mail
    // change link goes to the new address, not the account's yet: its own address is checked above.
    claim.purpose === 'email-change' ? undefined : eq(users.email, accountTokens.email),
  );
}

/**
 * A new token for the account, mailed to `email`; the older unused ones of the same purpose stop
 * working (only the newest link counts). Run it in the transaction that queues the mail.
 */
export async function issueAccountToken(
  db: Db,
  options: {
    readonly userId: number;
    readonly purpose: MailedTokenPurpose;
    readonly email: string;
    readonly now: Date;
  },
): Promise<string> {
  await revokeAccountTokens(db, options.userId, options.purpose, options.now);
  const token = newAccountToken();
  const lifetimeMs = ACCOUNT_TOKEN_LIFETIME[options.purpose] * 1000;
  await db.insert(accountTokens).values({
    userId: options.userId,
    purpose: options.purpose,
    tokenHash: accountTokenHash(token),
    email: options.email,
    expiresAt: new Date(options.now.getTime() + lifetimeMs),
    createdAt: options.now,
  });
  return token;
}

/** Ends the account's unused tokens of `purpose`. */
export async function revokeAccountTokens(
  db: Db,
  userId: number,
  purpose: MailedTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    );
}

/** The account a live token belongs to, without using it up; null when it does not work. */
export async function findTokenAccount(db: Db, claim: TokenClaim): Promise<number | null> {
  const rows = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(liveTokenOf(claim))
    .limit(1);
  return rows[0]?.userId ?? null;
}

/** Uses the token up and gives its account; null when it does not work (any more). */
export async function useAccountToken(db: Db, claim: TokenClaim): Promise<number | null> {
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: claim.now })
    .from(users)
    .where(liveTokenOf(claim))
    .returning({ userId: accountTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Tokens of `purpose` made for the account in the hour before `now`. */
export async function countRecentTokens(
  db: Db,
  userId: number,
  purpose: MailedTokenPurpose,
  now: Date,
): Promise<number> {
  const rows = await db
    .select({ value: count() })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.createdAt, new Date(now.getTime() - 60 * 60 * 1000)),
      ),
    );
  return rows[0]?.value ?? 0;
}
