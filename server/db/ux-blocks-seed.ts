/**
 * The UX-builder blocks from `content/ux-blocks/<slug>.html`: YAML front matter (title, terms: the
 * places the block goes, menu_order, date on the shop's clock) and the block's HTML. Seeding again
 * follows the files: a changed file updates its block, a removed one removes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { notInArray, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { shopInstant } from '../../src/domain/shop-time';
import type { Db } from './client';
import { dayAndTime, frontMatterOf, shopDateTimeSchema } from './front-matter';
import { contentUxBlocks } from './schema';

export const CONTENT_UX_BLOCKS_DIR = fileURLToPath(
  new URL('../../content/ux-blocks', import.meta.url),
);

const frontMatterSchema = v.strictObject({
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  terms: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,80}$/))), v.minLength(1)),
  menu_order: v.optional(v.pipe(v.number(), v.integer()), 0),
  date: shopDateTimeSchema,
});

export type UxBlockRow = Omit<typeof contentUxBlocks.$inferInsert, 'id'>;

export function uxBlockOfFile(fileName: string, text: string): UxBlockRow {
  const { meta, html } = frontMatterOf(fileName, text, frontMatterSchema);
  const publishedAt = shopInstant(...dayAndTime(meta.date));
  return {
    slug: path.basename(fileName, '.html'),
    title: meta.title,
    contentHtml: html,
    terms: meta.terms,
    menuOrder: meta.menu_order,
    publishedAt,
    modifiedAt: publishedAt,
  };
}

export function readUxBlocks(dir = CONTENT_UX_BLOCKS_DIR): UxBlockRow[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .map((name) => uxBlockOfFile(name, readFileSync(path.join(dir, name), 'utf8')));
}

export async function seedUxBlocks(db: Db, blocks = readUxBlocks()): Promise<number> {
  const table = contentUxBlocks;
  const slugs = blocks.map((block) => block.slug);
  await db.delete(table).where(slugs.length === 0 ? undefined : notInArray(table.slug, slugs));
  if (blocks.length === 0) return 0;
  const written = await db
    .insert(table)
    .values(blocks)
    .onConflictDoUpdate({
      target: table.slug,
      set: {
        title: sql`excluded.title`,
        contentHtml: sql`excluded.content_html`,
        terms: sql`excluded.terms`,
        menuOrder: sql`excluded.menu_order`,
        modifiedAt: sql`now()`,
      },
      setWhere: sql`(${table.title}, ${table.contentHtml}, ${table.terms}, ${table.menuOrder}) is distinct from (excluded.title, excluded.content_html, excluded.terms, excluded.menu_order)`,
    })
    .returning({ id: table.id });
  return written.length;
}
