/**
 * The cart's actors, created on first use (an add button, the cart drawer, a service dialog): the
 * first page needs none of them. Until then no dialog is open and nothing is being added; once
 * created, screens read the actors' machines with `useSelector` (`use-created-cart-actors.ts`).
 * The last locks (cart status, payment route) are kept here to hand over at creation.
 */
import { CART_STATUS_OPEN } from '../../domain/cart-status';
import type { CartActors, CartActorsEffects } from './cart.effects';
import { withStorefrontTexts } from '../../shared/i18n';
import { loadServiceEffects } from '../service';

export interface LazyCartActors {
  /** Loads the module and creates the actors once; later calls get the same promise. */
  readonly load: () => Promise<CartActors>;
  /** The actors once created, null until then. */
  readonly loaded: () => CartActors | null;
  /** Tells each listener once, when the actors are created. */
  readonly subscribe: (listener: () => void) => () => void;
  /** The cart's status (null while unknown) and whether the payment page is shown. */
  readonly setLocks: (cartStatusId: number | null, onPaymentRoute: boolean) => void;
  /** Closes the service and add-to-cart dialogs (the back button), cancelling their step. */
  readonly closeDialogs: () => void;
}

export function lazyCartActors(effects: CartActorsEffects): LazyCartActors {
  let loading: Promise<CartActors> | null = null;
  let actors: CartActors | null = null;
  let locks = { cartStatusId: CART_STATUS_OPEN, onPaymentRoute: false };
  const listeners = new Set<() => void>();

  const sendLocks = () => actors?.serviceSelection.send({ type: 'service.locksChanged', ...locks });

  return {
    load: () =>
      (loading ??= withStorefrontTexts(() =>
        Promise.all([import('./cart.effects'), loadServiceEffects()]),
      )().then(([{ createCartActors }, service]) => {
        actors = createCartActors(effects, service);
        sendLocks();
        listeners.forEach((listener) => listener());
        return actors;
      })),
    loaded: () => actors,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setLocks: (cartStatusId, onPaymentRoute) => {
      locks = { cartStatusId: cartStatusId ?? CART_STATUS_OPEN, onPaymentRoute };
      sendLocks();
    },
    closeDialogs: () => {
      actors?.serviceSelection.send({ type: 'dialog.close' });
      actors?.addToCart.send({ type: 'options.cancelled' });
      actors?.addToCart.send({ type: 'promo.cancelled' });
    },
  };
}
