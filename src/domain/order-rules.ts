/**
 * The order rules shared by the server (which enforces them) and the app (which explains them):
 * the order statuses and their Italian labels (shopping-flow.md section 4), which statuses allow
 * cancelling, modifying and paying again, the delivery fee, the packaging (shopper bags) and the
 * pre-authorised amount of section 5. Money is integer cents throughout.
 */
import { DELIVERY_SERVICE, type DeliveryServiceId } from './delivery-services';
import type { MessageDescriptor } from './messages';
import type { OrderType } from './order-types';

/** Order status ids of section 4. */
export const ORDER_STATUS = {
  /** Created by the buy, waiting for its payment (also after a declined or abandoned one). */
  inValidation: 1,
  /** Also 'In validazione'; not produced by this shop, kept for the spec's numbering. */
  inValidationAlternative: 2,
  /** Paid (the amount is pre-authorised): the order is confirmed. */
  ordered: 3,
  inPreparation: 4,
  inPreparationAlternative: 5,
  almostReady: 6,
  inDelivery: 7,
  delivered: 8,
  partiallyDelivered: 9,
  cancelled: 10,
  invalidated: 11,
  notCollected: 12,
  failed: 13,
  inDeliveryAlternative: 18,
} as const;

export type OrderStatusId = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_IDS: readonly OrderStatusId[] = Object.values(ORDER_STATUS);

export function isOrderStatusId(value: number): value is OrderStatusId {
  return (ORDER_STATUS_IDS as readonly number[]).includes(value);
}

const inValidation = /*i18n*/ { id: 'orders.status.inValidation', message: 'In validazione' };
const inPreparation = /*i18n*/ { id: 'orders.status.inPreparation', message: 'In preparazione' };
const inDelivery = /*i18n*/ { id: 'orders.status.inDelivery', message: 'In consegna' };

/** The label of every status id (several ids share one label). */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusId, MessageDescriptor>> = {
  1: inValidation,
  2: inValidation,
  3: /*i18n*/ { id: 'orders.status.ordered', message: 'Ordinato' },
  4: inPreparation,
  5: inPreparation,
  6: /*i18n*/ { id: 'orders.status.almostReady', message: 'Quasi pronto' },
  7: inDelivery,
  18: inDelivery,
  8: /*i18n*/ { id: 'orders.status.delivered', message: 'Consegnato' },
  9: /*i18n*/ { id: 'orders.status.partiallyDelivered', message: 'Parzialmente consegnato' },
  10: /*i18n*/ { id: 'orders.status.cancelled', message: 'Annullato' },
  11: /*i18n*/ { id: 'orders.status.invalidated', message: 'Invalidato' },
  12: /*i18n*/ { id: 'orders.status.notCollected', message: 'Non ritirato' },
  13: /*i18n*/ { id: 'orders.status.failed', message: 'Fallito' },
};

export function orderStatusLabel(statusId: OrderStatusId): MessageDescriptor {
  return ORDER_STATUS_LABELS[statusId];
}

/** The delivery services of each order type (order/list's `order_type`, order-types.ts). */
export const ORDER_TYPES: Readonly<Record<OrderType, readonly DeliveryServiceId[]>> = {
  pickup: [DELIVERY_SERVICE.storePickup],
  delivery: [DELIVERY_SERVICE.companyDelivery, DELIVERY_SERVICE.companyExpress],
  locker: [DELIVERY_SERVICE.locker, DELIVERY_SERVICE.refrigeratedLocker],
};

/** Before the preparation starts the shopper may still cancel: waiting for payment, or ordered. */
const CANCELABLE: readonly number[] = [
  ORDER_STATUS.inValidation,
  ORDER_STATUS.inValidationAlternative,
  ORDER_STATUS.ordered,
];

export function canCancel(statusId: number): boolean {
  return CANCELABLE.includes(statusId);
}

/**
 * Only a confirmed order that is not being prepared yet goes back to the cart to be changed
 * (order/modify; the preparation starting cancels a modification in progress).
 */
export function canModify(statusId: number): boolean {
  return statusId === ORDER_STATUS.ordered;
}

