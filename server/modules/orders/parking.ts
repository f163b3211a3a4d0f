/**
 * order/reserve (shopping-flow.md sections 7 and 8): the shopper on the way to collect a store
 * pickup order announces their distance and reserves a parking space. Success carries the info
 * the app shows; a refusal is the first error, shown with the title 'Attenzione'.
 */
import { canReserveParking, orderFollowUpMessages } from '../../../src/domain/order-follow-up';
import type { OperationHandler } from '../../http/contract';
import { ApiError, ok, withInfo } from '../../http/envelope';
import { requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { lockOrder } from './repository';
import { upsertReservation } from './parking-repository';
import { orderNotFound } from './not-found';

const orderReserve: OperationHandler<'orderReserve'> = async (request) => {
  const user = requireLiveSession(request);
  const app = request.server;
  const { order_id: orderId, distance } = request.query;
  const info = request.query.reservation_info?.trim() ?? '';
  const reservationInfo = info === '' ? null : info;
  await app.database.db.transaction(async (tx) => {
    const order = await lockOrder(tx, user.id, orderId);
    if (order === null) throw orderNotFound();
    if (!canReserveParking(order.statusId, order.deliveryServiceId)) {
      throw new ApiError(400, [orderFollowUpMessages.cannotReserve.message]);
    }
    await upsertReservation(tx, orderId, distance, reservationInfo, app.clock());
  });
  return withInfo(
    ok({ orderId, distance, reservationInfo }, toApiUser(user)),
    orderFollowUpMessages.parkingReserved.message,
  );
};

export const parkingHandlers = { orderReserve };
