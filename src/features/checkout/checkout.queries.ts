/**
 * Checkout and payment (shopping-flow.md §7 "Checkout and payment"): the prepared totals, the
 * shopper bags and the idempotent buy.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';

export type CheckoutTotals = components['schemas']['CheckoutTotals'];
export type PackagingType = components['schemas']['PackagingType'];

/** The only payment type of the sandbox gateway: a card on the hosted page. */
export const CARD_PAYMENT_TYPE_ID = 1;

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
