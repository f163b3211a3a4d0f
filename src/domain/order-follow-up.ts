/**
 * The rules of what a shopper does with an order after it is placed (shopping-flow.md sections 7
 * and 8): reorder, rating a delivered order, the parking reservation of a store pickup and the
 * invoice. Shared by the server (which enforces them) and the app (which explains them).
 */
import { DELIVERY_SERVICE } from './delivery-services';
import type { MessageDescriptor } from './messages';
import { ORDER_STATUS } from './order-status';

/** A rating is a whole number of stars from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** The most characters of a rating's comment. */
export const NOTE_COMMENT_MAX = 500;

/** Only an order that reached the shopper can be rated: delivered or partially delivered. */
const RATEABLE: readonly number[] = [ORDER_STATUS.delivered, ORDER_STATUS.partiallyDelivered];

export function canRate(statusId: number): boolean {
  return RATEABLE.includes(statusId);
}

/** The invoice exists once the order is delivered (fully or in part) and was asked for. */
export function hasInvoice(statusId: number, needInvoice: boolean): boolean {
  return needInvoice && RATEABLE.includes(statusId);
}

/** Statuses of a paid order that is still to be collected. */
const RESERVABLE: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.inPreparation,
  ORDER_STATUS.inPreparationAlternative,
  ORDER_STATUS.almostReady,
];

/** A parking space is reserved only for a paid store pickup that is not collected or cancelled. */
export function canReserveParking(statusId: number, deliveryServiceId: number): boolean {
  return deliveryServiceId === DELIVERY_SERVICE.storePickup && RESERVABLE.includes(statusId);
}

/** The most characters of the shopper's parking note (car, plate). */
export const RESERVATION_INFO_MAX = 200;
/** The farthest distance, in metres, a shopper may announce. */
export const RESERVATION_DISTANCE_MAX = 100_000;

export const orderFollowUpMessages = {
  reorderFailed: /*i18n*/ {
    id: 'errors.reorder',
    message: 'si è verificato un errore durante il riordino. Si prega di riprovare a breve.',
  },
  reorderSkipped: /*i18n*/ {
    id: 'reorder.skipped',
    message: 'Non più acquistabili, non aggiunti al carrello: {names}',
  },
  reorderNothing: /*i18n*/ {
    id: 'reorder.nothing',
    message: "Nessun prodotto dell'ordine {orderId} è acquistabile ora",
  },
  cannotRate: /*i18n*/ {
    id: 'notes.cannotRate',
    message: "L'ordine {orderId} può essere valutato solo dopo la consegna",
  },
  alreadyRated: /*i18n*/ {
    id: 'notes.alreadyRated',
    message: "L'ordine {orderId} è già stato valutato: modifica la valutazione esistente",
  },
  ratingRange: /*i18n*/ {
    id: 'notes.ratingRange',
    message: 'Il voto deve essere un numero intero da 1 a 5',
  },
  commentTooLong: /*i18n*/ {
    id: 'notes.commentTooLong',
    message: 'Il commento può contenere al massimo 500 caratteri',
  },
  noteNotFound: /*i18n*/ { id: 'notes.notFound', message: 'Valutazione non trovata' },
  parkingReserved: /*i18n*/ {
    id: 'parking.reserved',
    message: 'Parcheggio riservato: ti aspettiamo!',
  },
  distanceRange: /*i18n*/ {
    id: 'parking.distanceRange',
    message: 'La distanza va da 0 a 100.000 metri, senza decimali',
  },
  infoTooLong: /*i18n*/ {
    id: 'parking.infoTooLong',
    message: 'Auto o targa: al massimo 200 caratteri',
  },
  cannotReserve: /*i18n*/ {
    id: 'parking.cannotReserve',
    message:
      'Il parcheggio si può riservare solo per un ordine con ritiro in negozio, pagato e non ancora ritirato o annullato',
  },
  invoiceError: /*i18n*/ { id: 'errors.invoice', message: 'Errore apertura fattura' },
} as const satisfies Record<string, MessageDescriptor>;
