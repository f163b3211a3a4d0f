/**
 * cart/update-cart-info: one of the cart's infos (order comment, invoice request). It is not a
 * line change, so it is accepted in any cart status; the row lock still orders it with the rest.
 */
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { changeCart } from './cart-change';
import { cartReply } from './cart-reply';
import { setCartInfo } from './line-repository';

/** need_invoice is the string 'true' or 'false' (spec section 3). */
const INVOICE_VALUES: readonly string[] = ['true', 'false'];

export const cartUpdateCartInfo: OperationHandler<'cartUpdateCartInfo'> = async (request) => {
  const user = requireLiveSession(request);
  const { property, value } = request.body;
  if (property === 'need_invoice' && !INVOICE_VALUES.includes(value)) {
    throw new ApiError(400, ["Il campo «value» di need_invoice deve essere 'true' o 'false'"]);
  }
  const cart = await changeCart(request.server, user.id, { needsOpenCart: false }, (tx, locked) =>
    setCartInfo(tx, locked.id, property, value),
  );
  return ok(await cartReply(request.server, cart), toApiUser(user));
};
