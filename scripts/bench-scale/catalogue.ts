/**
 * What the catalogue measures ask for, read from the running shop: product pages by slug and
 * category listing pages of 24 (the first ten pages of each top category, like bench:api), and a
 * plain product for the shoppers' carts.
 */
import type { components } from '../../src/api/ebsn';
import { getJson } from '../bench-server';

type Product = components['schemas']['Product'];

interface ListReply {
  readonly data: { products: Product[]; page: { totPages: number } };
}
interface TreeReply {
  readonly data: { categories: { categoryId: number; productCount: number }[] };
}

export interface CataloguePaths {
  readonly productBySlug: readonly string[];
  readonly listingPages: readonly string[];
  /** A product sold by the piece that asks nothing of the slot or the quantity. */
  readonly plainProduct: Product;
}

/** Sold by the piece, one at a time, without options, promotion, limit or slot rule. */
function isPlain(product: Product): boolean {
  const infos = product.productInfos;
  return (
    infos.TIPOLOGIA === 'Pezzo' &&
    infos.USER_DISABLED !== '1' &&
    infos.MAXACQ === undefined &&
    infos.LEAD_TIME === undefined &&
    infos.DAY_LOCK === undefined &&
    infos.PRODUCT_LOCK_CUTOFF === undefined &&
    (infos.QTY_MULT ?? '1') === '1' &&
    product.minAcq <= 1 &&
    product.selectOptions === undefined &&
    product.warehousePromo === undefined &&
    // Not an alcoholic drink (the purchase-limit group).
    !product.productClasses.some((productClass) => productClass.productClassId === 5)
  );
}

/** Reads the tree and the first page of each top category from `base`. */
export async function cataloguePaths(base: string): Promise<CataloguePaths> {
  const tree = (await getJson(base, '/ebsn/api/category?filtered=true&depth=1')) as TreeReply;
  const tops = tree.data.categories.filter((category) => category.productCount > 0);
  const productBySlug: string[] = [];
  const listingPages: string[] = [];
  const products: Product[] = [];
  for (const top of tops) {
    const listing = `/ebsn/api/products?parent_category_id=${top.categoryId}&page_size=24`;
    const first = (await getJson(base, listing)) as ListReply;
    products.push(...first.data.products);
    for (const product of first.data.products) {
      productBySlug.push(`/ebsn/api/products?slug=${encodeURIComponent(product.slug)}`);
    }
    for (let page = 1; page <= Math.min(10, first.data.page.totPages); page += 1) {
      listingPages.push(`${listing}&page=${page}`);
    }
  }
  const plainProduct = products.find(isPlain);
  if (plainProduct === undefined) throw new Error('The catalogue has no plain product to buy');
  return { productBySlug, listingPages, plainProduct };
}
