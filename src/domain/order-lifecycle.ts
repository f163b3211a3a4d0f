/**
 * How a paid order advances on its own (our rule; the spec only names the statuses of section
 * 4), and what the final weighing of its Sfuso lines takes from the card.
 *
 * Steps, relative to the order's time slot (shop time):
 * - 3 'Ordinato' → 4 'In preparazione' from 3 hours before the slot begins (the shop picks the
 *   goods, weighs the Sfuso lines and captures the payment);
 * - 4 → 6 'Quasi pronto' from 1 hour before the slot begins (packed, ready to collect);
 * - 6 → 7 'In consegna' when the slot begins, for the services that bring the goods (company
 *   delivery 2 and 3, lockers 10000 and 10002); a store pickup stays ready to collect;
 * - 6 or 7 → 8 'Consegnato' when the slot ends.
 * An order that missed several steps (the server was down) takes them one after the other.
 * Waiting for payment, cancelled and the failure statuses never advance.
 *
 * Final weights: a Sfuso line weighs its ordered weight varied by a deterministic amount within
 * ±10% (seeded by the line's id, so every run and every server gives the same weight), never more
 * than the pre-authorisation covers (the ordered weight + 30%). The captured amount is the lines
 * at their final weights − the discount + the delivery fee + the bags, at most the pre-authorised
 * amount. Money in integer cents.
 */
import { DELIVERY_SERVICE } from './delivery-services';
import { ORDER_STATUS, type OrderStatusId } from './order-status';
import { VARIABLE_WEIGHT_SURCHARGE_PERCENT } from './order-totals';

const MINUTE_MS = 60_000;

/** Minutes before the slot begins when the preparation starts. */
export const PREPARATION_LEAD_MINUTES = 180;
/** Minutes before the slot begins when the order is almost ready (ready to collect). */
export const ALMOST_READY_LEAD_MINUTES = 60;

/** The services whose goods travel to the shopper, so the order goes 'In consegna'. */
export const TRAVELLING_SERVICES: readonly number[] = [
  DELIVERY_SERVICE.companyDelivery,
  DELIVERY_SERVICE.companyExpress,
  DELIVERY_SERVICE.locker,
  DELIVERY_SERVICE.refrigeratedLocker,
];

/** The statuses the lifecycle moves an order out of. */
export const ADVANCING_STATUSES: readonly OrderStatusId[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.almostReady,
  ORDER_STATUS.inDelivery,
];

export interface LifecycleOrder {
  readonly statusId: number;
  readonly deliveryServiceId: number;
  /** When the slot begins and ends. */
  readonly slotBegin: Date;
  readonly slotEnd: Date;
}

function minutesBefore(at: Date, minutes: number): Date {
  return new Date(at.getTime() - minutes * MINUTE_MS);
}

/** The next step of `order` and when it is due; null when it does not advance any more. */
export function nextLifecycleStep(
  order: LifecycleOrder,
): { readonly statusId: OrderStatusId; readonly dueAt: Date } | null {
  switch (order.statusId) {
    case ORDER_STATUS.ordered:
      return {
        statusId: ORDER_STATUS.inPreparation,
        dueAt: minutesBefore(order.slotBegin, PREPARATION_LEAD_MINUTES),
      };
    case ORDER_STATUS.inPreparation:
      return {
        statusId: ORDER_STATUS.almostReady,
        dueAt: minutesBefore(order.slotBegin, ALMOST_READY_LEAD_MINUTES),
      };
    case ORDER_STATUS.almostReady:
      return TRAVELLING_SERVICES.includes(order.deliveryServiceId)
        ? { statusId: ORDER_STATUS.inDelivery, dueAt: order.slotBegin }
        : { statusId: ORDER_STATUS.delivered, dueAt: order.slotEnd };
    case ORDER_STATUS.inDelivery:
      return { statusId: ORDER_STATUS.delivered, dueAt: order.slotEnd };
    default:
      return null;
  }
}

/** The status `order` moves to at `now`, one step at a time; null when none is due. */
export function nextLifecycleStatus(order: LifecycleOrder, now: Date): OrderStatusId | null {
  const step = nextLifecycleStep(order);
  return step !== null && step.dueAt.getTime() <= now.getTime() ? step.statusId : null;
}

/** The largest variation of a weighed line, in percent of its ordered weight. */
export const FINAL_WEIGHT_VARIATION_PERCENT = 10;

/** A number in [0, 1) from `seed` (a 32-bit integer hash: same seed, same number). */
function unitFraction(seed: number): number {
  let x = seed | 0;
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x = Math.imul(x ^ (x >>> 16), 0x45d9f3b);
  x ^= x >>> 16;
  return (x >>> 0) / 0x1_0000_0000;
}

function roundGrams(kilograms: number): number {
  return Math.round(kilograms * 1000) / 1000;
}

/**
 * The weighed kilograms of a Sfuso line of `orderedWeight` kg: within ±10%, seeded by the line's
 * id, never above what the pre-authorisation covers, never zero.
 */
export function finalWeightOf(lineId: number, orderedWeight: number): number {
  const variation = (unitFraction(lineId) * 2 - 1) * (FINAL_WEIGHT_VARIATION_PERCENT / 100);
  const covered = orderedWeight * (1 + VARIABLE_WEIGHT_SURCHARGE_PERCENT / 100);
  const weighed = roundGrams(Math.min(orderedWeight * (1 + variation), covered));
  return weighed > 0 ? weighed : orderedWeight;
}

export interface WeighedLine {
  /** Pieces, or kilograms ordered of a Sfuso line. */
  readonly quantity: number;
  readonly soldByWeight: boolean;
  /** The line as ordered. */
  readonly grossTotalCents: number;
  /** The weighed kilograms; null when the line is not weighed. */
  readonly finalWeight: number | null;
}

/** A line's amount: as ordered, or in proportion to its final weight. */
export function finalLineCents(line: WeighedLine): number {
  if (!line.soldByWeight || line.finalWeight === null || line.quantity <= 0) {
    return line.grossTotalCents;
  }
  return Math.round((line.grossTotalCents * line.finalWeight) / line.quantity);
}

export interface CaptureInput {
  readonly lines: readonly WeighedLine[];
  readonly discountCents: number;
  readonly deliveryFeeCents: number;
  readonly packagingCents: number;
  readonly preAuthorizedCents: number;
}

/** What is taken from the card: the final goods − discount + fee + bags, within the pre-authorisation. */
export function capturedCents(input: CaptureInput): number {
  const goods = input.lines.reduce((total, line) => total + finalLineCents(line), 0);
  const discount = Math.min(Math.max(input.discountCents, 0), goods);
  const total = goods - discount + input.deliveryFeeCents + input.packagingCents;
  return Math.max(0, Math.min(total, input.preAuthorizedCents));
}
