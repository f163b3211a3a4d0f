/** The shopper's gift certificates (shopping-flow.md §7 "Gift codes": giftcertificate/list). */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from './client';
import { unwrap } from './unwrap';

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
