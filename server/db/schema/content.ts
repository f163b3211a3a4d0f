/**
 * The content service's pages (account-and-platform.md §3 "CMS page", §7 "Content service"),
 * answered in WordPress's REST shape under /p/wp-json. Seeded from `content/pages/` in the repo,
 * so editors change a page by a reviewed commit.
 */
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

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

/**
 * Menu entries of a theme location (`header`, `footer`, `links-drawer`), answered as the "WP API
 * Menus" plugin answers `/wp-api-menus/v2/menu-locations/{location}`. Seeded from
 * `content/menus/<location>.json`; `itemKey` (the titles' slugs from the root, `chi-siamo/contatti`)
 * keeps an entry's id when the file is reordered.
 */
export const contentMenuItems = pgTable(
  'content_menu_items',
  {
    id: serial('id').primaryKey(),
    location: varchar('location', { length: 60 }).notNull(),
    itemKey: varchar('item_key', { length: 400 }).notNull(),
    /** The parent's `itemKey`; null at the top level. */
    parentKey: varchar('parent_key', { length: 400 }),
    /** 1 first, over the whole menu as the file lists it (WordPress's menu_order). */
    menuOrder: integer('menu_order').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** As the editor wrote it: a shop path (`/page/servizi`) or an external address. */
    url: varchar('url', { length: 600 }).notNull(),
    target: varchar('target', { length: 20 }).notNull().default(''),
    /** Space-separated CSS classes (`hide-in-app`: the mobile app leaves the entry out). */
    classes: varchar('classes', { length: 200 }).notNull().default(''),
    attrTitle: varchar('attr_title', { length: 200 }).notNull().default(''),
    description: varchar('description', { length: 400 }).notNull().default(''),
  },
  (table) => [unique('content_menu_items_location_key').on(table.location, table.itemKey)],
);

/** The news categories (WordPress's `category` taxonomy), made from the news files' `category`. */
export const contentCategories = pgTable('content_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
});

/**
 * The news archive (`/profile/news-list`, 'Archivio Messaggi'): messages to customers, answered as
 * WordPress answers `/wp/v2/posts`. Seeded from `content/news/<slug>.html`.
 */
export const contentPosts = pgTable(
  'content_posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    /** HTML; the app sanitises it before showing it. */
    contentHtml: text('content_html').notNull(),
    /** The first paragraph unless the front matter gives one. */
    excerptHtml: text('excerpt_html').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id),
    sticky: boolean('sticky').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_posts_published').on(table.publishedAt, table.id)],
);

/**
 * Sliders and their slides (`/wp/v2/new_slides`, `/wp/v2/slides_by_id`): each slide is shown from
 * `validFrom` to `validTo` (the shop's days, both included) to the delivery services listed, or to
 * all when the list is empty. Seeded from `content/slides/<slider>.json`.
 */
export const contentSliders = pgTable('content_sliders', {
  id: integer('id').primaryKey(),
  slug: varchar('slug', { length: 80 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
});

export const contentSlides = pgTable(
  'content_slides',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id')
      .notNull()
      .references(() => contentSliders.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 200 }).notNull(),
    menuOrder: integer('menu_order').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    imageUrl: varchar('image_url', { length: 600 }).notNull(),
    imageAlt: varchar('image_alt', { length: 300 }).notNull(),
    /** A shop path, a video (opened in the video dialog) or another site. */
    linkUrl: varchar('link_url', { length: 600 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** Empty: every delivery service. */
    deliveryServiceIds: integer('delivery_service_ids').array().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('content_slides_slider_slug').on(table.sliderId, table.slug)],
);

/**
 * UX-builder blocks (`/wp/v2/ux-blocks`): HTML blocks placed on pages, each in one or more terms
 * (`home`, `checkout`...). Seeded from `content/ux-blocks/<slug>.html`.
 */
export const contentUxBlocks = pgTable('content_ux_blocks', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  contentHtml: text('content_html').notNull(),
  terms: varchar('terms', { length: 80 }).array().notNull(),
  menuOrder: integer('menu_order').notNull().default(0),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
});
