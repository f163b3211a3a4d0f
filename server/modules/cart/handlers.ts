/** The cart call; it doubles as the login refresh, so it also answers the whole user. */
import type { OperationHandler } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { authOf, refuseExpiredCredential } from '../../plugins/session';
import { toApiUser } from '../auth/repository';
import { anonymousCart, cartView as cartReply } from './cart-view';
import { ensureCart } from './repository';

const cartView: OperationHandler<'cartView'> = async (request) => {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  if (auth.state !== 'live') return ok(anonymousCart(), anonymousUser());
  const cart = await ensureCart(request.server.database.db, auth.user.id);
  return ok(await cartReply(request.server, cart), toApiUser(auth.user));
};

export const cartHandlers = { cartView };
