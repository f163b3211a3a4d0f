/**
 * The product list reply (`ProductListData`) as JSON text built from parts kept as text: each
 * product is serialised once per catalogue version, the facets once per cached list.
 */
import type { JsonText, Schemas } from '../../http/contract';

type ProductListData = Schemas['ProductListData'];

/** `preferredKind` is given only for the shopper's preferred list (`preferred=true`). */
export function productListJson(
  productJsons: readonly JsonText<Schemas['Product']>[],
  facetsJson: JsonText<Schemas['Facet'][]>,
  page: Schemas['PageInfo'],
  preferredKind?: ProductListData['preferredKind'],
): JsonText<ProductListData> {
  const kind = preferredKind === undefined ? '' : `,"preferredKind":"${preferredKind}"`;
  return `{"products":[${productJsons.join(',')}],"facets":${facetsJson},"page":${JSON.stringify(page)}${kind}}` as JsonText<ProductListData>;
}
