/** The billing data of the invoices (account-and-platform.md §7 "Personal data"). */
import { queryOptions } from '@tanstack/react-query';
import type { ShopClient } from '../../api/client';
import type { components } from '../../api/ebsn';
import { unwrap } from '../../api/unwrap';
import type { Billing } from '../../domain/billing';

export type PersonFiscal = components['schemas']['PersonFiscal'];

export const billingQueryKey = ['user-person-fiscal'] as const;

export const billingQueryOptions = (client: ShopClient) =>
  queryOptions({
    queryKey: billingQueryKey,
    queryFn: async () =>
      (await unwrap(client.GET('/ebsn/api/user-person-fiscal/list'))).data.personFiscals,
  });

/** Adds billing data, or changes the ones of `personFiscalId`. */
export async function saveBilling(client: ShopClient, billing: Billing, personFiscalId?: number) {
  await unwrap(
    personFiscalId === undefined
      ? client.POST('/ebsn/api/user-person-fiscal/insert-billing-address', { body: billing })
      : client.POST('/ebsn/api/registration/update_billing_address', {
          body: { ...billing, personFiscalId },
        }),
  );
}

export async function deleteBilling(client: ShopClient, personFiscalId: number) {
  await unwrap(
    client.GET('/ebsn/api/user-person-fiscal/delete-person-fiscal', {
      params: { query: { person_fiscal_id: personFiscalId } },
    }),
  );
}
