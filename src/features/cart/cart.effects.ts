/**
 * The cart's actors with real effects: the add-to-cart gate, the cart drawer and the line
 * quantities, with the service choice's actor they drive. This module loads on first use
 * (lazy-cart-actors.ts): no page needs it to show. Each call's reply (the whole cart) is written
 * into the cart query.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type Actor, type SnapshotFrom } from 'xstate';
import { cartDrawerMachine } from '../../../machines/cart/cart-drawer.machine';
import { quantityMachine } from '../../../machines/cart/quantity.machine';
import {
  addToCartMachine,
  selectAddingProductId,
  selectOptionsProduct,
  selectPromoProduct,
  type AddRequest,
  type GateProduct,
} from '../../../machines/cart/add-to-cart.machine';
import { selectOpenDialog } from '../../../machines/service/service.machine';
import {
  selectIsAuthenticated,
  type sessionMachine,
} from '../../../machines/session/session.machine';
import { addToCart, deleteCartItem, emptyCart, updateCartItem } from './cart.queries';
import { cartQueryOptions, storeCartReply, type CartItem, type CartReply } from '../../api/cart';
import type { ShopClient } from '../../api/client';
import { cartMessages } from '../../domain/cart-messages';
import { collectMessages, isLoggedInUserId } from '../../domain/envelope';
import { isAddressChosen, isTimeslotUsable } from '../../domain/service-choice';
import { failingWith } from '../../shared/flow-failure';
import type { LazyLoginActor } from '../login';
import { i18n } from '../../shared/i18n';
import { firstQuantity, sellingRulesOf } from '../../domain/quantity';
import type { ServiceEffectsModule } from '../service';
import { storeTrackedCartReply } from './cart-analytics';
import { toasts } from '../../shared/toasts';
import { ensureLogin } from '../session';

/** Toasts in the cart area last 3 seconds (shopping-flow.md §9). */
const CART_TOAST_MS = 3000;

export interface CartActorsEffects {
  readonly queryClient: QueryClient;
  readonly client: ShopClient;
  readonly session: Actor<typeof sessionMachine>;
  readonly login: LazyLoginActor;
  /** Configuration: the anonymous cart skips login, address and slot. */
  readonly anonymousCart: boolean;
}

export type CartActors = ReturnType<typeof createCartActors>;

export function createCartActors(effects: CartActorsEffects, service: ServiceEffectsModule) {
  const { queryClient, client, session, login } = effects;
  const storeCart = (reply: CartReply) => storeCartReply(queryClient, reply);
  /** Stores the reply of a call that changes quantities, tracking the products' changes. */
  const storeChange =
    (productIds?: readonly number[]) =>
    (reply: CartReply): void =>
      storeTrackedCartReply(queryClient, reply, productIds);
  const serviceSelection = service.createServiceActor({ queryClient, client, storeCart });
  const cartDrawer = createActor(
    cartDrawerMachine.provide({
      actors: {
        emptyCart: fromPromise(() => emptyCart(client).then(storeChange())),
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
            updateCartItem(client, item.itemId, input.quantity).then(
              storeChange([item.product.productId]),
            ),
          ),
        ),
        removeLine: fromPromise(() =>
          failingWith(i18n._(cartMessages.errorRemovingProduct), () =>
            deleteCartItem(client, item.itemId).then(storeChange([item.product.productId])),
          ),
        ),
      },
    });
  cartDrawer.start();

  /** Runs the service dialogs from `start`; settles with whether they ended with a choice. */
  const chooseService = (start: 'address' | 'timeslot') => {
    return new Promise<boolean>((resolve) => {
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
  };

  const addItem = async (request: AddRequest) => {
    const reply = await failingWith(i18n._(cartMessages.productAddError), () =>
      addToCart(client, {
        productId: request.product.productId,
        quantity: request.quantity,
        params: request.params,
        applyPromo: request.applyPromo ?? true,
      }),
    );
    storeChange([request.product.productId])(reply);
    return { messages: collectMessages(reply.status) };
  };

  /**
   * The cart as the gate needs it: the cached one when it is this session's and settled (every
   * change writes it: the adds, the service dialogs, the session's refresh), else a fresh read. After
   * a login the cache may still hold the guest's cart while the session's refresh of it runs: then
   * the read waits for that refresh (or makes one).
   */
  const gateFacts = () => {
    const options = cartQueryOptions(client);
    const cached = queryClient.getQueryData(options.queryKey);
    const state = queryClient.getQueryState(options.queryKey);
    const sessionUserId = session.getSnapshot().context.user?.userId;
    const settled = state !== undefined && !state.isInvalidated && state.fetchStatus === 'idle';
    if (cached !== undefined && settled && cached.user.userId === sessionUserId) {
      return Promise.resolve(cached);
    }
    return queryClient.fetchQuery({ ...options, staleTime: 0 });
  };

  const gate = createActor(
    addToCartMachine.provide({
      actors: {
        readGateFacts: fromPromise(async () => {
          const { cart, user } = await gateFacts();
          return {
            loggedIn: isLoggedInUserId(user.userId) && selectIsAuthenticated(session.getSnapshot()),
            addressChosen: isAddressChosen(cart),
            timeslotChosen: isTimeslotUsable(cart),
          };
        }),
        ensureLogin: fromPromise(() => ensureLogin(session, login)),
        chooseService: fromPromise(({ input }) => chooseService(input.start)),
        addItem: fromPromise(({ input }) => addItem(input)),
      },
      actions: {
        showAddedToast: () =>
          toasts.show({
            // The cart drawer and the checkout take it away (they show the cart itself).
            id: cartMessages.productAdded.id,
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

  gate.start();
  return {
    serviceSelection,
    cartDrawer,
    lineQuantity,
    lineQuantityInput: (item: CartItem) => ({
      rules: sellingRulesOf(item.product),
      quantity: item.quantity,
    }),
    addToCart: gate,
    /** What the shell shows of these actors, read from their snapshots with `useSelector`. */
    select: {
      serviceDialogOpen: (snapshot: SnapshotFrom<typeof serviceSelection>) =>
        selectOpenDialog(snapshot) !== null,
      gateDialogOpen: (snapshot: SnapshotFrom<typeof gate>) =>
        selectOptionsProduct(snapshot) !== null || selectPromoProduct(snapshot) !== null,
      addingProductId: selectAddingProductId,
    },
    /**
     * Adds `quantity` of the product through the gate; by default its first quantity (the
     * stepper's plus from 0).
     */
    add: (product: GateProduct, quantity?: number) => {
      const rules = sellingRulesOf({
        minAcq: product.minAcq ?? 1,
        productInfos: product.productInfos ?? {},
      });
      gate.send({ type: 'cart.add', product, quantity: quantity ?? firstQuantity(rules) });
    },
  };
}
