/**
 * The catalogue tables: categories (the tree, plus pages such as `home` outside it), their page
 * blocks and banners, vendors, product classes (and their purchase limits), promotions and
 * products. Ids come from the deterministic seed, so a product keeps its id (and URL) from one
 * seeding to the next. Money is integer cents; quantities are numeric(12,3).
 */
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** A category's `category_info` and `template_model`: string keys and values (spec section 3). */
export type StringMap = Record<string, string>;

/** What a page block shows; resolved by `category-block/info`. */
export type BlockSource =
  | { readonly kind: 'promo'; readonly categoryId?: number; readonly limit: number }
  | { readonly kind: 'new'; readonly limit: number }
  | { readonly kind: 'category'; readonly categoryId: number; readonly limit: number }
  | { readonly kind: 'topCategories' }
  | { readonly kind: 'proposals' };

/** One option list of a product (cut, slicing...), answered as the product's `selectOptions`. */
export interface StoredSelectOption {
  readonly name: string;
  readonly parameterName: string;
  readonly mode: 'radio' | 'select';
  readonly options: readonly { readonly key: string; readonly value: string }[];
}

/** `tree` categories form the menu; `page` categories (home) only describe a page. */
export const CATEGORY_KINDS = ['tree', 'page'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    slug: varchar('slug', { length: 120 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 8 }).$type<CategoryKind>().notNull().default('tree'),
    info: jsonb('info').$type<StringMap>().notNull().default({}),
    templateModel: jsonb('template_model').$type<StringMap>(),
  },
  (table) => [
    index('categories_parent_id_idx').on(table.parentId),
    check('categories_kind', sql`${table.kind} in ('tree', 'page')`),
  ],
);

export const categoryBlocks = pgTable(
  'category_blocks',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slot: varchar('slot', { length: 40 }).notNull(),
    mode: varchar('mode', { length: 40 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    position: integer('position').notNull(),
    source: jsonb('source').$type<BlockSource>().notNull(),
  },
  (table) => [index('category_blocks_category_id_idx').on(table.categoryId)],
);

export const proposals = pgTable(
  'proposals',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    slot: varchar('slot', { length: 40 }).notNull(),
    position: integer('position').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description'),
    imageUrl: varchar('image_url', { length: 200 }),
    link: varchar('link', { length: 200 }).notNull(),
  },
  (table) => [index('proposals_category_id_idx').on(table.categoryId)],
);

export const vendors = pgTable('vendors', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull().unique(),
});

export const productClasses = pgTable('product_classes', {
  id: integer('id').primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  /** Offered as a filter (spec: filterProductClasses 1, 2, 3, 4, 6). */
  isFilter: boolean('is_filter').notNull(),
});

export const warehousePromos = pgTable('warehouse_promos', {
  id: integer('id').primaryKey(),
  cssClass: varchar('css_class', { length: 40 }).notNull(),
  header: varchar('header', { length: 60 }).notNull(),
  body: varchar('body', { length: 60 }).notNull(),
  footer: varchar('footer', { length: 120 }).notNull(),
  selectable: boolean('selectable').notNull(),
  selectableText: text('selectable_text'),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    name: varchar('name', { length: 160 }).notNull(),
    shortDescr: varchar('short_descr', { length: 120 }).notNull(),
    descr: text('descr').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    ean: varchar('ean', { length: 13 }).notNull().unique(),
    /** The selling price: per piece, or per kg for a Sfuso product. */
    priceCents: integer('price_cents').notNull(),
    /** The price before the promotion (equal to `priceCents` without a discount). */
    priceStandardCents: integer('price_standard_cents').notNull(),
    /** How much of `unit` one piece holds (1 for Sfuso and for products sold by the piece). */
    unitQuantity: numeric('unit_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: varchar('unit', { length: 2 }).$type<'kg' | 'l' | 'pz'>().notNull(),
    isNew: boolean('is_new').notNull(),
    highlight: boolean('highlight').notNull(),
    minAcq: integer('min_acq').notNull().default(1),
    /** productInfos of the spec (TIPOLOGIA, QTY_MULT, ...), all values strings. */
    infos: jsonb('infos').$type<StringMap>().notNull(),
    selectOptions: jsonb('select_options').$type<StoredSelectOption[]>(),
    promoId: integer('promo_id').references(() => warehousePromos.id),
    classIds: integer('class_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** A picture under /photo/ (an illustration name). */
    photo: varchar('photo', { length: 80 }).notNull(),
    /** The shop's default order ('rank' without words): higher first. */
    popularity: integer('popularity').notNull(),
    releasedOn: date('released_on').notNull(),
  },
  (table) => [
    index('products_category_id_idx').on(table.categoryId),
    index('products_vendor_id_idx').on(table.vendorId),
    check('products_unit', sql`${table.unit} in ('kg', 'l', 'pz')`),
    check(
      'products_prices',
      sql`${table.priceCents} > 0 and ${table.priceStandardCents} >= ${table.priceCents}`,
    ),
  ],
);

/**
 * One row whose `version` increases with every change to a catalogue table (triggers in the
 * migration), so each server process knows when its in-memory copy is stale.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The product-class group maximum (spec section 5): at most `max` `unit` a cart. */
export const purchaseLimitGroups = pgTable('purchase_limit_groups', {
  productClassId: integer('product_class_id').primaryKey(),
  maxQuantity: numeric('max_quantity', { precision: 12, scale: 3, mode: 'number' }).notNull(),
  unit: varchar('unit', { length: 4 }).notNull(),
});
