/**
 * The catalogue copies of several server processes on one database (issue 13, "Scale-out"): a
 * change made anywhere (here straight in the database, as an import would) reaches every
 * process's copy at once through NOTIFY catalog_changed, with no request having to check the
 * version first: the version check is set to once an hour here, so only the notification can
 * explain the new name.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { products } from '../../server/db/schema';
import { kinds, pickProduct } from './helpers/cart';
import { openTestDatabase, type TestDatabase } from './helpers/databases';
import { backends } from './helpers/test-app';

const HOUR_MS = 3_600_000;

describe.each(backends)('catalogue changes across processes (%s)', (backend) => {
  let testDatabase: TestDatabase | undefined;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    testDatabase = await openTestDatabase(backend);
    for (let index = 0; index < 2; index += 1) {
      const app = await buildApp({
        database: testDatabase.database,
        catalogCheckIntervalMs: HOUR_MS,
      });
      await app.ready();
      servers.push(app);
    }
  });

  afterAll(async () => {
    for (const app of servers) await app.close();
    await testDatabase?.dispose();
  });

  async function nameServedBy(app: FastifyInstance, slug: string): Promise<string | undefined> {
    const response = await app.inject({ method: 'GET', url: `/ebsn/api/products?slug=${slug}` });
    const body: { data: { products: { name: string }[] } } = response.json();
    return body.data.products[0]?.name;
  }

  it('a product renamed in the database is served renamed by every process within moments', async () => {
    const [first, second] = servers;
    if (first === undefined || second === undefined || testDatabase === undefined) {
      throw new Error('the servers did not start');
    }
    const product = await pickProduct(first, kinds.pezzo);
    // Both copies are built and hold the old name.
    expect(await nameServedBy(first, product.slug)).toBe(product.name);
    expect(await nameServedBy(second, product.slug)).toBe(product.name);

    const renamed = `${product.name} (nuova ricetta)`;
    await testDatabase.database.db
      .update(products)
      .set({ name: renamed })
      .where(eq(products.id, product.productId));

    for (const app of servers) {
      await expect.poll(() => nameServedBy(app, product.slug), { timeout: 3000 }).toBe(renamed);
    }
  });
});
