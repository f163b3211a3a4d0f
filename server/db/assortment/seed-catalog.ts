/**
 * Writes the generated assortment into the database. Idempotent: every row has a fixed id and
 * is inserted with ON CONFLICT DO NOTHING, so seeding again adds nothing and seeding with a
 * larger count adds only the missing products.
 */
import type { Db } from '../client';
import {
  categories,
  categoryBlocks,
  productClasses,
  products,
  proposals,
  vendors,
  warehousePromos,
} from '../schema';
import { buildAssortment, DEFAULT_ASSORTMENT_SEED } from './assortment';

/** Rows per INSERT: 23 columns each stays far below PostgreSQL's 65,535 parameters. */
const PRODUCT_BATCH = 1000;

export interface CatalogSeedOptions {
  /** How many products the catalogue should hold. */
  readonly products: number;
  readonly seed?: number;
}

/** Inserts what is missing; returns how many products it inserted. */
export async function seedCatalog(db: Db, options: CatalogSeedOptions): Promise<number> {
  const present = await db.$count(products);
  if (present >= options.products) return 0;
  const assortment = buildAssortment(options.seed ?? DEFAULT_ASSORTMENT_SEED);

  return db.transaction(async (tx) => {
    await tx
      .insert(vendors)
      .values([...assortment.vendors])
      .onConflictDoNothing();
    await tx
      .insert(productClasses)
      .values([...assortment.productClasses])
      .onConflictDoNothing();
    await tx
      .insert(warehousePromos)
      .values(assortment.promos.map(({ discountPercent: _unused, ...promo }) => promo))
      .onConflictDoNothing();
    // Parents come before children in the list; foreign keys are checked at statement end.
    await tx
      .insert(categories)
      .values([...assortment.categories])
      .onConflictDoNothing();
    await tx
      .insert(categoryBlocks)
      .values([...assortment.blocks])
      .onConflictDoNothing();
    await tx
      .insert(proposals)
      .values([...assortment.proposals])
      .onConflictDoNothing();

    let inserted = 0;
    for (let start = 0; start < options.products; start += PRODUCT_BATCH) {
      const end = Math.min(options.products, start + PRODUCT_BATCH);
      const batch = [];
      for (let index = start; index < end; index += 1) batch.push(assortment.product(index));
      const rows = await tx
        .insert(products)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: products.id });
      inserted += rows.length;
    }
    return inserted;
  });
}
