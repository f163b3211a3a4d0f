/**
 * The news archive (messages to customers) from `content/news/<slug>.html`: YAML front matter
 * (title, date on the shop's clock, category by name, optional excerpt and sticky) and the HTML.
 * Categories are made from the names the files use. Seeding again follows the files: a changed
 * file updates its post, a removed one removes it, and a category no post uses any more goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray, notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { shopInstant } from '../../src/domain/shop-time';
import type { Db } from './client';
import { slugOf } from './faq-seed';
import { dayAndTime, frontMatterOf, shopDateTimeSchema } from './front-matter';
import { contentCategories, contentPosts } from './schema';

export const CONTENT_NEWS_DIR = fileURLToPath(new URL('../../content/news', import.meta.url));

const frontMatterSchema = v.strictObject({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  date: shopDateTimeSchema,
  category: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  excerpt: v.optional(v.pipe(v.string(), v.maxLength(600))),
  sticky: v.optional(v.boolean(), false),
});

const FIRST_PARAGRAPH = /<p\b[^>]*>[\s\S]*?<\/p>/i;

export interface NewsFile {
  readonly slug: string;
  readonly title: string;
  readonly contentHtml: string;
  readonly excerptHtml: string;
  readonly category: { readonly slug: string; readonly name: string };
  readonly sticky: boolean;
  readonly publishedAt: Date;
}

/** One news file; throws naming the file when its front matter is wrong. */
export function newsOfFile(fileName: string, text: string): NewsFile {
  const { meta, html } = frontMatterOf(fileName, text, frontMatterSchema);
  const [day, time] = dayAndTime(meta.date);
  const excerpt = meta.excerpt === undefined ? null : `<p>${meta.excerpt}</p>`;
  return {
    slug: path.basename(fileName, '.html'),
    title: meta.title,
    contentHtml: html,
    excerptHtml: excerpt ?? FIRST_PARAGRAPH.exec(html)?.[0] ?? '',
    category: { slug: slugOf(meta.category), name: meta.category },
    sticky: meta.sticky,
    publishedAt: shopInstant(day, time),
  };
}

export function readNews(dir = CONTENT_NEWS_DIR): NewsFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => newsOfFile(name, readFileSync(path.join(dir, name), 'utf8')));
}

/** Brings categories and posts in line with `news`; answers how many posts it added or changed. */
export async function seedNews(db: Db, news = readNews()): Promise<number> {
  const slugs = news.map((post) => post.slug);
  await db
    .delete(contentPosts)
    .where(slugs.length === 0 ? undefined : notInArray(contentPosts.slug, slugs));
  const categories = [...new Map(news.map((post) => [post.category.slug, post.category])).values()];
  const categorySlugs = categories.map((category) => category.slug);
  if (news.length === 0) {
    await db.delete(contentCategories);
    return 0;
  }
  await db
    .insert(contentCategories)
    .values(categories)
    .onConflictDoUpdate({
      target: contentCategories.slug,
      set: { name: sql`excluded.name` },
      setWhere: sql`${contentCategories.name} is distinct from excluded.name`,
    });
  const ids = new Map(
    (
      await db
        .select({ id: contentCategories.id, slug: contentCategories.slug })
        .from(contentCategories)
        .where(inArray(contentCategories.slug, categorySlugs))
    ).map((row) => [row.slug, row.id]),
  );
  const rows = news.map(({ category, ...post }) => {
    const categoryId = ids.get(category.slug);
    if (categoryId === undefined) throw new Error(`category ${category.slug} was not stored`);
    return { ...post, categoryId, modifiedAt: post.publishedAt };
  });
  const table = contentPosts;
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        title: sql`excluded.title`,
        contentHtml: sql`excluded.content_html`,
        excerptHtml: sql`excluded.excerpt_html`,
        categoryId: sql`excluded.category_id`,
        sticky: sql`excluded.sticky`,
        publishedAt: sql`excluded.published_at`,
        modifiedAt: sql`now()`,
      },
      setWhere: sql`(${table.title}, ${table.contentHtml}, ${table.excerptHtml}, ${table.categoryId}, ${table.sticky}, ${table.publishedAt}) is distinct from (excluded.title, excluded.content_html, excluded.excerpt_html, excluded.category_id, excluded.sticky, excluded.published_at)`,
    })
    .returning({ id: table.id });
  // Only now: a post may just have left a category.
  await db.delete(contentCategories).where(notInArray(contentCategories.slug, categorySlugs));
  return written.length;
}
