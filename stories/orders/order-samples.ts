/** Sample orders for the personal area's stories, typed to the contract. */
import type { components } from '../../src/api/ebsn';
import { pickupVialeMonza } from '../cart/cart-samples';

type Order = components['schemas']['Order'];
type OrderItem = components['schemas']['OrderItem'];

const item = (itemId: number, name: string, quantity: number, grossTotal: number): OrderItem => ({
  itemId,
  productId: 100000 + itemId,
  name,
  quantity,
  weight: 0,
  finalWeight: null,
  unitPrice: grossTotal / quantity,
  grossTotal,
  discount: 0,
  options: {},
  cartItemInfo: {},
  product: null,
});

/** Paid, slot on Tuesday 24 November: still cancelable. */
export const paidOrder: Order = {
  orderId: 100042,
  orderStatusId: 3,
  orderStatusDescr: 'Ordinato',
  createdAt: '2026-11-22T09:15:00Z',
  deliveryServiceId: 1,
  shippingAddress: pickupVialeMonza,
  storeId: 1,
  warehouseId: 1,
  timeslot: {
    timeslotId: 106,
    date: '2026-11-24',
    beginTime: '15:00',
    endTime: '16:00',
    name: '15:00 - 16:00',
  },
  totalItems: 2,
  goodsTotal: 6.77,
  totalPriceVariable: 0,
  discount: 0,
  deliveryFee: 0,
  packagingTypeId: 1,
  bags: 1,
  packagingTotal: 0.1,
  grossTotal: 6.87,
  prebilledAmount: 6.87,
  capturedAmount: null,
  orderInfos: {},
  paymentTypeId: 1,
  paymentDeadline: '2026-11-22T09:45:00Z',
  isCancelable: true,
  isModifiable: true,
  isPayable: false,
  underModification: false,
  orderItems: [
    item(1, 'Spaghetti n.5 500 g', 3, 3.87),
    item(2, 'Parmigiano Reggiano DOP 24 mesi 300 g', 1, 2.9),
  ],
  statusHistory: [
    { orderStatusId: 1, orderStatusDescr: 'In validazione', date: '2026-11-22T09:15:00Z' },
    { orderStatusId: 3, orderStatusDescr: 'Ordinato', date: '2026-11-22T09:17:00Z' },
  ],
};

/** Waiting for its payment after a declined card. */
export const unpaidOrder: Order = {
  ...paidOrder,
  orderId: 100043,
  orderStatusId: 1,
  orderStatusDescr: 'In validazione',
  isPayable: true,
  isModifiable: false,
  statusHistory: paidOrder.statusHistory?.slice(0, 1),
};

/** Delivered: nothing left to do with it. */
export const deliveredOrder: Order = {
  ...paidOrder,
  orderId: 100031,
  orderStatusId: 8,
  orderStatusDescr: 'Consegnato',
  isCancelable: false,
  isModifiable: false,
  capturedAmount: 6.87,
  orderInfos: { order_comment: 'Citofono Rossi', need_invoice: 'true' },
};

/** Back in the cart to be changed: confirmed at the checkout, or given up. */
export const orderUnderModification: Order = { ...paidOrder, underModification: true };

export const orderPage = (orders: Order[], totPages = 1) => ({
  orders,
  page: { selPage: 1, totPages, totItems: orders.length, itemsPerPage: 12 },
});
