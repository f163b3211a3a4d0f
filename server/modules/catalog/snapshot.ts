/**
 * The catalogue as one immutable in-memory value built from the database rows: the category tree
 * with product counts, the products ready to serialise, numeric columns for fast filtering and
 * sorting, the search index, and a cache of list results that lives and dies with the snapshot.
 */
import { isHappyHourCategory } from '../../../src/domain/happy-hour';
import type { JsonBytes, JsonText, Schemas } from '../../http/contract';
import { jsonText } from '../../http/envelope';
import { LruCache } from './lru-cache';
import { toApiProduct, type ApiProduct } from './product-view';
import type {
  BlockRecord,
  CatalogRows,
  CategoryRecord,
  ProductClassRecord,
  ProposalRecord,
  VendorRecord,
} from './repository';
import { SearchIndex, type SearchHits } from './search/search-index';

export interface CategoryNode {
  readonly record: CategoryRecord;
  readonly children: CategoryNode[];
  /** Its own id and every ancestor's. */
  readonly lineage: ReadonlySet<number>;
  /** Indexes of the products of the subtree. */
  products: number[];
  /** Campaign categories (the happy hour) stay out of the Home page's blocks. */
  readonly isCustom: boolean;
  /** The happy-hour category or one below it: shown only to whom its rule allows. */
  readonly restricted: boolean;
  /** How many of `products` are restricted (in the happy-hour subtree). */
  restrictedProducts: number;
}

export const PRODUCT_SORTS = ['rank', 'pri_asc', 'pri_des', 'alf_asc', 'alf_des', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Per product index: the numbers filtering and sorting read. */
export interface ProductColumns {
  readonly priceCents: Int32Array;
  /** The price before the promotion (what a cart line that declines it pays). */
  readonly priceStandardCents: Int32Array;
  readonly vendorId: Int32Array;
  readonly categoryId: Int32Array;
  readonly classMask: Int32Array;
  readonly isPromo: Uint8Array;
  readonly isNew: Uint8Array;
  /** Position in the shop's default order ('rank' without words). */
  readonly defaultRank: Int32Array;
  /** 1 for a product of the happy-hour category (its leaf is in that subtree). */
  readonly restricted: Uint8Array;
}

export interface CatalogSnapshot {
  readonly version: number;
  readonly categoriesById: ReadonlyMap<number, CategoryNode>;
  readonly categoriesBySlug: ReadonlyMap<string, CategoryNode>;
  /** The menu's top categories in order. */
  readonly topCategories: readonly CategoryNode[];
  /** The happy-hour category, when the catalogue has one (see happy-hour.ts). */
  readonly happyHour: CategoryNode | null;
  readonly products: readonly ApiProduct[];
  readonly productIndexBySlug: ReadonlyMap<string, number>;
  /** Cart lines name their product by id. */
  readonly productIndexById: ReadonlyMap<number, number>;
  readonly columns: ProductColumns;
  /** Every product index in each sort order (for 'rank', the default order). */
  readonly orders: Readonly<Record<ProductSort, Int32Array>>;
  /** Each product's position in each order: the inverse of `orders`. */
  readonly positions: Readonly<Record<ProductSort, Int32Array>>;
  readonly search: SearchIndex;
  readonly vendorsById: ReadonlyMap<number, VendorRecord>;
  /** The largest category and vendor ids, to size facet counters. */
  readonly maxIds: { readonly category: number; readonly vendor: number };
  readonly filterClasses: readonly ProductClassRecord[];
  readonly blocksById: ReadonlyMap<number, BlockRecord>;
  readonly blocksByCategory: ReadonlyMap<number, readonly BlockRecord[]>;
  readonly proposalsByCategory: ReadonlyMap<number, readonly ProposalRecord[]>;
  /** Results kept with the snapshot: search hits by words, filtered lists, sorted lists. */
  readonly caches: {
    readonly search: LruCache<string, SearchHits>;
    readonly filtered: LruCache<string, CachedFilter>;
    readonly sorted: LruCache<string, Int32Array>;
    /** Pages of lists as the bytes of their `data`, ready to send. */
    readonly pages: LruCache<string, JsonBytes<Schemas['ProductListData']>>;
  };
  /** A product's JSON text, made on first use and kept with the snapshot. */
  productJson(index: number): JsonText<ApiProduct> | undefined;
}

/** A filtered list with its facets as JSON text, as the cache keeps it. */
/** The products of a list, unordered, with the facets of the whole result. */
export interface FilteredList {
  readonly members: Int32Array;
  readonly facets: Schemas['Facet'][];
}

export interface CachedFilter extends FilteredList {
  readonly facetsJson: JsonText<FilteredList['facets']>;
}

/** Per cache; the largest entries (whole-catalogue lists) are 200 KB at 50,000 products. */
const CACHE_ENTRIES = 1000;
const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const list = groups.get(key(item)) ?? [];
    list.push(item);
    groups.set(key(item), list);
  }
  return groups;
}

