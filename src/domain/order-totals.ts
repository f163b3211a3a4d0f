/**
 * An order's amounts and the pre-authorised amount of shopping-flow.md section 5 (the total plus
 * 30% of the variable-weight part plus the bags). Money is integer cents.
 */
import { deliveryFeeCents } from './delivery-fee';
import type { PackagingType } from './packaging';

/** The share of the variable-weight part added to the pre-authorised amount (section 5). */
export const VARIABLE_WEIGHT_SURCHARGE_PERCENT = 30;

/** 30% of the variable-weight part, rounded up to the cent (a pre-authorisation never falls short). */
export function variableSurchargeCents(variableCents: number): number {
  return Math.ceil((variableCents * VARIABLE_WEIGHT_SURCHARGE_PERCENT) / 100);
}

export interface OrderTotalsInput {
  /** The lines at their prices. */
  readonly goodsCents: number;
  /** The part of goodsCents sold by weight (Sfuso), whose final amount depends on the weighing. */
  readonly variableCents: number;
  /** The gift-code discounts, at most the goods. */
  readonly discountCents: number;
  readonly deliveryServiceId: number;
  readonly packagingType: PackagingType;
  readonly bags: number;
}

export interface OrderTotals {
  readonly goodsCents: number;
  readonly variableCents: number;
  readonly discountCents: number;
  readonly deliveryFeeCents: number;
  readonly packagingTypeId: number;
  readonly bags: number;
  /** The shopper bag cost. */
  readonly packagingCents: number;
  /** What the order costs as ordered: goods − discount + delivery fee + bags. */
  readonly grossTotalCents: number;
  readonly variableSurchargeCents: number;
  /** Pre-authorised on the card: the total + 30% of the variable-weight part + the bag cost. */
  readonly preAuthorizedCents: number;
}

export function orderTotals(input: OrderTotalsInput): OrderTotals {
  const discountCents = Math.min(Math.max(input.discountCents, 0), input.goodsCents);
  const netGoodsCents = input.goodsCents - discountCents;
  const fee = deliveryFeeCents(input.deliveryServiceId, netGoodsCents);
  const packagingCents = input.packagingType.unitCents * input.bags;
  const grossTotalCents = netGoodsCents + fee + packagingCents;
  const surcharge = variableSurchargeCents(input.variableCents);
  return {
    goodsCents: input.goodsCents,
    variableCents: input.variableCents,
    discountCents,
    deliveryFeeCents: fee,
    packagingTypeId: input.packagingType.packagingTypeId,
    bags: input.bags,
    packagingCents,
    grossTotalCents,
    variableSurchargeCents: surcharge,
    preAuthorizedCents: netGoodsCents + fee + surcharge + packagingCents,
  };
}
