/**
 * A product list: the candidates (a category subtree, a search, or everything), the promo and new
 * filters, the selected facet values, the facet counts over the WHOLE result and the order.
 * Facet counts follow standard faceted search: a value's count applies every other group's
 * selection but not its own group's, so it says what choosing it (OR within the group) gives.
 */
import type { Schemas } from '../../http/contract';
import type { SearchHits } from './search/search-index';
import type { CatalogSnapshot, FilteredList, ProductSort } from './snapshot';

export type FacetGroup = 'category' | 'vendor' | 'productClass';
export const FACET_GROUPS: readonly FacetGroup[] = ['category', 'vendor', 'productClass'];

/** What selects the products of a list (the order is chosen separately). */
export interface FilterRequest {
  readonly categoryId: number | undefined;
  /** The words, trimmed; undefined lists without searching. */
  readonly q: string | undefined;
  readonly facets: ReadonlyMap<FacetGroup, ReadonlySet<number>>;
  readonly promo: boolean;
  readonly onlyNew: boolean;
  /** Leave out the happy-hour category's products and facet value (see happy-hour.ts). */
  readonly hideRestricted: boolean;
}

const FACET_NAMES: Readonly<Record<FacetGroup, string>> = {
  category: 'Categoria',
  vendor: 'Marca',
  productClass: 'Caratteristiche',
};

/** The key of a filter request in the snapshot's caches (the order is not part of it). */
export function filterCacheKey(request: FilterRequest): string {
  const facets = FACET_GROUPS.map((group) =>
    [...(request.facets.get(group) ?? [])].sort((a, b) => a - b).join(','),
  );
  return JSON.stringify([
    request.categoryId ?? 0,
    request.q ?? '',
    facets,
    request.promo,
    request.onlyNew,
    // Only when it changes the list, so lists without the happy hour share one cache entry.
    ...(request.hideRestricted ? ['hideRestricted'] : []),
  ]);
}

/** The products to consider: the search hits (in the category) or the category's products. */
function candidatesOf(
  snapshot: CatalogSnapshot,
  request: FilterRequest,
  hits: SearchHits | null,
): ArrayLike<number> | null {
  const category =
    request.categoryId === undefined ? undefined : snapshot.categoriesById.get(request.categoryId);
  if (hits === null) return category?.products ?? null;
  if (category === undefined) return hits.documents;
  return hits.documents.filter((index) => inSubtree(snapshot, index, category.record.id));
}

function inSubtree(snapshot: CatalogSnapshot, index: number, categoryId: number): boolean {
  const leaf = snapshot.categoriesById.get(snapshot.columns.categoryId[index] ?? 0);
  return leaf?.lineage.has(categoryId) ?? false;
}

/** Counts per facet value in typed arrays indexed by id (ids are small), not maps. */
class FacetTally {
  readonly counts: Record<FacetGroup, Int32Array>;

  constructor(sizes: Record<FacetGroup, number>) {
    this.counts = {
      category: new Int32Array(sizes.category),
      vendor: new Int32Array(sizes.vendor),
      productClass: new Int32Array(sizes.productClass),
    };
  }

  add(group: FacetGroup, value: number): void {
    const counts = this.counts[group];
    if (value >= 0 && value < counts.length) counts[value] = (counts[value] ?? 0) + 1;
  }

  /** The ids counted at least once, with their counts. */
  entries(group: FacetGroup): Map<number, number> {
    const entries = new Map<number, number>();
    this.counts[group].forEach((count, id) => {
      if (count > 0) entries.set(id, count);
    });
    return entries;
  }
}

