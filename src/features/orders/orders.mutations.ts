/**
 * What a shopper does with an order after the buy (shopping-flow.md §7 "Orders"): modify it (back
 * to the cart) or give the modification up, reorder it, open its invoice, rate it, reserve a
 * parking space to collect it, share a read-only link. Loaded with the order page.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import { toCartReply, type CartReply } from '../../api/cart';

export type OrderNote = components['schemas']['OrderNote'];

/** The order goes back to the cart (status 7) to be changed and confirmed again. */
export async function modifyOrder(client: ShopClient, orderId: number): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/order/modify', { params: { query: { order_id: orderId } } }),
    ),
  );
}

/** The modification under way is given up: the order stays as it was, the cart is emptied. */
export async function abandonOrderModification(client: ShopClient, orderId: number) {
  const reply = await unwrap(
    client.POST('/ebsn/api/order/modify-cancel', { params: { query: { order_id: orderId } } }),
  );
  return reply.data;
}

/** Every product of the order still on sale into the cart; the reply names the ones skipped. */
export async function reorder(client: ShopClient, orderId: number): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/cart/add-all-from-order', {
        params: { query: { order_id: orderId } },
      }),
    ),
  );
}

/** The invoice's PDF, as an object URL the browser opens; rejects when there is none. */
export async function fetchInvoiceUrl(client: ShopClient, orderId: number): Promise<string> {
  const { data, response } = await client.GET('/ebsn/api/order/invoice', {
    params: { query: { order_id: orderId } },
    parseAs: 'blob',
  });
  if (!response.ok || !(data instanceof Blob)) throw new Error(`invoice ${response.status}`);
  return URL.createObjectURL(data);
}

export const orderNoteQueryOptions = (client: ShopClient, orderId: number) =>
  queryOptions({
    queryKey: ['order', orderId, 'note'],
    queryFn: async (): Promise<OrderNote | null> => {
      const reply = await unwrap(
        client.POST('/ebsn/api/note/list/', { params: { query: { order_id: orderId } } }),
      );
      return reply.data.notes[0] ?? null;
    },
  });

export interface OrderRating {
  readonly orderId: number;
  readonly rating: number;
  readonly comment: string;
  /** The note to change; null for the first rating of the order. */
  readonly noteId: number | null;
}

/** note/order/add the first time, note/order/update after. */
export async function saveOrderRating(client: ShopClient, rating: OrderRating) {
  const comment = rating.comment.trim();
  const fields = { rating: rating.rating, ...(comment === '' ? {} : { comment }) };
  const reply =
    rating.noteId === null
      ? await unwrap(
          client.POST('/ebsn/api/note/order/add', {
            body: { orderId: rating.orderId, ...fields },
          }),
        )
      : await unwrap(
          client.POST('/ebsn/api/note/order/update', {
            body: { noteId: rating.noteId, ...fields },
          }),
        );
  return reply.data;
}

export interface ParkingRequest {
  readonly orderId: number;
  /** Metres from the store. */
  readonly distance: number;
  /** Car or plate, optional. */
  readonly info: string;
}

export async function reserveParking(client: ShopClient, request: ParkingRequest) {
  const info = request.info.trim();
  const reply = await unwrap(
    client.POST('/ebsn/api/order/reserve', {
      params: {
        query: {
          order_id: request.orderId,
          distance: request.distance,
          ...(info === '' ? {} : { reservation_info: info }),
        },
      },
    }),
  );
  return reply.data;
}

/** The order's access token, for a read-only link that needs no login (ours: order/access-token). */
export async function createOrderAccessToken(client: ShopClient, orderId: number): Promise<string> {
  const reply = await unwrap(
    client.POST('/ebsn/api/order/access-token', { params: { query: { order_id: orderId } } }),
  );
  return reply.data.accessToken;
}
