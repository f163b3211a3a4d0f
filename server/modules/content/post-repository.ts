/** The news (`content_posts`) as `/wp/v2/posts` and `custom/v1/news` read them. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  inArray,
  lt,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentCategories, contentPosts } from '../../db/schema';
import { foldedPattern, titleOrBodyMatches } from './text-search-repository';

export type PostRow = typeof contentPosts.$inferSelect & { readonly categoryName: string };

export interface PostQuery {
  readonly search: string;
  readonly categories: readonly number[];
  readonly slugs: readonly string[];
  readonly after: Date | null;
  readonly before: Date | null;
  /** Only the posts after (`next`) or before (`previous`) this one by date, nearest first. */
  readonly around: { readonly from: PostRow; readonly direction: 'next' | 'previous' } | null;
  readonly perPage: number;
  readonly page: number;
  readonly order: 'asc' | 'desc';
  readonly orderby: 'date' | 'id' | 'title' | 'slug';
}

const ORDER_COLUMNS = {
  date: contentPosts.publishedAt,
  id: contentPosts.id,
  title: contentPosts.title,
  slug: contentPosts.slug,
} as const;

const columns = { ...getTableColumns(contentPosts), categoryName: contentCategories.name };

function conditions(query: PostQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.search.trim() !== '') {
    where.push(
      titleOrBodyMatches(contentPosts.title, contentPosts.contentHtml, foldedPattern(query.search)),
    );
  }
  if (query.categories.length > 0)
    where.push(inArray(contentPosts.categoryId, [...query.categories]));
  if (query.slugs.length > 0) where.push(inArray(contentPosts.slug, [...query.slugs]));
  if (query.after !== null) where.push(gt(contentPosts.publishedAt, query.after));
  if (query.before !== null) where.push(lt(contentPosts.publishedAt, query.before));
  if (query.around !== null) {
    // By date, the id breaking ties: the same order the archive shows.
    const { publishedAt, id } = query.around.from;
    const beyond = query.around.direction === 'next' ? gt : lt;
    where.push(
      or(
        beyond(contentPosts.publishedAt, publishedAt),
        and(eq(contentPosts.publishedAt, publishedAt), beyond(contentPosts.id, id)),
      ),
    );
  }
  return and(...where);
}

/** One page of the matching posts, and how many match. */
export async function postsMatching(
  db: Db,
  query: PostQuery,
): Promise<{ rows: PostRow[]; total: number }> {
  const where = conditions(query);
  // Around a post the nearest are picked first, then sorted as asked.
  const direction =
    query.around === null
      ? query.order === 'asc'
        ? asc
        : desc
      : query.around.direction === 'next'
        ? asc
        : desc;
  const column = query.around === null ? ORDER_COLUMNS[query.orderby] : contentPosts.publishedAt;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(contentPosts)
      .innerJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
      .where(where)
      .orderBy(direction(column), direction(contentPosts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ value: count() }).from(contentPosts).where(where),
  ]);
  if (query.around !== null) {
    const sign = query.order === 'asc' ? 1 : -1;
    rows.sort((a, b) => sign * (a.publishedAt.getTime() - b.publishedAt.getTime() || a.id - b.id));
  }
  return { rows, total: counted?.value ?? 0 };
}

export async function postById(db: Db, id: number): Promise<PostRow | null> {
  const [row] = await db
    .select(columns)
    .from(contentPosts)
    .innerJoin(contentCategories, eq(contentCategories.id, contentPosts.categoryId))
    .where(eq(contentPosts.id, id));
  return row ?? null;
}
