/**
 * Gift codes (shopping-flow.md §7 "Gift codes"): a code applied to or removed from the cart, and
 * the shopper's gift certificates (giftcertificate/list).
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import { toCartReply, type CartReply } from '../../api/cart';
import { unwrap } from '../../api/unwrap';

export const giftCertificatesQueryOptions = (client: ShopClient, showHistory: boolean) =>
  queryOptions({
    queryKey: ['gift-certificates', showHistory],
    queryFn: async () => {
      const reply = await unwrap(
        client.GET('/ebsn/api/giftcertificate/list', {
          params: { query: { show_history: showHistory } },
        }),
      );
      return reply.data.giftCertificates;
    },
  });

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
