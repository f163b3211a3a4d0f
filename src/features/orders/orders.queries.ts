/**
 * Orders (shopping-flow.md §7 "Orders"): the list and one order (also through its shared link),
 * paying again and cancelling. The routes' loaders read these, so they ship with the first page;
 * the calls of the order page's other actions are in orders.mutations.ts.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import type { OrderType } from '../../domain/order-types';

export type Order = components['schemas']['Order'];

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

/** One order through its access token (token-order/view), for whoever holds the link. */
export const sharedOrderQueryOptions = (client: ShopClient, orderId: number, token: string) =>
  queryOptions({
    queryKey: ['shared-order', orderId, token],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/token-order/view', {
          params: { query: { order_id: orderId, access_token: token } },
        }),
      );
      return reply.data;
    },
  });
