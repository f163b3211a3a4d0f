/** Shop at work (openapi tag `shopatwork`): subscribing the shopper to their company's delivery. */
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';

/** Subscribes the shopper by the company's code; answers the company (its address is added). */
export async function subscribeShopAtWork(client: ShopClient, subscriptionCode: string) {
  const reply = await unwrap(
    client.GET('/ebsn/api/shopatwork/subscribe', { params: { query: { subscriptionCode } } }),
  );
  return reply.data;
}
