/**
 * The content service's pages (account-and-platform.md §3 "CMS page", §7 "Content service"),
 * answered in WordPress's REST shape under /p/wp-json. Seeded from `content/pages/` in the repo,
 * so editors change a page by a reviewed commit.
 */
import { integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  /** The page's HTML as the editor wrote it; the app sanitises it before showing it. */
  contentHtml: text('content_html').notNull(),
  seoTitle: varchar('seo_title', { length: 200 }).notNull().default(''),
  seoDescription: varchar('seo_description', { length: 400 }).notNull().default(''),
  /** The spec's `testo_validit`: a validity note some pages carry (offers), often empty. */
  validityText: varchar('validity_text', { length: 400 }).notNull().default(''),
  /** Lower first in listings; WordPress's menu_order. */
  menuOrder: integer('menu_order').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});