function buildTree(records: readonly CategoryRecord[]) {
  const byId = new Map<number, CategoryNode>();
  const roots: CategoryNode[] = [];
  const happyHourId = records.find(
    (record) => record.kind === 'tree' && isHappyHourCategory(record.slug),
  )?.id;
  const childrenOf = groupBy(
    records.filter((record) => record.parentId !== null),
    (record) => record.parentId ?? 0,
  );
  const visit = (record: CategoryRecord, parentLineage: ReadonlySet<number>): CategoryNode => {
    const lineage = new Set([...parentLineage, record.id]);
    const node: CategoryNode = {
      record,
      children: [],
      lineage,
      products: [],
      isCustom: record.info.CUSTOM === 'true',
      restricted: happyHourId !== undefined && lineage.has(happyHourId),
      restrictedProducts: 0,
    };
    byId.set(record.id, node);
    for (const child of childrenOf.get(record.id) ?? [])
      node.children.push(visit(child, node.lineage));
    return node;
  };
  for (const record of records) {
    if (record.parentId !== null) continue;
    const node = visit(record, new Set());
    if (record.kind === 'tree') roots.push(node);
  }
  const happyHour = happyHourId === undefined ? null : (byId.get(happyHourId) ?? null);
  return { byId, roots, happyHour };
}

function sortedIndexes(count: number, compare: (a: number, b: number) => number): Int32Array {
  const indexes = Array.from({ length: count }, (_, index) => index);
  indexes.sort(compare);
  return Int32Array.from(indexes);
}

/** Position of each product in an order. */
function inverse(order: Int32Array): Int32Array {
  const position = new Int32Array(order.length);
  order.forEach((index, at) => {
    position[index] = at;
  });
  return position;
}

