/**
 * The lines part of a cart reply: each line with its product (the chosen options marked
 * `selected`) and money, and the totals; and the goods total the gift codes are priced on. Money is
 * summed in integer cents and answered in euros.
 */
import { leadTimeHours } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import type { CatalogCache } from '../catalog/catalog-cache';
import { euros, type ApiProduct } from '../catalog/product-view';
import type { CatalogSnapshot } from '../catalog/snapshot';
import { cartProductOf, type CartProduct } from './cart-products';
import { cartLineRows, type LineOptions, type LineRecord } from './line-repository';

export type CartLinesView = Pick<
  Schemas['Cart'],
  'cartItems' | 'totalItems' | 'totalPrice' | 'totalPriceVariable' | 'maxLeadTime'
>;

type ApiCartItem = Schemas['CartItem'];

/** The product as the line shows it: every chosen option marked in `selected`. */
function withSelectedOptions(product: ApiProduct, options: LineOptions): ApiProduct {
  if (product.selectOptions === undefined) return product;
  return {
    ...product,
    selectOptions: product.selectOptions.map((option) => {
      const key = options[option.parameterName];
      return key === undefined ? option : { ...option, selected: { key } };
    }),
  };
}

/** Cents of `quantity` (3 decimals) at `unitCents`, rounded to the cent. */
function amountCents(unitCents: number, quantity: number): number {
  return Math.round((unitCents * Math.round(quantity * 1000)) / 1000);
}

export interface PricedLine {
  readonly item: ApiCartItem;
  readonly grossCents: number;
  /** Cents whose final amount depends on the weighing (Sfuso). */
  readonly variableCents: number;
  readonly leadTimeHours: number;
}

/** One line with its money: a declined selectable promotion pays the standard price. */
export function priceLine(row: LineRecord, entry: CartProduct): PricedLine {
  const paidUnitCents = row.promoApplied ? entry.priceCents : entry.priceStandardCents;
  const grossCents = amountCents(paidUnitCents, row.quantity);
  const standardCents = amountCents(entry.priceStandardCents, row.quantity);
  const isSfuso = entry.rules.tipologia === 'Sfuso';
  return {
    item: {
      itemId: row.id,
      cartItemId: row.id,
      product: withSelectedOptions(entry.product, row.options),
      quantity: row.quantity,
      weight: isSfuso ? row.quantity : 0,
      discount: euros(standardCents - grossCents),
      grossTotal: euros(grossCents),
      cartItemInsertionTypeId: row.insertionTypeId,
      cartItemInfo: { ...row.infos },
      promoApplied: row.promoApplied,
    },
    grossCents,
    variableCents: isSfuso ? grossCents : 0,
    leadTimeHours: leadTimeHours(entry.product.productInfos.LEAD_TIME),
  };
}

export async function loadCartLines(
  db: Db,
  catalog: CatalogCache,
  cartId: number,
): Promise<CartLinesView> {
  const rows = await cartLineRows(db, cartId);
  let snapshot = await catalog.snapshot();
  // A product newer than the in-memory catalogue: look again once, without waiting for the check.
  if (rows.some((row) => !snapshot.productIndexById.has(row.productId))) {
    snapshot = await catalog.fresh();
  }
  const lines = rows.flatMap((row) => {
    const entry = cartProductOf(snapshot, row.productId);
    return entry === undefined ? [] : [priceLine(row, entry)];
  });
  return {
    cartItems: lines.map((line) => line.item),
    totalItems: lines.length,
    totalPrice: euros(lines.reduce((total, line) => total + line.grossCents, 0)),
    totalPriceVariable: euros(lines.reduce((total, line) => total + line.variableCents, 0)),
    // The contract answers whole hours: a part-hour of notice counts as a whole one.
    maxLeadTime: Math.ceil(lines.reduce((hours, line) => Math.max(hours, line.leadTimeHours), 0)),
  };
}

/** The cart's goods total in cents, each line priced as the cart reply prices it. */
export async function goodsCentsOf(
  db: Db,
  snapshot: CatalogSnapshot,
  cartId: number,
): Promise<number> {
  const rows = await cartLineRows(db, cartId);
  return rows.reduce((total, row) => {
    const entry = cartProductOf(snapshot, row.productId);
    return entry === undefined ? total : total + priceLine(row, entry).grossCents;
  }, 0);
}
