/** The address-book statechart with its real effects for the billing data of the invoices. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  addressBookMachine,
  type BookRecord,
} from '../../../machines/account/address-book.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { messages } from '../../domain/messages';
import { billingQueryKey, deleteBilling, saveBilling } from './billing.queries';

export function provideBillingBook(client: ShopClient, queryClient: QueryClient) {
  const generic = i18n._(messages.generic);
  return addressBookMachine.provide({
    actors: {
      // Billing data have no check beyond the domain rules the form already applied.
      checkRecord: fromPromise<{ validated: boolean }, { record: BookRecord }>(() =>
        Promise.resolve({ validated: true }),
      ),
      saveRecord: fromPromise(({ input: { record } }) =>
        failingWith(generic, () =>
          record.kind === 'billing'
            ? saveBilling(client, record.billing, record.personFiscalId)
            : Promise.reject(new Error('the billing book keeps billing data only')),
        ),
      ),
      deleteRecord: fromPromise(({ input }) =>
        failingWith(generic, () => deleteBilling(client, input.id)),
      ),
    },
    actions: {
      announceChanged: () => void queryClient.invalidateQueries({ queryKey: billingQueryKey }),
    },
  });
}
