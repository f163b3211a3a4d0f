import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_MFA_SECRET, seedDatabase } from '../../server/db/seed';
import { TEST_SEED_PRODUCTS } from './helpers/databases';
import { backends, useTestApp } from './helpers/test-app';

describe.each(backends)('seed (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('holds the four demo customers, hashed with argon2id m=19456 t=2 p=1', async () => {
    const { db } = testApp();
    const rows = await db.select().from(users).orderBy(asc(users.email));
    expect(
      rows.map((row) => [row.email, row.firstName, row.lastName, row.userTypeId, row.betaTester]),
    ).toEqual([
      ['betatester@example.it', 'Giulia', 'Bianchi', 2, true],
      ['cliente@example.it', 'Mario', 'Rossi', 2, false],
      ['mfa@example.it', 'Luca', 'Verdi', 2, false],
      ['privacy@example.it', 'Anna', 'Neri', 2, false],
    ]);
    for (const row of rows)
      expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows.find((row) => row.email === 'mfa@example.it')?.mfaSecret).toBe(DEMO_MFA_SECRET);
  });

  it('seeding again inserts nothing', async () => {
    const { db } = testApp();
    expect(await seedDatabase(db, { products: TEST_SEED_PRODUCTS })).toEqual({
      users: 0,
      products: 0,
    });
    expect(await db.$count(users)).toBe(4);
  });

  it('refuses an e-mail that is not lowercased', async () => {
    const { db } = testApp();
    await expect(
      db
        .insert(users)
        .values({ email: 'Mario@Example.it', passwordHash: 'x', firstName: 'M', lastName: 'R' }),
    ).rejects.toThrow();
  });
});
