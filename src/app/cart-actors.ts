/**
 * The cart's actors: the service selection (address, slot and store dialogs) and the add-to-cart
 * gate, provided with real effects. Each call's reply (the whole cart) is written into the cart
 * query, so every view shows it at once.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor } from 'xstate';
import { addToCartMachine, type AddRequest } from '../../machines/add-to-cart.machine';
import { cartDrawerMachine } from '../../machines/cart-drawer.machine';
import { quantityMachine } from '../../machines/quantity.machine';
import {
  selectIsAuthenticated,
  selectIsLoginDialogOpen,
  type sessionMachine,
} from '../../machines/session.machine';
import type { loginMachine } from '../../machines/login.machine';
import {
  serviceSelectionMachine,
  type FlowFailure,
} from '../../machines/service-selection.machine';
import { ApiError } from '../api/api-error';
import {
  addToCart,
  cartQueryKey,
  cartQueryOptions,
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
import { isAddressChosen, isTimeslotChosen } from '../domain/service-choice';
import { i18n } from './i18n';
import { toasts } from './toasts';

/** Toasts in the cart area last 3 seconds (shopping-flow.md §9). */
const CART_TOAST_MS = 3000;

interface CartActorsEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly session: Actor<typeof sessionMachine>;
  readonly login: Actor<typeof loginMachine>;
  /** Configuration: the anonymous cart skips login, address and slot. */
  readonly anonymousCart: boolean;
}

/** What a machine's failed step shows: the server's errors, or the given fallback text. */
function toFailure(error: unknown, fallback: string): FlowFailure {
  const errors = error instanceof ApiError ? error.messages.errors : [];
  return { messages: errors.length > 0 ? errors : [fallback] };
}

async function failingWith<T>(fallback: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFailure(error, fallback);
  }
}

export function createCartActors(effects: CartActorsEffects) {
  const { queryClient, client, session, login } = effects;
  const storeCart = (reply: CartReply): void => {
    queryClient.setQueryData(cartQueryKey, reply);
  };

  const serviceSelection = createActor(
    serviceSelectionMachine.provide({
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

  /** Opens the login dialog and settles when it closes: logged in or not. */
  const ensureLogin = () =>
    new Promise<boolean>((resolve) => {
      login.send({ type: 'form.reset' });
      session.send({ type: 'login.open' });
      const subscription = session.subscribe((snapshot) => {
        if (selectIsLoginDialogOpen(snapshot)) return;
        subscription.unsubscribe();
        resolve(selectIsAuthenticated(snapshot));
      });
    });

  /** Runs the service dialogs from `start`; settles with whether they ended with a choice. */
  const chooseService = (start: 'address' | 'timeslot') =>
    new Promise<boolean>((resolve) => {
      const subscription = serviceSelection.on('service.finished', (event) => {
        subscription.unsubscribe();
        resolve(event.completed);
      });
      serviceSelection.send({ type: 'service.open', step: start });
      // A locked choice (cart status 7, payment page) opens nothing: give up at once.
      if (serviceSelection.getSnapshot().matches('idle')) {
        subscription.unsubscribe();
        resolve(false);
      }
    });

  const addItem = async (request: AddRequest) => {
    const reply = await failingWith(i18n._(cartMessages.productAddError), () =>
      addToCart(client, {
        productId: request.product.productId,
        quantity: request.quantity,
        params: request.params,
        applyPromo: request.applyPromo ?? true,
      }),
    );
    storeCart(reply);
    return { messages: collectMessages(reply.status) };
  };

  const gate = createActor(
    addToCartMachine.provide({
      actors: {
        readGateFacts: fromPromise(async () => {
          const { cart, user } = await queryClient.fetchQuery(cartQueryOptions(client));
          return {
            loggedIn: user.userId > -1 && selectIsAuthenticated(session.getSnapshot()),
            addressChosen: isAddressChosen(cart),
            timeslotChosen: isTimeslotChosen(cart),
          };
        }),
        ensureLogin: fromPromise(ensureLogin),
        chooseService: fromPromise(({ input }) => chooseService(input.start)),
        addItem: fromPromise(({ input }) => addItem(input)),
      },
      actions: {
        showAddedToast: () =>
          toasts.show({
            color: 'green',
            message: i18n._(cartMessages.productAdded),
            autoClose: CART_TOAST_MS,
          }),
        // The server's own reasons are already toasted by the client; this covers the rest.
        showAddError: ({ context }) => {
          if (context.errors.length > 0) return;
          toasts.show({ color: 'red', message: i18n._(cartMessages.productAddError) });
        },
      },
    }),
    { input: { anonymousCart: effects.anonymousCart } },
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

  return {
    serviceSelection,
    cartDrawer,
    addToCart: gate,
    lineQuantity,
    lineQuantityInput: (item: CartItem) => ({
      rules: sellingRulesOf(item.product),
      quantity: item.quantity,
    }),
  };
}
