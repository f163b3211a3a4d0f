/**
 * 'Invita i tuoi amici' (openapi tag `invite`): the shopper's invite code and link, the friends
 * who registered with it and the vouchers they earned.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';

export type InviteSummary = components['schemas']['InviteSummary'];
export type InviteFriend = components['schemas']['InviteFriend'];

export const inviteSummaryQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: ['invite', 'summary'],
    queryFn: async () => {
      const reply = await unwrap(client.GET('/ebsn/api/invite/summary'));
      return reply.data;
    },
  });
