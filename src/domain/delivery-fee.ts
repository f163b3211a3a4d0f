/** The delivery fee of each service. Money is integer cents. */
import { DELIVERY_SERVICE } from './delivery-services';

/**
 * The delivery fee (not in the spec; our rule): pickup in store and at a locker are free; delivery
 * to a company address (normal and express) costs 2,90 € and is free from 50,00 € of goods (after
 * the discounts).
 */
export const DELIVERY_FEE_CENTS = 290;
export const FREE_DELIVERY_FROM_CENTS = 5000;

const FEE_SERVICES: readonly number[] = [
  DELIVERY_SERVICE.companyDelivery,
  DELIVERY_SERVICE.companyExpress,
];

export interface DeliveryFeeRule {
  readonly deliveryServiceId: number;
  readonly feeCents: number;
  /** Goods from which the delivery is free; null when it always is. */
  readonly freeFromCents: number | null;
}

export function deliveryFeeRule(deliveryServiceId: number): DeliveryFeeRule {
  return FEE_SERVICES.includes(deliveryServiceId)
    ? { deliveryServiceId, feeCents: DELIVERY_FEE_CENTS, freeFromCents: FREE_DELIVERY_FROM_CENTS }
    : { deliveryServiceId, feeCents: 0, freeFromCents: null };
}

export function deliveryFeeCents(deliveryServiceId: number, goodsCents: number): number {
  const rule = deliveryFeeRule(deliveryServiceId);
  if (rule.freeFromCents !== null && goodsCents >= rule.freeFromCents) return 0;
  return rule.feeCents;
}