/** An order waiting for its payment may be paid again after a declined or abandoned payment. */
export function canPayAgain(statusId: number): boolean {
  return statusId === ORDER_STATUS.inValidation;
}

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

/** The packaging the shopper chooses for the order (GET /packaging-type/list). */
export interface PackagingType {
  readonly packagingTypeId: number;
  readonly name: MessageDescriptor;
  readonly description: MessageDescriptor;
  /** Cents per bag. */
  readonly unitCents: number;
}

export const PACKAGING_TYPE = { compostableBag: 1, noBag: 2 } as const;

export const PACKAGING_TYPES: readonly PackagingType[] = [
  {
    packagingTypeId: PACKAGING_TYPE.compostableBag,
    name: /*i18n*/ { id: 'packaging.compostableBag', message: 'Sacchetto compostabile' },
    description: /*i18n*/ {
      id: 'packaging.compostableBag.description',
      message: 'La spesa viene consegnata in sacchetti compostabili da 0,10 € l’uno',
    },
    unitCents: 10,
  },
  {
    packagingTypeId: PACKAGING_TYPE.noBag,
    name: /*i18n*/ { id: 'packaging.noBag', message: 'Nessun sacchetto' },
    description: /*i18n*/ {
      id: 'packaging.noBag.description',
      message: 'Porti le tue borse: la spesa viene consegnata senza sacchetti',
    },
    unitCents: 0,
  },
];

/** The packaging an order gets when the shopper does not choose. */
export const DEFAULT_PACKAGING_TYPE_ID: number = PACKAGING_TYPE.compostableBag;

export function findPackagingType(packagingTypeId: number): PackagingType | undefined {
  return PACKAGING_TYPES.find((type) => type.packagingTypeId === packagingTypeId);
}

/** A bag holds this many pieces; each line sold by weight counts as one piece. */
export const ITEMS_PER_BAG = 10;

export interface BaggedLine {
  readonly quantity: number;
  readonly soldByWeight: boolean;
}

/** Bags an order needs: one every 10 pieces, at least one for an order with lines. */
export function bagsFor(lines: readonly BaggedLine[]): number {
  const pieces = lines.reduce(
    (total, line) => total + (line.soldByWeight ? 1 : Math.ceil(line.quantity)),
    0,
  );
  return pieces === 0 ? 0 : Math.ceil(pieces / ITEMS_PER_BAG);
}

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

/** The payment types the shop takes; 1 is a card on the hosted payment page. */
export const PAYMENT_TYPE = { card: 1 } as const;

export interface PaymentTypeInfo {
  readonly paymentTypeId: number;
  readonly name: MessageDescriptor;
}

export const PAYMENT_TYPES: readonly PaymentTypeInfo[] = [
  {
    paymentTypeId: PAYMENT_TYPE.card,
    name: /*i18n*/ { id: 'payment.type.card', message: 'Carta di credito o debito' },
  },
];

export function findPaymentType(paymentTypeId: number): PaymentTypeInfo | undefined {
  return PAYMENT_TYPES.find((type) => type.paymentTypeId === paymentTypeId);
}

/** Minutes an order waits for its payment after the buy (or after asking to pay again). */
export const PAYMENT_WINDOW_MINUTES = 30;

/** Until when an order waits for the payment asked for at `now`. */
export function paymentDeadlineFrom(now: Date): Date {
  return new Date(now.getTime() + PAYMENT_WINDOW_MINUTES * 60_000);
}

