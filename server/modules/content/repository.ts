/** The content pages and the FAQ as the WordPress-shaped calls read them. */
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentFaq, contentPages } from '../../db/schema';

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

export type FaqEntry = typeof contentFaq.$inferSelect;

export interface FaqQuery {
  /** Words the question or the answer holds (case and accents as typed); empty: every entry. */
  readonly search: string;
  /** Only this section's entries; empty: every section. */
  readonly section: string;
  readonly perPage: number;
  readonly page: number;
}

/** `text` as a LIKE pattern that matches it literally, anywhere. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of the FAQ entries, sections and questions in the file's order, and how many match. */
export async function faqMatching(
  db: Db,
  query: FaqQuery,
): Promise<{ rows: FaqEntry[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.section !== '') conditions.push(eq(contentFaq.sectionSlug, query.section));
  const search = query.search.trim();
  if (search !== '') {
    const pattern = containing(search);
    const matches = or(ilike(contentFaq.question, pattern), ilike(contentFaq.answerHtml, pattern));
    if (matches !== undefined) conditions.push(matches);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(contentFaq)
      .where(where)
      .orderBy(asc(contentFaq.sectionOrder), asc(contentFaq.menuOrder), asc(contentFaq.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(contentFaq).where(where),
  ]);
  return { rows, total: counted?.value ?? 0 };
}
