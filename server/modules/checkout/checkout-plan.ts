/**
 * Whether a cart can be bought, and the order it would make: its lines at the catalogue's prices,
 * its service (address, store, warehouse and booked slot), its gift-code discount and its totals
 * (src/domain/order-totals.ts). checkout/prepare and prebilled-amount plan on the database as it
 * is; checkout/buy plans again inside its transaction, on the locked cart, and writes only that
 * plan. Every refusal is a 400 with the reason first (the client shows the first error).
 */
import { cartMessages } from '../../../src/domain/cart-messages';
import { serviceMessages } from '../../../src/domain/delivery-services';
import type { MessageDescriptor } from '../../../src/domain/messages';
import { orderMessages, orderText } from '../../../src/domain/order-messages';
import { orderTotals, type OrderTotals } from '../../../src/domain/order-totals';
import { bagsFor, type PackagingType } from '../../../src/domain/packaging';
import { shopDate } from '../../../src/domain/shop-time';
import { cartSlotRules, judgeSlot, type SlotVerdict } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import type { CartItemInfo } from '../../db/schema';
import type { Schemas } from '../../http/contract';
import { ApiError } from '../../http/envelope';
import { toApiAddress } from '../cart/address-views';
import { priceCodes } from '../cart/cart-gift-codes';
import { priceLine } from '../cart/cart-lines';
import type { ProductLookup } from '../cart/cart-plan';
import { cartLineRows, cartProductInfos } from '../cart/line-repository';
import { appliedCodes } from '../cart/reply-repository';
import { findCartService } from '../service/cart-service-repository';
import { findTimeslot } from '../service/timeslot-repository';
import { findAddress } from './repository';

export interface PlannedLine {
  readonly productId: number;
  readonly name: string;
  readonly quantity: number;
  readonly soldByWeight: boolean;
  readonly unitPriceCents: number;
  readonly grossTotalCents: number;
  readonly discountCents: number;
  readonly options: Record<string, string>;
  readonly infos: CartItemInfo;
}

export interface PlannedService {
  readonly addressId: number;
  readonly shippingAddress: Schemas['Address'];
  readonly deliveryServiceId: number;
  readonly storeId: number | null;
  readonly warehouseId: number;
  readonly timeslotId: number;
  readonly timeslotDate: string;
  readonly orderComment: string | null;
  readonly needInvoice: boolean;
}

export interface CheckoutPlan {
  readonly lines: readonly PlannedLine[];
  readonly service: PlannedService;
  readonly totals: OrderTotals;
}

function refusal(...texts: string[]): ApiError {
  return new ApiError(400, texts);
}

function slotReason(verdict: SlotVerdict): MessageDescriptor | null {
  if (verdict.begun) return serviceMessages.slotBegun;
  if (verdict.underLeadTime) return serviceMessages.slotUnderLeadTime;
  if (verdict.underLockDay) return serviceMessages.slotUnderLockDay;
  if (verdict.underLockCutoff) return serviceMessages.slotUnderLockCutoff;
  return null;
}

/** The lines at the catalogue's prices; a product that left the catalogue or is disabled refuses. */
async function planLines(db: Db, cartId: number, lookup: ProductLookup): Promise<PlannedLine[]> {
  const rows = await cartLineRows(db, cartId);
  if (rows.length === 0) throw refusal(orderMessages.emptyCart.message);
  return rows.map((row) => {
    const entry = lookup(row.productId);
    if (entry === undefined) throw refusal(cartMessages.productNotFound.message);
    if (entry.rules.userDisabled) {
      throw refusal(orderText(orderMessages.productUnavailable, { name: entry.product.name }));
    }
    const priced = priceLine(row, entry);
    return {
      productId: row.productId,
      name: entry.product.name,
      quantity: row.quantity,
      soldByWeight: entry.rules.tipologia === 'Sfuso',
      unitPriceCents: row.promoApplied ? entry.priceCents : entry.priceStandardCents,
      grossTotalCents: priced.grossCents,
      discountCents: Math.round(priced.item.discount * 100),
      options: { ...row.options },
      infos: { ...row.infos },
    };
  });
}

