/**
 * Checkout, payment and orders (shopping-flow.md §7 "Checkout and payment", "Orders", "Gift
 * codes"): the prepared totals, the idempotent buy, the order and its payment.
 */
import { queryOptions } from '@tanstack/react-query';
import type { OrderType } from '../domain/order-types';
import { toCartReply, type CartReply } from './cart.queries';
import type { ShopClient } from './client';
import type { components } from './ebsn';
import { unwrap } from './unwrap';

export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type Order = components['schemas']['Order'];
export type PackagingType = components['schemas']['PackagingType'];

/** The only payment type of the sandbox gateway: a card on the hosted page. */
const CARD_PAYMENT_TYPE_ID = 1;

export const checkoutQueryKey = ['checkout'] as const;

export const checkoutPrepareQueryOptions = (client: ShopClient, packagingTypeId: number) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'prepare', packagingTypeId],
    queryFn: async () => {
      const reply = await unwrap(
        client.POST('/ebsn/api/checkout/prepare', {
          params: { query: { packaging_type_id: packagingTypeId } },
        }),
      );
      return reply.data;
    },
    staleTime: 0,
    retry: false,
  });

/** The shopper bags to choose from; they change rarely. */
export const packagingTypesQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: [...checkoutQueryKey, 'packaging-types'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/packaging-type/list'));
      return reply.data.products;
    },
    staleTime: 60 * 60_000,
  });

export async function buy(client: ShopClient, idempotencyKey: string, packagingTypeId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/checkout/buy', {
      params: {
        header: { 'Idempotency-Key': idempotencyKey },
        query: {
          rules_accepted: true,
          payment_type_id: CARD_PAYMENT_TYPE_ID,
          packaging_type_id: packagingTypeId,
        },
      },
    }),
  );
  return reply.data;
}

export const orderQueryOptions = (client: ShopClient, orderId: number) =>
  queryOptions({
    queryKey: ['order', orderId],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/order/view', { params: { query: { order_id: orderId } } }),
      );
      return reply.data;
    },
    staleTime: 0,
  });

/** Asks for a new payment of an order; answers the hosted payment page. */
export async function payOrderAgain(client: ShopClient, orderId: number): Promise<string> {
  const reply = await unwrap(
    client.POST('/ebsn/api/order/payment', { params: { query: { order_id: orderId } } }),
  );
  return reply.data.paymentUrl;
}

export async function applyGiftCode(client: ShopClient, code: string): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/cart-giftcertificate/add_code', { params: { query: { code } } }),
    ),
  );
}

export async function removeGiftCode(client: ShopClient, code: string): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/cart-giftcertificate/remove_code', { params: { query: { code } } }),
    ),
  );
}

/** Orders in the personal area: 12 a page (shopping-flow.md §9). */
export const ORDERS_PAGE_SIZE = 12;

/** The personal area's filters of order/list. */
export interface OrderListFilter {
  readonly from?: string;
  readonly to?: string;
  readonly type?: OrderType;
  readonly pending: boolean;
}

export const orderListQueryOptions = (
  client: ShopClient,
  page: number,
  filter: OrderListFilter = { pending: true },
) =>
  queryOptions({
    queryKey: ['order', 'list', page, filter],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/order/list', {
          params: {
            query: {
              page,
              page_size: ORDERS_PAGE_SIZE,
              show_pending: filter.pending,
              ...(filter.from === undefined ? {} : { from_date: filter.from }),
              ...(filter.to === undefined ? {} : { to_date: filter.to }),
              ...(filter.type === undefined ? {} : { order_type: filter.type }),
            },
          },
        }),
      );
      return reply.data;
    },
  });

export async function cancelOrder(client: ShopClient, orderId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/order/delete', { params: { query: { order_id: orderId } } }),
  );
  return reply.data;
}
