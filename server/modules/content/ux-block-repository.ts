/** The UX-builder blocks as `/wp/v2/ux-blocks` reads them. */
import { and, arrayContains, asc, count, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentUxBlocks } from '../../db/schema';

export type UxBlock = typeof contentUxBlocks.$inferSelect;

export interface UxBlockQuery {
  /** Only the blocks of this term; empty: any. */
  readonly term: string;
  readonly slugs: readonly string[];
  readonly perPage: number;
  readonly page: number;
}

export async function uxBlocksMatching(
  db: Db,
  query: UxBlockQuery,
): Promise<{ rows: UxBlock[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.term !== '') conditions.push(arrayContains(contentUxBlocks.terms, [query.term]));
  if (query.slugs.length > 0) conditions.push(inArray(contentUxBlocks.slug, [...query.slugs]));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentUxBlocks)
      .where(where)
      .orderBy(asc(contentUxBlocks.menuOrder), asc(contentUxBlocks.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(contentUxBlocks).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
