/**
 * The service-selection actor with real effects: the address, time-slot and store dialogs' calls.
 * Loaded with the cart's actors on first use (cart/lazy-cart-actors.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { serviceMachine } from '../../../machines/service/service.machine';
import type { CartReply } from '../../api/cart';
import type { ShopClient } from '../../api/client';
import {
  checkAddress,
  deleteAddress,
  saveAddress,
  selectAddress,
  selectStore,
  selectTimeslot,
  serviceQueryKey,
} from './service.queries';
import { serviceMessages } from '../../domain/delivery-services';
import { collectMessages } from '../../domain/envelope';
import { failingWith } from '../../shared/flow-failure';
import { i18n } from '../../shared/i18n';
import { toasts } from '../../shared/toasts';

export interface ServiceEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** Writes a reply's cart into the cart query. */
  readonly storeCart: (reply: CartReply) => void;
}

export type ServiceActor = ReturnType<typeof createServiceActor>;

export function createServiceActor({ queryClient, client, storeCart }: ServiceEffects) {
  const serviceSelection = createActor(
    serviceMachine.provide({
      actors: {
        selectAddress: fromPromise(({ input }) =>
          failingWith(i18n._(serviceMessages.errorSettingAddress), () =>
            selectAddress(client, input.address).then(storeCart),
          ),
        ),
        selectTimeslot: fromPromise(({ input }) =>
          failingWith(i18n._(serviceMessages.errorSettingTimeslot), () =>
            selectTimeslot(client, input.date, input.timeslotId).then(storeCart),
          ),
        ),
        selectStore: fromPromise(({ input }) =>
          failingWith(i18n._(serviceMessages.errorSettingStore), () =>
            selectStore(client, input.storeId).then(storeCart),
          ),
        ),
        checkAddress: fromPromise(({ input }) =>
          failingWith(i18n._(serviceMessages.errorSettingAddress), () =>
            checkAddress(client, input.draft),
          ),
        ),
        saveAddress: fromPromise(async ({ input }) => {
          const reply = await failingWith(i18n._(serviceMessages.errorSettingAddress), () =>
            saveAddress(client, { ...input.draft, saveUnvalidated: input.saveUnvalidated }),
          );
          const { infos } = collectMessages(reply.response);
          infos.forEach((info) => toasts.show({ color: 'green', message: info }));
        }),
        deleteAddress: fromPromise(({ input }) =>
          failingWith(i18n._(serviceMessages.addressInUse), () =>
            deleteAddress(client, input.addressId),
          ),
        ),
      },
      actions: {
        serviceChanged: () => {
          // The catalogue too: the server shows the happy-hour category by the cart's warehouse
          // and slot (shopping-flow.md §6).
          for (const queryKey of [serviceQueryKey, ['category'], ['products']]) {
            void queryClient.invalidateQueries({ queryKey });
          }
        },
      },
    }),
    { input: {} },
  );

  serviceSelection.start();
  return serviceSelection;
}
