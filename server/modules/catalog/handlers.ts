/**
 * The catalogue calls (shopping-flow.md section 7 "Category" and the product list): the category
 * tree and pages, page blocks, and product listings, search and one product by slug. All public;
 * a dead session credential is simply treated as a visitor, except for `preferred`.
 */
import { parseFacets } from '../../../src/domain/product-filters';
import type { FastifyRequest } from 'fastify';
import type { OperationHandler, QueryOf, Schemas } from '../../http/contract';
import { ApiError, jsonBytes, jsonText, ok, okJsonBytes } from '../../http/envelope';
import { envelopeUser, requireLiveSession } from '../../plugins/session';
import { resolveBlock } from './block-view';
import { categoryPage, categoryTree, matchesPerCategory, type TreeOptions } from './category-view';
import { hidesHappyHour, isHiddenCategory, isRestrictedBlock, seesHappyHour } from './happy-hour';
import { productListJson } from './list-json';
import { catalogMessages } from './messages';
import { filteredPreferred, preferredList } from './preferred-list';
import { cached, productListOf, type SortedList } from './product-list';
import { FACET_GROUPS, type FacetGroup, type FilterRequest } from './product-query';
import type { CatalogSnapshot } from './snapshot';

const DEFAULT_PAGE_SIZE = 24;

const categoryGet: OperationHandler<'categoryGet'> = async (request) => {
  const query = request.query;
  const snapshot = query.skip_cache
    ? await request.server.catalog.fresh()
    : await request.server.catalog.snapshot();
  const q = query.q?.trim() || undefined;
  const whole = query.slug === undefined && query.categoryId === undefined;
  const node = whole
    ? undefined
    : query.slug !== undefined
      ? snapshot.categoriesBySlug.get(query.slug)
      : snapshot.categoriesById.get(query.categoryId ?? 0);
  if (!whole && (node === undefined || (await isHiddenCategory(request, snapshot, node)))) {
    throw new ApiError(404, [catalogMessages.categoryNotFound]);
  }
  const hideRestricted = await hidesHappyHour(request, snapshot, [node]);
  const options: TreeOptions = {
    depth: query.depth ?? 3,
    filtered: query.filtered ?? false,
    matches: q === undefined ? null : matchesPerCategory(snapshot, q, hideRestricted),
    hideRestricted,
  };
  const user = envelopeUser(request);
  if (node === undefined) return ok({ categories: categoryTree(snapshot, options) }, user);
  return ok({ category: categoryPage(snapshot, node, options) }, user);
};

/** Resolved blocks per catalogue version: a block's content changes only with the catalogue. */
const resolvedBlocks = new WeakMap<CatalogSnapshot, Map<number, Schemas['CategoryBlockData']>>();

const categoryBlockGet: OperationHandler<'categoryBlockGet'> = async (request) => {
  const snapshot = await request.server.catalog.snapshot();
  const id = request.query.categoryBlockId;
  const block = snapshot.blocksById.get(id);
  const hidden =
    block !== undefined &&
    isRestrictedBlock(snapshot, block) &&
    !(await seesHappyHour(request, snapshot));
  if (block === undefined || hidden) throw new ApiError(404, [catalogMessages.blockNotFound]);
  const resolved = resolvedBlocks.get(snapshot) ?? new Map<number, Schemas['CategoryBlockData']>();
  resolvedBlocks.set(snapshot, resolved);
  const data = resolved.get(id) ?? resolveBlock(snapshot, block);
  resolved.set(id, data);
  return ok(data, envelopeUser(request));
};

const isFacetGroup = (name: string): name is FacetGroup =>
  FACET_GROUPS.some((group) => group === name);

/** The facets parameter as groups of ids; an unknown group is refused. */
function facetSelection(facets: string | undefined): Map<FacetGroup, Set<number>> {
  const selection = new Map<FacetGroup, Set<number>>();
  for (const [name, values] of parseFacets(facets)) {
    if (!isFacetGroup(name)) throw new ApiError(400, [catalogMessages.unknownFacet]);
    const ids = [...values].filter((value) => Number.isSafeInteger(value) && value > 0);
    if (ids.length > 0) selection.set(name, new Set(ids));
  }
  return selection;
}

