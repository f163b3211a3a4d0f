/**
 * The service-selection, cart-drawer and line-quantity actors with real effects. Loaded with the
 * first dialog or drawer that needs them (see lazy-service-actors.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise } from 'xstate';
import { cartDrawerMachine } from '../../machines/cart-drawer.machine';
import { quantityMachine } from '../../machines/quantity.machine';
import { serviceMachine } from '../../machines/service.machine';
import {
  deleteCartItem,
  emptyCart,
  updateCartItem,
  type CartItem,
  type CartReply,
} from '../api/cart.queries';
import type { ShopClient } from '../api/client';
import {
  checkAddress,
  deleteAddress,
  saveAddress,
  selectAddress,
  selectStore,
  selectTimeslot,
  serviceQueryKey,
} from '../api/service.queries';
import { cartMessages } from '../domain/cart-messages';
import { serviceMessages } from '../domain/delivery-services';
import { collectMessages } from '../domain/envelope';
import { sellingRulesOf } from '../domain/quantity';
import { failingWith } from './flow-failure';
import { i18n } from './i18n';
import { toasts } from './toasts';

export interface ServiceActorsEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  /** Writes a reply's cart into the cart query. */
  readonly storeCart: (reply: CartReply) => void;
}

export type ServiceActors = ReturnType<typeof createServiceActors>;

export function createServiceActors({ queryClient, client, storeCart }: ServiceActorsEffects) {
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
          void queryClient.invalidateQueries({ queryKey: serviceQueryKey });
        },
      },
    }),
    { input: {} },
  );

  const cartDrawer = createActor(
    cartDrawerMachine.provide({
      actors: {
        emptyCart: fromPromise(() => emptyCart(client).then(storeCart)),
      },
      actions: {
        showEmptyError: () =>
          toasts.show({ color: 'red', message: i18n._(cartMessages.emptyCart) }),
      },
    }),
  );

  /** The quantity machine of one cart line, saving through the cart calls. */
  const lineQuantity = (item: CartItem) =>
    quantityMachine.provide({
      actors: {
        saveQuantity: fromPromise(({ input }) =>
          failingWith(i18n._(cartMessages.errorSettingProduct), () =>
            updateCartItem(client, item.itemId, input.quantity).then(storeCart),
          ),
        ),
        removeLine: fromPromise(() =>
          failingWith(i18n._(cartMessages.errorRemovingProduct), () =>
            deleteCartItem(client, item.itemId).then(storeCart),
          ),
        ),
      },
    });

  serviceSelection.start();
  cartDrawer.start();
  return {
    serviceSelection,
    cartDrawer,
    lineQuantity,
    lineQuantityInput: (item: CartItem) => ({
      rules: sellingRulesOf(item.product),
      quantity: item.quantity,
    }),
  };
}
