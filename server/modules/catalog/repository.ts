/**
 * The catalogue's SQL: the whole catalogue in a few reads (it is small enough to keep in memory,
 * see catalog-cache.ts) and the version counter that says when to read it again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  catalogVersion,
  categories,
  categoryBlocks,
  productClasses,
  products,
  proposals,
  purchaseLimitGroups,
  vendors,
  warehousePromos,
} from '../../db/schema';

export type CategoryRecord = typeof categories.$inferSelect;
export type BlockRecord = typeof categoryBlocks.$inferSelect;
export type ProposalRecord = typeof proposals.$inferSelect;
export type VendorRecord = typeof vendors.$inferSelect;
/** A product class, with its purchase limit when the class is a purchase-limit group. */
export type ProductClassRecord = typeof productClasses.$inferSelect & {
  readonly purchaseLimit: { readonly maxQuantity: number; readonly unit: string } | null;
};
export type PromoRecord = typeof warehousePromos.$inferSelect;
export type ProductRecord = typeof products.$inferSelect;

export interface CatalogRows {
  readonly version: number;
  readonly categories: readonly CategoryRecord[];
  readonly blocks: readonly BlockRecord[];
  readonly proposals: readonly ProposalRecord[];
  readonly vendors: readonly VendorRecord[];
  readonly productClasses: readonly ProductClassRecord[];
  readonly promos: readonly PromoRecord[];
  readonly products: readonly ProductRecord[];
}

/** The current version of the catalogue (0 before the migration seeded the counter). */
export async function readCatalogVersion(db: Db): Promise<number> {
  const rows = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(eq(catalogVersion.id, 1));
  return rows[0]?.version ?? 0;
}

/**
 * Everything the shop shows. The version is read first: a change that lands while the rest is
 * read makes the next version check reload again, never miss it.
 */
export async function loadCatalogRows(db: Db): Promise<CatalogRows> {
  const version = await readCatalogVersion(db);
  return {
    version,
    categories: await db
      .select()
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id)),
    blocks: await db
      .select()
      .from(categoryBlocks)
      .orderBy(asc(categoryBlocks.position), asc(categoryBlocks.id)),
    proposals: await db
      .select()
      .from(proposals)
      .orderBy(asc(proposals.position), asc(proposals.id)),
    vendors: await db.select().from(vendors),
    productClasses: await loadProductClasses(db),
    promos: await db.select().from(warehousePromos),
    products: await db.select().from(products).orderBy(asc(products.id)),
  };
}

async function loadProductClasses(db: Db): Promise<ProductClassRecord[]> {
  const rows = await db
    .select({
      productClass: productClasses,
      maxQuantity: purchaseLimitGroups.maxQuantity,
      unit: purchaseLimitGroups.unit,
    })
    .from(productClasses)
    .leftJoin(purchaseLimitGroups, eq(purchaseLimitGroups.productClassId, productClasses.id))
    .orderBy(asc(productClasses.id));
  return rows.map(({ productClass, maxQuantity, unit }) => ({
    ...productClass,
    purchaseLimit: maxQuantity === null || unit === null ? null : { maxQuantity, unit },
  }));
}