/**
 * The list a request asks for. Its category, when the request may not see it, is answered as
 * unknown; the happy-hour products and facet value are left out unless the request may see them.
 */
async function filterRequestOf(
  request: FastifyRequest<{ Querystring: QueryOf<'productList'> }>,
  snapshot: CatalogSnapshot,
): Promise<FilterRequest> {
  const query = request.query;
  const q = query.q?.trim() || undefined;
  const searchEverywhere = q !== undefined && query.TP === true;
  const categoryId = searchEverywhere ? undefined : (query.parent_category_id ?? query.categoryId);
  const category = categoryId === undefined ? undefined : snapshot.categoriesById.get(categoryId);
  if (
    categoryId !== undefined &&
    (category === undefined || (await isHiddenCategory(request, snapshot, category)))
  ) {
    throw new ApiError(404, [catalogMessages.categoryNotFound]);
  }
  const facets = facetSelection(query.facets);
  const facetCategories = [...(facets.get('category') ?? [])].map((id) =>
    snapshot.categoriesById.get(id),
  );
  return {
    categoryId,
    q,
    facets,
    promo: query.promo ?? false,
    onlyNew: query.onlyNew ?? false,
    hideRestricted: await hidesHappyHour(request, snapshot, [
      category,
      ...facetCategories.filter((node) => node !== undefined),
    ]),
  };
}

/** One page of a list (a page past the last is empty, with the real totals). */
function onePage(
  snapshot: CatalogSnapshot,
  list: SortedList,
  page: number,
  pageSize: number,
  preferredKind?: Schemas['ProductListData']['preferredKind'],
) {
  const totItems = list.indexes.length;
  const start = Math.min((page - 1) * pageSize, totItems);
  const indexes = list.indexes.subarray(start, Math.min(start + pageSize, totItems));
  const products = [...indexes].flatMap((index) => snapshot.productJson(index) ?? []);
  const pageInfo = {
    selPage: page,
    totPages: Math.ceil(totItems / pageSize),
    totItems,
    itemsPerPage: pageSize,
  };
  return productListJson(products, list.facetsJson, pageInfo, preferredKind);
}

const EMPTY_LIST: SortedList = {
  key: 'empty',
  indexes: new Int32Array(0),
  facetsJson: jsonText([]),
};

const productList: OperationHandler<'productList'> = async (request, reply) => {
  const query = request.query;
  const snapshot = await request.server.catalog.snapshot();
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const page = query.page ?? 1;

  if (query.slug !== undefined) {
    const index = snapshot.productIndexBySlug.get(query.slug);
    const hidden =
      index !== undefined &&
      snapshot.columns.restricted[index] === 1 &&
      !(await seesHappyHour(request, snapshot));
    const product = index === undefined || hidden ? undefined : snapshot.productJson(index);
    if (product === undefined) throw new ApiError(404, [catalogMessages.productNotFound]);
    const page = { selPage: 1, totPages: 1, totItems: 1, itemsPerPage: 1 };
    // One product is small: made per request, so it does not push list pages out of the cache.
    const body = jsonBytes(productListJson([product], EMPTY_LIST.facetsJson, page));
    return okJsonBytes(reply, body, envelopeUser(request));
  }

  if (query.preferred === true) {
    // Per shopper, so made for each request and never put in the catalogue's cache.
    const user = requireLiveSession(request);
    const preferred = await preferredList(request.server.database.db, snapshot, user.id);
    const list = filteredPreferred(
      snapshot,
      preferred,
      await filterRequestOf(request, snapshot),
      query.sort ?? 'rank',
    );
    return okJsonBytes(
      reply,
      jsonBytes(onePage(snapshot, list, page, pageSize, preferred.kind)),
      envelopeUser(request),
    );
  }

  const filterRequest = await filterRequestOf(request, snapshot);
  const list = productListOf(snapshot, filterRequest, query.sort ?? 'rank');
  const body = cached(snapshot.caches.pages, `${list.key}|${page}|${pageSize}`, () =>
    jsonBytes(onePage(snapshot, list, page, pageSize)),
  );
  return okJsonBytes(reply, body, envelopeUser(request));
};

export const catalogHandlers = { categoryGet, categoryBlockGet, productList };