/** The cart's address and booked slot, the slot judged now (begun, lead time, locks). */
async function planService(db: Db, cartId: number, now: Date): Promise<PlannedService> {
  const service = await findCartService(db, cartId);
  const address =
    service?.addressId === null || service === null
      ? null
      : await findAddress(db, service.addressId);
  if (service === null || address === null || service.warehouseId === null) {
    throw refusal(orderMessages.addressRequired.message);
  }
  const { timeslotId, timeslotDate } = service;
  if (timeslotId === null || timeslotDate === null) {
    throw refusal(orderMessages.timeslotRequired.message);
  }
  const template = await findTimeslot(db, timeslotId);
  if (template === null || template.deliveryServiceId !== address.deliveryServiceId) {
    throw refusal(orderMessages.timeslotUnsuitable.message, serviceMessages.slotNotOffered.message);
  }
  const verdict = judgeSlot(
    {
      date: timeslotDate,
      beginTime: template.beginTime,
      deliveryDayPeriodId: template.deliveryDayPeriodId,
      // The cart holds its place already: only the clock and the products' locks are judged.
      booked: 0,
      capacity: 1,
    },
    cartSlotRules(await cartProductInfos(db, cartId)),
    now,
  );
  const reason = slotReason(verdict);
  if (reason !== null) throw refusal(orderMessages.timeslotUnsuitable.message, reason.message);
  return {
    addressId: address.id,
    shippingAddress: toApiAddress(address, { selected: true }),
    deliveryServiceId: address.deliveryServiceId,
    storeId: service.storeId,
    warehouseId: service.warehouseId,
    timeslotId,
    timeslotDate,
    orderComment: service.infos.order_comment ?? null,
    needInvoice: service.infos.need_invoice === 'true',
  };
}

/** The gift codes' discount on these goods today, priced as the cart reply prices it. */
/** The order's columns a plan sets: at the buy, and again when a modification is confirmed. */
export function plannedOrderFields({ service, totals }: CheckoutPlan) {
  return {
    deliveryServiceId: service.deliveryServiceId,
    addressId: service.addressId,
    shippingAddress: service.shippingAddress,
    storeId: service.storeId,
    warehouseId: service.warehouseId,
    timeslotId: service.timeslotId,
    timeslotDate: service.timeslotDate,
    goodsCents: totals.goodsCents,
    variableCents: totals.variableCents,
    discountCents: totals.discountCents,
    deliveryFeeCents: totals.deliveryFeeCents,
    packagingTypeId: totals.packagingTypeId,
    bags: totals.bags,
    packagingCents: totals.packagingCents,
    grossTotalCents: totals.grossTotalCents,
    preAuthorizedCents: totals.preAuthorizedCents,
    orderComment: service.orderComment,
    needInvoice: service.needInvoice,
  };
}

export async function discountCentsOf(
  db: Db,
  cartId: number,
  goodsCents: number,
  now: Date,
): Promise<number> {
  const priced = priceCodes(await appliedCodes(db, cartId), goodsCents, shopDate(now));
  return priced.reduce((total, code) => total + code.discountCents, 0);
}

/**
 * Plans the order of the cart, or throws the first reason it cannot be bought. `db` is the
 * buy's transaction, or the database for a look that changes nothing.
 */
export async function planCheckout(
  db: Db,
  input: {
    readonly cartId: number;
    readonly lookup: ProductLookup;
    readonly packagingType: PackagingType;
    readonly now: Date;
  },
): Promise<CheckoutPlan> {
  const lines = await planLines(db, input.cartId, input.lookup);
  const service = await planService(db, input.cartId, input.now);
  const goodsCents = lines.reduce((total, line) => total + line.grossTotalCents, 0);
  const variableCents = lines
    .filter((line) => line.soldByWeight)
    .reduce((total, line) => total + line.grossTotalCents, 0);
  const totals = orderTotals({
    goodsCents,
    variableCents,
    discountCents: await discountCentsOf(db, input.cartId, goodsCents, input.now),
    deliveryServiceId: service.deliveryServiceId,
    packagingType: input.packagingType,
    bags: bagsFor(lines),
  });
  return { lines, service, totals };
}
