/**
 * Booking a slot for a cart (GET /timeslot/select), in one transaction: the cart is locked, the
 * slot checked against the cart's service, the day, the clock and the products' locks, the held
 * slot given back and the new one taken with a conditional UPDATE. A refusal rolls everything
 * back, so the cart keeps the slot it held.
 *
 * A cart changing an order (status 7) starts on the order's slot, whose place is the order's:
 * leaving it gives nothing back, and coming back to it takes no second place. Any other slot the
 * cart books is its own, taken and given back as usual.
 */
import { serviceMessages } from '../../../src/domain/delivery-services';
import type { MessageDescriptor } from '../../../src/domain/messages';
import { cartSlotRules, judgeSlot, type SlotVerdict } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/envelope';
import { cartProductInfos } from '../cart/line-repository';
import { lockCart } from '../cart/repository';
import {
  heldBooking,
  lockCartService,
  orderBooking,
  releaseBooking,
  sameBooking,
  saveCartSlot,
  takePlace,
  type BookingKey,
} from './cart-service-repository';
import { bookableDays, isOfferedOn } from './timeslot-days';
import { findTimeslot, type TimeslotRow } from './timeslot-repository';

export interface SlotChoice {
  readonly timeslotId: number;
  readonly date: string;
}

function refusal(reason: MessageDescriptor): ApiError {
  return new ApiError(400, [serviceMessages.errorSettingTimeslot.message, reason.message]);
}

function lockReason(verdict: SlotVerdict): MessageDescriptor | null {
  if (verdict.begun) return serviceMessages.slotBegun;
  if (verdict.underLeadTime) return serviceMessages.slotUnderLeadTime;
  if (verdict.underLockDay) return serviceMessages.slotUnderLockDay;
  if (verdict.underLockCutoff) return serviceMessages.slotUnderLockCutoff;
  return null;
}

function compareBookings(a: BookingKey, b: BookingKey): number {
  return (
    a.warehouseId - b.warehouseId || a.timeslotId - b.timeslotId || a.date.localeCompare(b.date)
  );
}

/**
 * Gives `held` back (unless null) and takes a place in `next` (unless null). The two rows are
 * touched in key order, so two carts trading slots wait for each other instead of deadlocking.
 */
async function swapBooking(
  tx: Db,
  held: BookingKey | null,
  next: BookingKey | null,
  capacity: number,
): Promise<void> {
  const take = async () => {
    if (next !== null && !(await takePlace(tx, next, capacity))) {
      throw refusal(serviceMessages.slotFull);
    }
  };
  if (held !== null && (next === null || compareBookings(held, next) < 0)) {
    await releaseBooking(tx, held);
    await take();
  } else {
    await take();
    if (held !== null) await releaseBooking(tx, held);
  }
}

async function checkedTemplate(
  tx: Db,
  choice: SlotChoice,
  deliveryServiceId: number,
  now: Date,
): Promise<TimeslotRow> {
  const template = await findTimeslot(tx, choice.timeslotId);
  const offered =
    template !== null &&
    template.deliveryServiceId === deliveryServiceId &&
    bookableDays(now).includes(choice.date) &&
    isOfferedOn(template, choice.date);
  if (!offered) throw refusal(serviceMessages.slotNotOffered);
  return template;
}

export async function bookSlot(
  db: Db,
  userId: number,
  cartId: number,
  choice: SlotChoice,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await lockCart(tx, cartId, userId);
    const current = await lockCartService(tx, cartId);
    const warehouseId = current?.warehouseId ?? null;
    const deliveryServiceId = current?.deliveryServiceId ?? null;
    if (warehouseId === null || deliveryServiceId === null) {
      throw refusal(serviceMessages.addressFirst);
    }
    const held = heldBooking(current);
    const next = { warehouseId, ...choice };
    if (held !== null && compareBookings(held, next) === 0) return;

    const template = await checkedTemplate(tx, choice, deliveryServiceId, now);
    const rules = cartSlotRules(await cartProductInfos(tx, cartId));
    const slot = {
      date: choice.date,
      beginTime: template.beginTime,
      deliveryDayPeriodId: template.deliveryDayPeriodId,
      // Fullness is left to the conditional UPDATE; only the clock and the locks are judged here.
      booked: 0,
      capacity: template.capacity,
    };
    const reason = lockReason(judgeSlot(slot, rules, now));
    if (reason !== null) throw refusal(reason);

    // The place of the order being changed stays the order's until the change is confirmed.
    const modifying = cart.modifyingOrderId;
    const ordersOwn = modifying === null ? null : await orderBooking(tx, modifying);
    await swapBooking(
      tx,
      sameBooking(held, ordersOwn) ? null : held,
      sameBooking(next, ordersOwn) ? null : next,
      template.capacity,
    );
    await saveCartSlot(tx, cartId, next);
  });
}
