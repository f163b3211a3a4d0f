import type { components } from '../../../api/ebsn';
import type { WarehousePromo } from '../../../components/PromoBox';

type Product = components['schemas']['Product'];

/** The parts of a product that the catalogue components render (a subset of the API's Product). */
export interface ProductView {
  readonly productId: number;
  readonly name: string;
  readonly slug: string;
  readonly shortDescr?: string;
  readonly descr?: string;
  readonly mediaURL?: string;
  readonly vendor?: { readonly name?: string };
  readonly isNew?: boolean;
  readonly priceDisplay?: number;
  readonly priceStandardDisplay?: number;
  readonly priceUmDisplay?: number;
  readonly weightUnitDisplay?: string;
  readonly productInfos?: Readonly<Record<string, string | undefined>>;
  readonly minAcq?: number;
  readonly selectOptions?: Product['selectOptions'];
  readonly warehousePromo?: WarehousePromo;
}

/** Whether the shopper may not buy the product online (USER_DISABLED '1'). */
export function isUserDisabled(product: ProductView): boolean {
  return product.productInfos?.USER_DISABLED === '1';
}

/** The standard price when the product is sold below it, else undefined. */
export function crossedOutPrice(product: ProductView): number | undefined {
  const { priceDisplay, priceStandardDisplay } = product;
  return priceDisplay !== undefined &&
    priceStandardDisplay !== undefined &&
    priceStandardDisplay > priceDisplay
    ? priceStandardDisplay
    : undefined;
}
