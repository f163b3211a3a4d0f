/** The cart call; it doubles as the login refresh, so it also answers the whole user. */
import { CART_STATUS_OPEN } from '../../db/schema';
import type { OperationHandler, Schemas } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { authOf, refuseExpiredCredential } from '../../plugins/session';
import { toApiUser } from '../auth/repository';
import { ensureCart } from './repository';

/** A cart without lines (money will come as integer cents and leave as euros). */
function emptyCart(cartId: number, cartStatusId: number): Schemas['Cart'] {
  return {
    cartId,
    cartStatusId,
    cartItems: [],
    totalItems: 0,
    totalPrice: 0,
    totalPriceVariable: 0,
    cartInfos: {},
    shippingAddress: null,
    timeslot: null,
    store: null,
    warehouse: null,
  };
}

const cartView: OperationHandler<'cartView'> = async (request) => {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  if (auth.state !== 'live') return ok(emptyCart(0, CART_STATUS_OPEN), anonymousUser());
  const cart = await ensureCart(request.server.database.db, auth.user.id);
  return ok(emptyCart(cart.id, cart.cartStatusId), toApiUser(auth.user));
};

export const cartHandlers = { cartView };
