/**
 * The read-only order view without login (token-order/view, shopping-flow.md section 7) and the
 * call that gives the shopper the link. The token (256 random bits) is the only credential; a
 * wrong one answers 404 like an unknown order, so nothing tells an order id exists.
 */
import type { OperationHandler } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { fullOrderView } from './order-view';
import { findOrder } from './repository';
import { ensureAccessToken, ownerOfToken } from './access-token-repository';
import { orderNotFound } from './not-found';

const orderAccessToken: OperationHandler<'orderAccessToken'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const orderId = request.query.order_id;
  if ((await findOrder(db, user.id, orderId)) === null) throw orderNotFound();
  const accessToken = await ensureAccessToken(db, orderId);
  const query = new URLSearchParams({ order_id: String(orderId), access_token: accessToken });
  return ok(
    { orderId, accessToken, viewPath: `/ebsn/api/token-order/view?${query.toString()}` },
    toApiUser(user),
  );
};

const tokenOrderView: OperationHandler<'tokenOrderView'> = async (request) => {
  const { db } = request.server.database;
  const { order_id: orderId, access_token: token } = request.query;
  const ownerId = await ownerOfToken(db, orderId, token);
  const order = ownerId === null ? null : await findOrder(db, ownerId, orderId);
  if (order === null) throw orderNotFound();
  return ok(await fullOrderView(request.server, order), anonymousUser());
};

export const tokenOrderHandlers = { orderAccessToken, tokenOrderView };
