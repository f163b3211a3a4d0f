/** The content pages as the WordPress-shaped calls read them. */
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentPages } from '../../db/schema';

export type ContentPage = typeof contentPages.$inferSelect;

export interface PageQuery {
  /** Only these slugs; none: every page. */
  readonly slugs: readonly string[];
  readonly perPage: number;
  /** 1 first. */
  readonly page: number;
  readonly order: 'asc' | 'desc';
  readonly orderby: 'date' | 'id' | 'title' | 'slug' | 'menu_order';
}

const ORDER_COLUMNS = {
  date: contentPages.publishedAt,
  id: contentPages.id,
  title: contentPages.title,
  slug: contentPages.slug,
  menu_order: contentPages.menuOrder,
} as const;

/** One page of the matching pages, and how many match in all. */
export async function pagesMatching(
  db: Db,
  query: PageQuery,
): Promise<{ rows: ContentPage[]; total: number }> {
  const where: SQL | undefined =
    query.slugs.length === 0 ? undefined : inArray(contentPages.slug, [...query.slugs]);
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentPages)
      .where(where)
      .orderBy(direction(ORDER_COLUMNS[query.orderby]), direction(contentPages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(contentPages).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

export async function pageById(db: Db, id: number): Promise<ContentPage | null> {
  const [row] = await db.select().from(contentPages).where(eq(contentPages.id, id));
  return row ?? null;
}
