/**
 * The staff's content editor (issue 16): one draft per content item (a page, a FAQ entry, a menu
 * entry, a slide) that only editors see, and the published revisions, newest last. The published
 * version itself stays in the content tables the shop serves (`content.ts`); an item with a
 * revision was published from the app, and seeding from `content/` leaves it alone.
 */
import {
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { staffUsers } from './staff';

/** `page`, `faq`, `menu` or `slide` (src/domain/content-editor.ts). */
const kind = () => varchar('kind', { length: 10 }).notNull();

export const contentDrafts = pgTable(
  'content_drafts',
  {
    id: serial('id').primaryKey(),
    kind: kind(),
    /** The id in the kind's table (content_pages, content_faq, content_menu_items, content_slides). */
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    /** Sanitised when saved; empty for menus and slides. */
    html: text('html').notNull(),
    /** Menus and slides; empty for pages and FAQ. */
    link: varchar('link', { length: 600 }).notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: varchar('staff_name', { length: 200 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('content_drafts_item').on(table.kind, table.itemId)],
);

export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    kind: kind(),
    itemId: integer('item_id').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    html: text('html').notNull(),
    link: varchar('link', { length: 600 }).notNull(),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    staffName: varchar('staff_name', { length: 200 }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_revisions_item').on(table.kind, table.itemId, table.publishedAt)],
);
