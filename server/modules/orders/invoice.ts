/**
 * order/invoice: the invoice of a delivered order that asked for one, as a PDF written by hand
 * (invoice-pdf.ts). Section 8 names the failure the app shows: 'Errore apertura fattura'.
 */
import { hasInvoice, orderFollowUpMessages } from '../../../src/domain/order-follow-up';
import type { OperationHandler } from '../../http/contract';
import { ApiError } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { findOrder, itemsOf, type OrderItemRow, type OrderRecord } from './repository';
import { textPdf } from './invoice-pdf';
import { orderNotFound } from './not-found';

/** '1.234,50 €' */
function money(cents: number): string {
  const [whole = '0', decimals = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${grouped},${decimals} €`;
}

function quantityOf(item: OrderItemRow): string {
  const quantity = item.finalWeight ?? item.quantity;
  const text = String(quantity).replace('.', ',');
  return item.soldByWeight ? `${text} kg` : `${text} pz`;
}

const shopDate = (date: Date) => date.toLocaleDateString('it-IT', { timeZone: 'Europe/Rome' });

export function invoiceLines(order: OrderRecord, items: readonly OrderItemRow[], issued: Date) {
  const address = order.shippingAddress;
  return [
    `Fattura dell'ordine ${order.id}`,
    `Data ordine: ${shopDate(order.createdAt)} - Data fattura: ${shopDate(issued)}`,
    `Ritiro/consegna: ${address.addressName}`,
    '',
    ...items.map((item) => `${item.name} - ${quantityOf(item)} - ${money(item.grossTotalCents)}`),
    '',
    `Merce: ${money(order.goodsCents)}`,
    `Sconti: ${money(-order.discountCents)}`,
    `Consegna: ${money(order.deliveryFeeCents)}`,
    `Confezionamento: ${money(order.packagingCents)}`,
    `Totale: ${money(order.grossTotalCents)}`,
    `Importo addebitato: ${money(order.capturedCents ?? order.grossTotalCents)}`,
  ];
}

const orderInvoice: OperationHandler<'orderInvoice'> = async (request, reply) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const orderId = request.query.order_id;
  const order = await findOrder(db, user.id, orderId);
  if (order === null) throw orderNotFound();
  if (!hasInvoice(order.statusId, order.needInvoice)) {
    throw new ApiError(400, [orderFollowUpMessages.invoiceError.message]);
  }
  const pdf = textPdf(invoiceLines(order, await itemsOf(db, [orderId]), request.server.clock()));
  reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="fattura-ordine-${orderId}.pdf"`)
    .header('cache-control', 'private, no-store');
  return pdf;
};

export const invoiceHandlers = { orderInvoice };
