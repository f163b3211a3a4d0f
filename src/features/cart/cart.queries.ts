/**
 * The calls that change the cart (shopping-flow.md §7 "Cart"). Each answers the whole cart, which
 * the app writes into the shared cart query (src/api/cart.ts).
 */
import { toCartReply, type CartReply } from '../../api/cart';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';

export type CartAddItem = components['schemas']['CartAddItem'];

/** Adds one product; the reply's messages decide whether the success toast shows. */
export async function addToCart(client: ShopClient, item: CartAddItem) {
  const reply = await unwrap(client.POST('/ebsn/api/cart/add', { body: { items: [item] } }));
  return { cart: reply.data, user: reply.user, status: reply.response };
}

export async function updateCartItem(client: ShopClient, itemId: number, quantity: number) {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/update', { body: { items: [{ itemId, quantity }] } })),
  );
}

export async function deleteCartItem(client: ShopClient, itemId: number) {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/delete', { body: { items: [{ itemId }] } })),
  );
}

export async function emptyCart(client: ShopClient) {
  return toCartReply(await unwrap(client.POST('/ebsn/api/cart/empty')));
}

/** Sets a cart information: the order comment, or the invoice request ('true'/'false'). */
export async function updateCartInfo(
  client: ShopClient,
  property: 'order_comment' | 'need_invoice',
  value: string,
): Promise<CartReply> {
  return toCartReply(
    await unwrap(client.POST('/ebsn/api/cart/update-cart-info', { body: { property, value } })),
  );
}

/** Whether the shop may replace a line's product with an alternative when it is missing. */
export async function updateLineAlternatives(
  client: ShopClient,
  itemId: number,
  accept: boolean,
): Promise<CartReply> {
  return toCartReply(
    await unwrap(
      client.POST('/ebsn/api/cart/update-infos', {
        body: { items: [{ itemId, infos: { accept_alternatives: accept ? 'true' : 'false' } }] },
      }),
    ),
  );
}
