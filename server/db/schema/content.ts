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

/**
 * The FAQ (`/faq`): questions in sections, answered as WordPress answers a custom post type
 * (`/wp/v2/faq`). Seeded from `content/faq.json`.
 */
export const contentFaq = pgTable('content_faq', {
  id: serial('id').primaryKey(),
  /** Made from the question; the answer's anchor on /faq. */
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  sectionSlug: varchar('section_slug', { length: 80 }).notNull(),
  sectionName: varchar('section_name', { length: 120 }).notNull(),
  /** Lower first: sections in the file's order. */
  sectionOrder: integer('section_order').notNull(),
  question: varchar('question', { length: 300 }).notNull(),
  /** HTML; the app sanitises it before showing it. */
  answerHtml: text('answer_html').notNull(),
  /** Lower first within the section. */
  menuOrder: integer('menu_order').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
});
