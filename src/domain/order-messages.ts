import type { MessageDescriptor } from './messages';

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
