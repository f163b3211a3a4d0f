/** The shop-at-work SQL: a company by its code, and the shopper's subscription to it. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyMembers } from '../../db/schema';

export type CompanyRow = typeof companies.$inferSelect;

export async function findCompanyByCode(db: Db, code: string): Promise<CompanyRow | null> {
  const rows = await db
    .select()
    .from(companies)
    .where(eq(companies.subscriptionCode, code))
    .limit(1);
  return rows[0] ?? null;
}

/** Makes the user a member of the company (of this one only); again changes nothing. */
export async function subscribeToCompany(db: Db, userId: number, companyId: number) {
  await db
    .insert(companyMembers)
    .values({ userId, companyId })
    .onConflictDoUpdate({ target: companyMembers.userId, set: { companyId } });
}
