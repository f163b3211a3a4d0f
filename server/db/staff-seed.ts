/**
 * The demo backoffice account: staff sign on without the identity provider as `assistenza` with
 * the demo password (roles: customer care and audit). Inserted once; later changes are kept.
 */
import { eq } from 'drizzle-orm';
import { STAFF_ROLES } from '../../src/domain/staff';
import { hashPassword } from '../modules/login/passwords';
import type { Db } from './client';
import { staffUsers } from './schema';

export const DEMO_BACKOFFICE_USER = 'assistenza';

export async function seedStaff(db: Db, password: string): Promise<void> {
  const present = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.username, DEMO_BACKOFFICE_USER));
  // Hashing is slow on purpose: only when the account is missing.
  if (present.length > 0) return;
  await db
    .insert(staffUsers)
    .values({
      username: DEMO_BACKOFFICE_USER,
      displayName: 'Assistenza clienti',
      passwordHash: await hashPassword(password),
      roles: [STAFF_ROLES.customerCare, STAFF_ROLES.auditor],
    })
    .onConflictDoNothing({ target: staffUsers.username });
}
