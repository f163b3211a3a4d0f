/**
 * The time-slot calls: the days and slots of the cart's service at its warehouse, and booking
 * one. Both go by `app.clock()`, so tests can set the time.
 */
import { cartSlotRules } from '../../../src/domain/timeslot-rules';
import type { OperationHandler } from '../../http/contract';
import { anonymousUser, ok } from '../../http/envelope';
import { authOf, refuseExpiredCredential, requireLiveSession } from '../../plugins/session';
import { toApiUser } from '../session/repository';
import { cartReply } from '../cart/cart-reply';
import { cartProductInfos } from '../cart/line-repository';
import { ensureCart } from '../cart/repository';
import { findCartService, heldBooking } from './cart-service-repository';
import { bookSlot } from './slot-booking';
import { bookableDays, timeslotDays } from './timeslot-days';
import { bookingCounts, serviceTimeslots } from './timeslot-repository';

const timeslotList: OperationHandler<'timeslotList'> = async (request) => {
  refuseExpiredCredential(request);
  const auth = authOf(request);
  if (auth.state !== 'live') return ok({ days: [] }, anonymousUser());
  const user = toApiUser(auth.user);
  const { db } = request.server.database;
  const cart = await ensureCart(db, auth.user.id);
  const service = await findCartService(db, cart.id);
  const warehouseId = service?.warehouseId ?? null;
  const deliveryServiceId = service?.deliveryServiceId ?? null;
  // No address chosen yet: no service, so no slots.
  if (warehouseId === null || deliveryServiceId === null) return ok({ days: [] }, user);

  const now = request.server.clock();
  const days = bookableDays(now);
  const templates = await serviceTimeslots(db, deliveryServiceId);
  const templateIds = templates.map((template) => template.id);
  const bookings = await bookingCounts(db, warehouseId, templateIds, days);
  const rules = cartSlotRules(await cartProductInfos(db, cart.id));
  const showClosed = request.query['show-closed'] ?? false;
  const held = heldBooking(service);
  return ok(
    { days: timeslotDays({ days, templates, bookings, rules, now, held, showClosed }) },
    user,
  );
};

const timeslotSelect: OperationHandler<'timeslotSelect'> = async (request) => {
  const user = requireLiveSession(request);
  const { db } = request.server.database;
  const cart = await ensureCart(db, user.id);
  const choice = { timeslotId: request.query.timeslot_id, date: request.query.sel_date };
  await bookSlot(db, user.id, cart.id, choice, request.server.clock());
  return ok(await cartReply(request.server, cart), toApiUser(user));
};

export const timeslotHandlers = { timeslotList, timeslotSelect };
