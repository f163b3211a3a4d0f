/**
 * The content service's pages from `content/pages/<slug>.html` in the repo: YAML front matter
 * (title, seo_title, seo_description, testo_validit, menu_order, date as the shop's clock shows
 * it) and the page's HTML. Seeding again brings the database in line with the files: a page whose
 * file changed is updated (and its modified date moves), an unchanged one is left alone, and a
 * page whose file is gone is removed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { shopInstant } from '../../src/domain/shop-time';
import type { Db } from './client';
import { notEditedInApp } from './content-edited';
import { dayAndTime, frontMatterOf, shopDateTimeSchema } from './front-matter';
import { contentPages } from './schema';

export const CONTENT_PAGES_DIR = fileURLToPath(new URL('../../content/pages', import.meta.url));

const frontMatterSchema = v.object({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  seo_title: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  seo_description: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  testo_validit: v.optional(v.pipe(v.string(), v.maxLength(400)), ''),
  menu_order: v.optional(v.pipe(v.number(), v.integer()), 0),
  date: shopDateTimeSchema,
});

export type ContentPageRow = typeof contentPages.$inferInsert;

/** One page file as a row; throws naming the file when its front matter is wrong. */
export function pageOfFile(fileName: string, text: string): ContentPageRow {
  const { meta, html } = frontMatterOf(fileName, text, frontMatterSchema);
  const published = shopInstant(...dayAndTime(meta.date));
  return {
    slug: path.basename(fileName, '.html'),
    title: meta.title,
    contentHtml: html,
    seoTitle: meta.seo_title,
    seoDescription: meta.seo_description,
    validityText: meta.testo_validit,
    menuOrder: meta.menu_order,
    publishedAt: published,
    modifiedAt: published,
  };
}

/** The pages of `dir`, by file name. */
export function readContentPages(dir = CONTENT_PAGES_DIR): ContentPageRow[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => pageOfFile(name, readFileSync(path.join(dir, name), 'utf8')));
}

/**
 * Inserts the missing pages, updates the changed ones and removes those whose file is gone;
 * answers how many it added or changed.
 */
export async function seedContentPages(db: Db, pages = readContentPages()): Promise<number> {
  const table = contentPages;
  const slugs = pages.map((page) => page.slug);
  await db.delete(table).where(slugs.length === 0 ? undefined : notInArray(table.slug, slugs));
  if (pages.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(pages)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        title: sql`excluded.title`,
        contentHtml: sql`excluded.content_html`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        validityText: sql`excluded.validity_text`,
        menuOrder: sql`excluded.menu_order`,
        modifiedAt: sql`now()`,
      },
      setWhere: sql`(${table.title}, ${table.contentHtml}, ${table.seoTitle}, ${table.seoDescription}, ${table.validityText}, ${table.menuOrder}) is distinct from (excluded.title, excluded.content_html, excluded.seo_title, excluded.seo_description, excluded.validity_text, excluded.menu_order) and ${notEditedInApp('page', table.id)}`,
    })
    .returning({ id: table.id });
  return written.length;
}
