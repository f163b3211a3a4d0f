/** The disclaimer calls (account-and-platform.md §7 "Disclaimers"). */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { AskedDisclaimer } from '../../../machines/consent/consent.machine';
import type { ShopClient } from '../../api/client';
import { unwrap } from '../../api/unwrap';
import type { ConsentAnswer } from '../../domain/consent';

const userDisclaimersKey = ['user-registration-disclaimer', 'list-by-type'] as const;

/** Every disclaimer with the shopper's answer, by priority. */
export const userDisclaimersQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: userDisclaimersKey,
    queryFn: async (): Promise<readonly AskedDisclaimer[]> =>
      (await unwrap(client.GET('/ebsn/api/user-registration-disclaimer/list-by-type'))).data
        .userDisclaimers,
  });

/** What the check after a login asks: every disclaimer when a required one is missing, else none. */
export async function disclaimersToAsk(
  client: ShopClient,
  queryClient: QueryClient,
): Promise<readonly AskedDisclaimer[]> {
  const missing = (
    await unwrap(client.GET('/ebsn/api/user-registration-disclaimer/check-disclaimer'))
  ).data.registrationDisclaimers;
  if (missing.length === 0) return [];
  return queryClient.fetchQuery({ ...userDisclaimersQueryOptions(client), staleTime: 0 });
}

/** Saves the answers and keeps the reply as the shopper's answers. */
export async function saveConsents(
  client: ShopClient,
  queryClient: QueryClient,
  answers: readonly ConsentAnswer[],
) {
  const reply = await unwrap(
    client.POST('/ebsn/api/user-registration-disclaimer/update-disclaimer', {
      body: { disclaimers: [...answers] },
    }),
  );
  queryClient.setQueryData(userDisclaimersKey, reply.data.userDisclaimers);
}
