/**
 * Product-list filters in the URL (shopping-flow.md §3 "Product-list filters", §4): any change
 * except page and sort goes back to page 1; changing category or entering the catalogue resets
 * them all. Bad values in a hand-written URL fall back to the defaults.
 */
import * as v from 'valibot';

export const PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE = 1000;
export const MAX_QUERY_LENGTH = 200;

export const PRODUCT_SORTS = ['rank', 'pri_asc', 'pri_des', 'alf_asc', 'alf_des', 'new'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const flag = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.boolean(), v.picklist(['true', 'false'])]),
      v.transform((value) => value === true || value === 'true'),
    ),
  ),
  undefined,
);

export const productFiltersSchema = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PRODUCT_PAGE))),
    undefined,
  ),
  sort: v.fallback(v.optional(v.picklist(PRODUCT_SORTS)), undefined),
  /** Selected facet values, `vendor:12,15|productClass:3`. */
  facets: v.fallback(
    v.optional(
      v.pipe(v.string(), v.maxLength(500), v.regex(/^[A-Za-z]+:[0-9,]+(\|[A-Za-z]+:[0-9,]+)*$/)),
    ),
    undefined,
  ),
  promo: flag,
  onlyNew: flag,
});

export type ProductFilters = v.InferOutput<typeof productFiltersSchema>;

/** The search route's params: the words as `query` (shopping-flow.md §2) plus the filters. */
export const searchFiltersSchema = v.object({
  ...productFiltersSchema.entries,
  parent_category_id: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    undefined,
  ),
  query: v.fallback(
    v.optional(
      v.pipe(
        // Words that look like a number arrive as one from a plain form's `?query=123`.
        v.union([v.string(), v.pipe(v.number(), v.transform(String))]),
        v.trim(),
        v.maxLength(MAX_QUERY_LENGTH),
      ),
    ),
    undefined,
  ),
});

export type SearchFilters = v.InferOutput<typeof searchFiltersSchema>;

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