/** Texts of the checkout, payment and order calls (sections 4, 5 and 8, and our own). */
export const orderMessages = {
  rulesNotAccepted: /*i18n*/ {
    id: 'checkout.rulesNotAccepted',
    message: 'È necessario accettare le condizioni di vendita',
  },
  sendOrder: /*i18n*/ {
    id: 'errors.sendOrder',
    message: "Errore nel tentativo di inviare l'ordine",
  },
  freezeCart: /*i18n*/ {
    id: 'errors.freezeCart',
    message: 'Errore nel tentativo di congelare il carrello',
  },
  emptyCart: /*i18n*/ { id: 'checkout.emptyCart', message: 'Il carrello è vuoto' },
  addressRequired: /*i18n*/ {
    id: 'checkout.addressRequired',
    message: 'Scegli dove ritirare o ricevere la spesa',
  },
  timeslotRequired: /*i18n*/ {
    id: 'checkout.timeslotRequired',
    message: 'Scegli la fascia oraria di ritiro o consegna',
  },
  timeslotUnsuitable: /*i18n*/ {
    id: 'checkout.timeslotUnsuitable',
    message: 'La fascia oraria scelta non è più disponibile: scegline un’altra',
  },
  productUnavailable: /*i18n*/ {
    id: 'checkout.productUnavailable',
    message: 'Il prodotto «{name}» non è al momento acquistabile: rimuovilo dal carrello',
  },
  paymentTypeUnknown: /*i18n*/ {
    id: 'checkout.paymentTypeUnknown',
    message: 'Metodo di pagamento non disponibile',
  },
  paymentAuthUnknown: /*i18n*/ {
    id: 'checkout.paymentAuthUnknown',
    message: 'Carta salvata non trovata',
  },
  paymentDataInvalid: /*i18n*/ {
    id: 'checkout.paymentDataInvalid',
    message: 'I dati di pagamento non sono validi',
  },
  packagingUnknown: /*i18n*/ {
    id: 'checkout.packagingUnknown',
    message: 'Tipo di confezionamento non disponibile',
  },
  cartNotFound: /*i18n*/ { id: 'checkout.cartNotFound', message: 'Carrello non trovato' },
  orderNotFound: /*i18n*/ { id: 'orders.notFound', message: 'Ordine non trovato' },
  orderCancelled: /*i18n*/ { id: 'orders.cancelled', message: 'Ordine {orderId} annullato' },
  cannotCancel: /*i18n*/ {
    id: 'orders.cannotCancel',
    message: "L'ordine {orderId} non può più essere annullato: il suo stato è «{status}»",
  },
  alreadyPaid: /*i18n*/ {
    id: 'orders.alreadyPaid',
    message: "L'ordine {orderId} è già stato pagato",
  },
  cannotPay: /*i18n*/ {
    id: 'orders.cannotPay',
    message: "L'ordine {orderId} non è in attesa di pagamento",
  },
  paymentFailed: /*i18n*/ {
    id: 'payment.failed',
    message: 'Pagamento non andato a buon fine',
  },
  modifyFailed: /*i18n*/ {
    id: 'errors.modifyOrder',
    message:
      "Si è verificato un errore durante la modifica dell'ordine. Si prega di riprovare a breve.",
  },
  cannotModify: /*i18n*/ {
    id: 'orders.cannotModify',
    message: "L'ordine {orderId} non può più essere modificato: il suo stato è «{status}»",
  },
  cartNotEmptyForModify: /*i18n*/ {
    id: 'orders.cartNotEmptyForModify',
    message:
      "Per modificare l'ordine {orderId} svuota prima il carrello o concludi la spesa in corso.",
  },
  modifyNothing: /*i18n*/ {
    id: 'orders.modifyNothing',
    message:
      "Nessun prodotto dell'ordine {orderId} è acquistabile ora: l'ordine non può essere modificato",
  },
  modifying: /*i18n*/ {
    id: 'orders.modifying',
    message: "Stai modificando l'ordine {orderId}: conferma le modifiche alla cassa.",
  },
  orderModified: /*i18n*/ { id: 'orders.modified', message: 'Ordine {orderId} modificato' },
  modificationCancelled: /*i18n*/ {
    id: 'orders.modificationCancelled',
    message: "Modifiche annullate: l'ordine {orderId} resta com'era.",
  },
  serviceLockedWhileModifying: /*i18n*/ {
    id: 'errors.serviceLockedWhileModifying',
    message: 'Durante la modifica di un ordine non è possibile cambiare indirizzo o servizio.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** The Italian text of `descriptor` with its `{name}` placeholders filled (the server has no Lingui). */
export function orderText(
  descriptor: MessageDescriptor,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return descriptor.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}
