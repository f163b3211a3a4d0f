/** A product row as the contract's `Product`: money from integer cents to euros, the picture URLs. */
import type { Schemas } from '../../http/contract';
import type { ProductClassRecord, ProductRecord, PromoRecord, VendorRecord } from './repository';

export type ApiProduct = Schemas['Product'];
type ApiPromo = Schemas['WarehousePromo'];

/** Euros with two decimals from cents (the API's *Display fields). */
export const euros = (cents: number) => Math.round(cents) / 100;

export const photoUrl = (photo: string) => `/photo/${photo}.svg`;
/** The second picture of the gallery: the same illustration, closer. */
export const detailPhotoUrl = (photo: string) => `/photo/${photo}-dettaglio.svg`;

/** Cents per kg, litre or piece; a Sfuso product's price already is per kg. */
function unitCents(cents: number, quantity: number): number {
  return quantity > 0 ? cents / quantity : cents;
}

function promoView(promo: PromoRecord): ApiPromo {
  return {
    warehousePromoId: promo.id,
    selectable: promo.selectable,
    view: {
      cssClass: promo.cssClass,
      header: promo.header,
      body: promo.body,
      footer: promo.footer,
      ...(promo.selectableText === null ? {} : { selectablePromoText: promo.selectableText }),
    },
  };
}

type ProductInfos = ApiProduct['productInfos'];
const TIPOLOGIE: readonly ProductInfos['TIPOLOGIA'][] = ['Pezzo', 'Confezione', 'Sfuso'];
const isTipologia = (value: string | undefined): value is ProductInfos['TIPOLOGIA'] =>
  TIPOLOGIE.some((kind) => kind === value);

/** The stored selling rules as the contract types them; a row without a valid TIPOLOGIA is a Pezzo. */
function toProductInfos(infos: Readonly<Record<string, string>>): ProductInfos {
  const { TIPOLOGIA, UNIT_SELLING, QTY_LOCKED, USER_DISABLED, ...rest } = infos;
  return {
    ...rest,
    TIPOLOGIA: isTipologia(TIPOLOGIA) ? TIPOLOGIA : 'Pezzo',
    UNIT_SELLING: UNIT_SELLING ?? 'pz',
    ...(QTY_LOCKED === 'true' || QTY_LOCKED === 'false' ? { QTY_LOCKED } : {}),
    ...(USER_DISABLED === '0' || USER_DISABLED === '1' ? { USER_DISABLED } : {}),
  };
}

export interface ProductRelations {
  readonly vendor: VendorRecord;
  readonly promo: PromoRecord | undefined;
  readonly classes: readonly ProductClassRecord[];
}

export function toApiProduct(row: ProductRecord, relations: ProductRelations): ApiProduct {
  const mediaURL = photoUrl(row.photo);
  return {
    productId: row.id,
    name: row.name,
    slug: row.slug,
    shortDescr: row.shortDescr,
    descr: row.descr,
    mediaURL,
    mediaURLs: [mediaURL, detailPhotoUrl(row.photo)],
    vendor: { vendorId: relations.vendor.id, name: relations.vendor.name },
    isNew: row.isNew,
    highlight: row.highlight,
    minAcq: row.minAcq,
    priceDisplay: euros(row.priceCents),
    priceStandardDisplay: euros(row.priceStandardCents),
    priceUmDisplay: euros(unitCents(row.priceCents, row.unitQuantity)),
    priceStandardUmDisplay: euros(unitCents(row.priceStandardCents, row.unitQuantity)),
    weightUnitDisplay: row.unit,
    productInfos: toProductInfos(row.infos),
    ...(row.selectOptions === null
      ? {}
      : {
          selectOptions: row.selectOptions.map((option) => ({
            ...option,
            options: [...option.options],
          })),
        }),
    ...(relations.promo === undefined ? {} : { warehousePromo: promoView(relations.promo) }),
    productClasses: relations.classes.map((productClass) => ({
      productClassId: productClass.id,
      name: productClass.name,
      ...(productClass.purchaseLimit === null
        ? {}
        : { purchaseLimit: { ...productClass.purchaseLimit } }),
    })),
    categoryId: row.categoryId,
    ean: row.ean,
  };
}
