/**
 * The address-book statechart with its real effects for 'I miei indirizzi': the shopper's own
 * addresses, checked by the address check of the shopping flow before they are saved.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  addressBookMachine,
  type BookRecord,
} from '../../../machines/account/address-book.machine';
import type { ShopClient } from '../../api/client';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';
import { serviceMessages } from '../../domain/delivery-services';
import { collectMessages } from '../../domain/envelope';
import { checkAddress, deleteAddress, saveAddress, serviceQueryKey } from './service.queries';

/** The address of a record of this book (billing records belong to the personal area's). */
function addressOf(record: BookRecord) {
  if (record.kind !== 'address') throw new Error('the address book keeps addresses only');
  return record.address;
}

export function provideAddressBook(client: ShopClient, queryClient: QueryClient) {
  const failed = i18n._(serviceMessages.errorSettingAddress);
  return addressBookMachine.provide({
    actors: {
      checkRecord: fromPromise(({ input }) =>
        failingWith(failed, () => checkAddress(client, addressOf(input.record))),
      ),
      saveRecord: fromPromise(async ({ input }) => {
        const reply = await failingWith(failed, () =>
          saveAddress(client, { ...addressOf(input.record), saveUnvalidated: input.unvalidated }),
        );
        // 'Nuovo indirizzo aggiunto' (account-and-platform.md §7).
        collectMessages(reply.response).infos.forEach((info) =>
          toasts.show({ color: 'green', message: info }),
        );
      }),
      deleteRecord: fromPromise(({ input }) =>
        failingWith(i18n._(serviceMessages.addressInUse), () => deleteAddress(client, input.id)),
      ),
    },
    actions: {
      announceChanged: () => void queryClient.invalidateQueries({ queryKey: serviceQueryKey }),
    },
  });
}
