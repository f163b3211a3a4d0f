/**
 * The cart's actors, created on first use (an add button, the cart drawer, a service dialog): the
 * first page needs none of them. Until then the shell knows all it must without them: no dialog
 * is open, nothing is being added, and the last locks (cart status, payment route) to hand over.
 */
import { CART_STATUS_OPEN } from '../../domain/cart-status';
import type { CartActors, CartActorsEffects, CartShellView } from './cart.effects';
import { withStorefrontTexts } from '../../shared/i18n';
import { loadServiceEffects } from '../service';


const IDLE_VIEW: CartShellView = {
  serviceDialogOpen: false,
  gateDialogOpen: false,
  addingProductId: null,
};

export interface LazyCartActors {
  /** Loads the module and creates the actors once; later calls get the same promise. */
  readonly load: () => Promise<CartActors>;
  readonly view: () => CartShellView;
  readonly subscribe: (listener: () => void) => () => void;
  /** The cart's status (null while unknown) and whether the payment page is shown. */
  readonly setLocks: (cartStatusId: number | null, onPaymentRoute: boolean) => void;
  /** Closes the service and add-to-cart dialogs (the back button), cancelling their step. */
  readonly closeDialogs: () => void;
}

export function lazyCartActors(effects: CartActorsEffects): LazyCartActors {
  let loading: Promise<CartActors> | null = null;
  let actors: CartActors | null = null;
  let view = IDLE_VIEW;
  let locks = { cartStatusId: CART_STATUS_OPEN, onPaymentRoute: false };
  const listeners = new Set<() => void>();

  const sendLocks = () => actors?.serviceSelection.send({ type: 'service.locksChanged', ...locks });
  const refresh = (loaded: CartActors) => {
    const next = loaded.shellView();
    if (
      next.serviceDialogOpen === view.serviceDialogOpen &&
      next.gateDialogOpen === view.gateDialogOpen &&
      next.addingProductId === view.addingProductId
    ) {
      return;
    }
    view = next;
    listeners.forEach((listener) => listener());
  };

  return {
    load: () =>
      (loading ??= withStorefrontTexts(() =>
        Promise.all([import('./cart.effects'), loadServiceEffects()]),
      )().then(([{ createCartActors }, service]) => {
        const created = createCartActors(effects, service);
        actors = created;
        sendLocks();
        created.serviceSelection.subscribe(() => refresh(created));
        created.addToCart.subscribe(() => refresh(created));
        return created;
      })),
    view: () => view,
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
