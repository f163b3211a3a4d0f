/** The content search over pages, FAQ and news: titles matching first, then newest first. */
import { count, desc, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { contentFaq, contentPages, contentPosts } from '../../db/schema';
import { folded, foldedPattern, titleOrBodyMatches } from './text-search-repository';

export type SearchKind = 'page' | 'faq' | 'post';

export interface SearchHit {
  readonly kind: SearchKind;
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly body: string;
}

export interface SearchQuery {
  /** Empty: everything. */
  readonly search: string;
  readonly kinds: readonly SearchKind[];
  readonly perPage: number;
  readonly page: number;
}

const SOURCES = {
  page: { table: contentPages, title: contentPages.title, body: contentPages.contentHtml },
  faq: { table: contentFaq, title: contentFaq.question, body: contentFaq.answerHtml },
  post: { table: contentPosts, title: contentPosts.title, body: contentPosts.contentHtml },
} as const;

export async function searchContent(
  db: Db,
  query: SearchQuery,
): Promise<{ hits: SearchHit[]; total: number }> {
  const pattern = foldedPattern(query.search);
  const whereOf = (kind: SearchKind): SQL | undefined =>
    query.search.trim() === ''
      ? undefined
      : titleOrBodyMatches(SOURCES[kind].title, SOURCES[kind].body, pattern);
  const branches = query.kinds.map((kind) => {
    const { table, title, body } = SOURCES[kind];
    return db
      .select({
        kind: sql<SearchKind>`${kind}::text`.as('kind'),
        id: table.id,
        slug: table.slug,
        title: sql<string>`${title}`.as('title'),
        body: sql<string>`${body}`.as('body'),
        titleHit: sql<boolean>`${folded(title)} ilike ${pattern}`.as('title_hit'),
        publishedAt: table.publishedAt,
      })
      .from(table)
      .where(whereOf(kind));
  });
  const counts = Promise.all(
    query.kinds.map(async (kind) => {
      const [row] = await db
        .select({ value: count() })
        .from(SOURCES[kind].table)
        .where(whereOf(kind));
      return row?.value ?? 0;
    }),
  );
  const [first, second, ...rest] = branches;
  if (first === undefined) return { hits: [], total: 0 };
  const all = second === undefined ? first : unionAll(first, second, ...rest);
  const rows = await all
    .orderBy(desc(sql`title_hit`), desc(sql`published_at`), sql`kind`, sql`id`)
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const total = (await counts).reduce((sum, value) => sum + value, 0);
  return {
    hits: rows.map(({ kind, id, slug, title, body }) => ({ kind, id, slug, title, body })),
    total,
  };
}
