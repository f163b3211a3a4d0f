/**
 * Product-list filters in the URL (shopping-flow.md §3 "Product-list filters", §4): any change
 * except page and sort goes back to page 1; changing category or entering the catalogue resets
 * them all. Bad values in a hand-written URL fall back to the defaults.
 */
export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE = 1000;
export const MAX_QUERY_LENGTH = 200;
const MAX_FACETS_LENGTH = 500;

export const PRODUCT_SORTS = ['rank', 'pri_asc', 'pri_des', 'alf_asc', 'alf_des', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export interface ProductFilters {
  readonly page?: number | undefined;
  readonly sort?: ProductSort | undefined;
  /** Selected facet values, `vendor:12,15|productClass:3`. */
  readonly facets?: string | undefined;
  readonly promo?: boolean | undefined;
  readonly onlyNew?: boolean | undefined;
}

/** The search route's params: the words as `query` (shopping-flow.md §2) plus the filters. */
export interface SearchFilters extends ProductFilters {
  readonly parent_category_id?: number | undefined;
  readonly query?: string | undefined;
}

const FACETS_FORM = /^[A-Za-z]+:[0-9,]+(\|[A-Za-z]+:[0-9,]+)*$/;

// Plain checks rather than valibot: these run in the route tree, on the first page of every
// shopper, where a validation library would weigh more than the rules.
const wholeNumber = (value: unknown, max = Number.MAX_SAFE_INTEGER) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max
    ? value
    : undefined;

const flag = (value: unknown) =>
  value === true || value === 'true'
    ? true
    : value === false || value === 'false'
      ? false
      : undefined;

/** A product list's filters from its URL; each bad value falls back to the default. */
export function parseProductFilters(search: Record<string, unknown>): ProductFilters {
  const { page, sort, facets, promo, onlyNew } = search;
  return {
    page: wholeNumber(page, MAX_PRODUCT_PAGE),
    sort: PRODUCT_SORTS.find((known) => known === sort),
    facets:
      typeof facets === 'string' && facets.length <= MAX_FACETS_LENGTH && FACETS_FORM.test(facets)
        ? facets
        : undefined,
    promo: flag(promo),
    onlyNew: flag(onlyNew),
  };
}

/** The search page's params from its URL: the filters, the category and the words, trimmed. */
export function parseSearchFilters(search: Record<string, unknown>): SearchFilters {
  const { query, parent_category_id: parentCategoryId } = search;
  // Words that look like a number arrive as one from a plain form's `?query=123`.
  const words =
    typeof query === 'string'
      ? query.trim()
      : typeof query === 'number'
        ? String(query)
        : undefined;
  return {
    ...parseProductFilters(search),
    parent_category_id: wholeNumber(parentCategoryId),
    query: words !== undefined && words.length <= MAX_QUERY_LENGTH ? words : undefined,
  };
}

/** Filters after a change: unless only page or sort changed, the list starts again at page 1. */
export function changeFilters<F extends ProductFilters>(current: F, change: Partial<F>): F {
  const keepsPage = Object.keys(change).every((key) => key === 'page' || key === 'sort');
  const next = { ...current, ...change };
  return keepsPage ? next : { ...next, page: undefined };
}

/** The selected values of each facet, from the URL form. */
export function parseFacets(facets: string | undefined): Map<string, Set<number>> {
  const selected = new Map<string, Set<number>>();
  for (const part of facets?.split('|') ?? []) {
    const [name, values] = part.split(':');
    if (!name || !values) continue;
    selected.set(name, new Set(values.split(',').filter(Boolean).map(Number)));
  }
  return selected;
}

/** The URL form of the selected facet values; undefined when none is selected. */
export function formatFacets(
  selected: ReadonlyMap<string, ReadonlySet<number>>,
): string | undefined {
  const parts = [...selected]
    .filter(([, values]) => values.size > 0)
    .map(([name, values]) => `${name}:${[...values].sort((a, b) => a - b).join(',')}`);
  return parts.length > 0 ? parts.join('|') : undefined;
}

/** Selects or deselects one facet value. */
export function toggleFacet(
  facets: string | undefined,
  name: string,
  value: number,
): string | undefined {
  const selected = parseFacets(facets);
  const values = new Set(selected.get(name) ?? []);
  if (values.has(value)) values.delete(value);
  else values.add(value);
  selected.set(name, values);
  return formatFacets(selected);
}