/** Applies the filters and the facet selection, counting the facets over the whole result. */
export function filterProducts(
  snapshot: CatalogSnapshot,
  request: FilterRequest,
  hits: SearchHits | null,
): FilteredList {
  const { columns } = snapshot;
  const candidates = candidatesOf(snapshot, request, hits);
  const selected = (group: FacetGroup) => request.facets.get(group);
  const vendors = selected('vendor');
  const categories = selected('category');
  const categoryIds = [...(categories ?? [])];
  const classes = selected('productClass');
  const classMask = [...(classes ?? [])].reduce(
    (mask, id) => (id > 0 && id < 31 ? mask | (1 << id) : mask),
    0,
  );
  const filterClassIds = snapshot.filterClasses.map((productClass) => productClass.id);

  const tally = new FacetTally({
    category: snapshot.maxIds.category + 1,
    vendor: snapshot.maxIds.vendor + 1,
    productClass: 32,
  });
  const members: number[] = [];
  const visit = (index: number) => {
    if (request.hideRestricted && columns.restricted[index] === 1) return;
    if (request.promo && columns.isPromo[index] !== 1) return;
    if (request.onlyNew && columns.isNew[index] !== 1) return;
    const vendorId = columns.vendorId[index] ?? 0;
    const leafId = columns.categoryId[index] ?? 0;
    const mask = columns.classMask[index] ?? 0;
    const passVendor = vendors === undefined || vendors.has(vendorId);
    const passCategory =
      categories === undefined || categoryIds.some((id) => inSubtree(snapshot, index, id));
    const passClass = classes === undefined || (mask & classMask) !== 0;
    const failures = Number(!passVendor) + Number(!passCategory) + Number(!passClass);
    if (failures > 1) return;
    if (passVendor && passClass) tally.add('category', leafId);
    if (passCategory && passClass) tally.add('vendor', vendorId);
    if (passVendor && passCategory) {
      for (const id of filterClassIds) if ((mask & (1 << id)) !== 0) tally.add('productClass', id);
    }
    if (failures === 0) members.push(index);
  };
  if (candidates === null)
    for (let index = 0; index < snapshot.products.length; index += 1) visit(index);
  else for (let i = 0; i < candidates.length; i += 1) visit(candidates[i] ?? 0);

  return { members: Int32Array.from(members), facets: facetsOf(snapshot, request, tally) };
}

/** Ranks fit 20 bits, so a score and a rank pack into one float64 that sorts natively. */
const RANK_BITS = 2 ** 20;
const MAX_SCORE = 1_000_000;

/** The products of a list in the order asked for; 'rank' with words puts the best matches first. */
export function sortProducts(
  snapshot: CatalogSnapshot,
  members: Int32Array,
  sort: ProductSort,
  hits: SearchHits | null,
): Int32Array {
  const result = new Int32Array(members.length);
  if (hits !== null && sort === 'rank' && snapshot.products.length < RANK_BITS) {
    // Higher score first, then the shop's default order: one numeric key per product.
    const { defaultRank } = snapshot.columns;
    const isMember = new Uint8Array(snapshot.products.length);
    for (const index of members) isMember[index] = 1;
    const keys = new Float64Array(members.length);
    let next = 0;
    hits.documents.forEach((index, position) => {
      if (isMember[index] !== 1) return;
      const score = Math.round((hits.scores[position] ?? 0) * 100);
      keys[next++] = (MAX_SCORE - score) * RANK_BITS + (defaultRank[index] ?? 0);
    });
    keys.sort();
    const byRank = snapshot.orders.rank;
    keys.forEach((key, position) => {
      result[position] = byRank[key % RANK_BITS] ?? 0;
    });
    return result;
  }
  // Positions in the precomputed order sort natively; mapped back they give the products.
  const position = snapshot.positions[sort];
  const order = snapshot.orders[sort];
  const keys = members.map((index) => position[index] ?? 0).sort();
  keys.forEach((key, at) => {
    result[at] = order[key] ?? 0;
  });
  return result;
}

function facetsOf(
  snapshot: CatalogSnapshot,
  request: FilterRequest,
  tally: FacetTally,
): Schemas['Facet'][] {
  const nameOf: Record<FacetGroup, (id: number) => string | undefined> = {
    category: (id) => {
      const node = snapshot.categoriesById.get(id);
      return request.hideRestricted && node?.restricted ? undefined : node?.record.name;
    },
    vendor: (id) => snapshot.vendorsById.get(id)?.name,
    productClass: (id) =>
      snapshot.filterClasses.find((productClass) => productClass.id === id)?.name,
  };
  return FACET_GROUPS.flatMap((group) => {
    const selected = request.facets.get(group) ?? new Set<number>();
    const counts = tally.entries(group);
    // A selected value stays listed (with 0) so it can be deselected.
    for (const id of selected)
      if (!counts.has(id) && nameOf[group](id) !== undefined) counts.set(id, 0);
    const values = [...counts].flatMap(([id, filteredCount]) => {
      const name = nameOf[group](id);
      return name === undefined ? [] : [{ id, name, filteredCount, selected: selected.has(id) }];
    });
    values.sort((a, b) =>
      group === 'productClass'
        ? a.id - b.id
        : b.filteredCount - a.filteredCount || a.name.localeCompare(b.name, 'it'),
    );
    return values.length === 0 ? [] : [{ name: FACET_NAMES[group], parameterName: group, values }];
  });
}
