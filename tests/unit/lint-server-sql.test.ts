import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function sqlErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'server/sql-in-repositories');
}

const QUERY = [
  "import { eq } from 'drizzle-orm';",
  "import type { Db } from '../../db/client';",
  "import { users } from '../../db/schema';",
  'export const byId = (db: Db, id: number) => db.select().from(users).where(eq(users.id, id));',
  '',
].join('\n');

describe('server SQL is built only in repositories', () => {
  it('a handler building a query fails lint, at drizzle-orm and at the table', async () => {
    const errors = await sqlErrors('server/modules/login/handlers.ts', QUERY);
    expect(errors.map((error) => error.message)).toEqual([
      'SQL is built in a repository: move this query to a `*-repository.ts` file (DESIGN.md "Boundaries")',
      '`users` is a table: queries on it go in a `*-repository.ts` file (DESIGN.md "Boundaries")',
    ]);
  });

  it('a table imported alone, as by a plugin or a worker, fails lint', async () => {
    const code = "import { mailOutbox } from '../db/schema';\nexport const table = mailOutbox;\n";
    expect(await sqlErrors('server/plugins/mail.ts', code)).toHaveLength(1);
  });

  it('the same query in a repository, or in server/db, passes', async () => {
    expect(await sqlErrors('server/modules/session/user-repository.ts', QUERY)).toEqual([]);
    expect(await sqlErrors('server/modules/login/repository.ts', QUERY)).toEqual([]);
    expect(await sqlErrors('server/db/seed.ts', QUERY)).toEqual([]);
  });

  it("a schema's types and capitalised constants may be imported anywhere", async () => {
    const code = [
      "import { REGISTRATION_MODULE_TYPE_ID, type CartItemInfo } from '../../db/schema';",
      "import type { users } from '../../db/schema';",
      "import type { SQL } from 'drizzle-orm';",
      'export type Row = typeof users.$inferSelect & { info: CartItemInfo; where: SQL };',
      'export const moduleId = REGISTRATION_MODULE_TYPE_ID;',
      '',
    ].join('\n');
    expect(await sqlErrors('server/modules/consent/consent-handlers.ts', code)).toEqual([]);
  });
});
