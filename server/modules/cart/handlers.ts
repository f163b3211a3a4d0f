/** The cart calls: the cart view (it doubles as the login refresh), its lines and its infos. */
import type { OperationHandler } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { authOf, refuseExpiredCredential } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { anonymousCart, cartReply } from './cart-reply';
import { cartUpdateCartInfo } from './info-handlers';
import type { CartSettings } from './cart-change';
import { lineHandlers } from './line-handlers';
import { cartPurchaseRestriction } from './purchase-restriction';
import { ensureCart } from './repository';

const cartView: OperationHandler<'cartView'> = async (request) => {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  if (auth.state !== 'live') return ok(anonymousCart(), anonymousUser());
  const cart = await ensureCart(request.server.database.db, auth.user.id);
  return ok(await cartReply(request.server, cart), toApiUser(auth.user));
};

export function cartHandlers(settings: CartSettings) {
  return {
    cartView,
    ...lineHandlers(settings),
    cartUpdateCartInfo,
    cartPurchaseRestriction,
  };
}