export function buildSnapshot(rows: CatalogRows): CatalogSnapshot {
  const { byId, roots, happyHour } = buildTree(rows.categories);
  const vendorsById = new Map(rows.vendors.map((vendor) => [vendor.id, vendor]));
  const classesById = new Map(
    rows.productClasses.map((productClass) => [productClass.id, productClass]),
  );
  const promosById = new Map(rows.promos.map((promo) => [promo.id, promo]));

  const count = rows.products.length;
  const columns: ProductColumns = {
    priceCents: new Int32Array(count),
    priceStandardCents: new Int32Array(count),
    vendorId: new Int32Array(count),
    categoryId: new Int32Array(count),
    classMask: new Int32Array(count),
    isPromo: new Uint8Array(count),
    isNew: new Uint8Array(count),
    defaultRank: new Int32Array(count),
    restricted: new Uint8Array(count),
  };
  const products: ApiProduct[] = [];
  const productIndexBySlug = new Map<string, number>();
  const productIndexById = new Map<number, number>();
  const documents = rows.products.map((row, index) => {
    const vendor = vendorsById.get(row.vendorId) ?? { id: row.vendorId, name: '' };
    const promo = row.promoId === null ? undefined : promosById.get(row.promoId);
    const classes = row.classIds.flatMap((id) => classesById.get(id) ?? []);
    products.push(toApiProduct(row, { vendor, promo, classes }));
    productIndexBySlug.set(row.slug, index);
    productIndexById.set(row.id, index);
    columns.priceCents[index] = row.priceCents;
    columns.priceStandardCents[index] = row.priceStandardCents;
    columns.vendorId[index] = row.vendorId;
    columns.categoryId[index] = row.categoryId;
    columns.classMask[index] = row.classIds.reduce((mask, id) => mask | (1 << id), 0);
    columns.isPromo[index] = promo === undefined ? 0 : 1;
    columns.isNew[index] = row.isNew ? 1 : 0;
    const leaf = byId.get(row.categoryId);
    const restricted = leaf?.restricted ?? false;
    columns.restricted[index] = restricted ? 1 : 0;
    for (const categoryId of leaf?.lineage ?? []) {
      const node = byId.get(categoryId);
      node?.products.push(index);
      if (node !== undefined && restricted) node.restrictedProducts += 1;
    }
    return {
      name: row.name,
      brand: vendor.name,
      categories: [...(leaf?.lineage ?? [])].map((id) => byId.get(id)?.record.name ?? '').join(' '),
      description: row.descr,
    };
  });

  const rowAt = (index: number) => rows.products[index];
  const defaultOrder = sortedIndexes(count, (a, b) => {
    const left = rowAt(a);
    const right = rowAt(b);
    if (left === undefined || right === undefined) return 0;
    return (
      Number(right.highlight) - Number(left.highlight) ||
      right.popularity - left.popularity ||
      left.id - right.id
    );
  });
  defaultOrder.forEach((index, position) => {
    columns.defaultRank[index] = position;
  });
  const byDefault = (a: number, b: number) =>
    (columns.defaultRank[a] ?? 0) - (columns.defaultRank[b] ?? 0);
  const price = (index: number) => columns.priceCents[index] ?? 0;
  const name = (index: number) => rowAt(index)?.name ?? '';
  const released = (index: number) => rowAt(index)?.releasedOn ?? '';
  const orders: Record<ProductSort, Int32Array> = {
    rank: defaultOrder,
    pri_asc: sortedIndexes(count, (a, b) => price(a) - price(b) || byDefault(a, b)),
    pri_des: sortedIndexes(count, (a, b) => price(b) - price(a) || byDefault(a, b)),
    alf_asc: sortedIndexes(count, (a, b) => collator.compare(name(a), name(b)) || byDefault(a, b)),
    alf_des: sortedIndexes(count, (a, b) => collator.compare(name(b), name(a)) || byDefault(a, b)),
    new: sortedIndexes(
      count,
      (a, b) =>
        (columns.isNew[b] ?? 0) - (columns.isNew[a] ?? 0) ||
        released(b).localeCompare(released(a)) ||
        byDefault(a, b),
    ),
  };
  const positions: Record<ProductSort, Int32Array> = {
    rank: inverse(orders.rank),
    pri_asc: inverse(orders.pri_asc),
    pri_des: inverse(orders.pri_des),
    alf_asc: inverse(orders.alf_asc),
    alf_des: inverse(orders.alf_des),
    new: inverse(orders.new),
  };
  // Subtree lists in the default order, so blocks can take the first few.
  for (const node of byId.values()) node.products.sort(byDefault);

  const productJsons: (JsonText<ApiProduct> | undefined)[] = new Array(count);
  return {
    version: rows.version,
    categoriesById: byId,
    categoriesBySlug: new Map([...byId.values()].map((node) => [node.record.slug, node])),
    topCategories: roots,
    happyHour,
    products,
    productIndexBySlug,
    productIndexById,
    columns,
    orders,
    positions,
    search: new SearchIndex(documents),
    vendorsById,
    maxIds: {
      category: Math.max(0, ...byId.keys()),
      vendor: Math.max(0, ...vendorsById.keys()),
    },
    filterClasses: rows.productClasses.filter((productClass) => productClass.isFilter),
    blocksById: new Map(rows.blocks.map((block) => [block.id, block])),
    blocksByCategory: groupBy(rows.blocks, (block) => block.categoryId),
    proposalsByCategory: groupBy(rows.proposals, (proposal) => proposal.categoryId),
    caches: {
      search: new LruCache(CACHE_ENTRIES),
      filtered: new LruCache(CACHE_ENTRIES),
      sorted: new LruCache(CACHE_ENTRIES),
      pages: new LruCache(CACHE_ENTRIES),
    },
    productJson(index) {
      const known = productJsons[index];
      if (known !== undefined) return known;
      const product = products[index];
      if (product === undefined) return undefined;
      const json = jsonText(product);
      productJsons[index] = json;
      return json;
    },
  };
}
