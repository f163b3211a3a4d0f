/**
 * The service part of a cart reply: the address, time slot, store and warehouse the cart is set
 * up for, and its cartInfos, read in one query.
 */
import { cartSlotRules, judgeSlot } from '../../../src/domain/timeslot-rules';
import type { Db } from '../../db/client';
import type { Schemas } from '../../http/contract';
import { toApiAddress, toApiWarehouse } from './address-views';
import { cartProductInfos } from './line-repository';
import { findCartServiceDetails } from './reply-repository';

export type CartServiceView = Pick<
  Schemas['Cart'],
  'shippingAddress' | 'timeslot' | 'store' | 'warehouse' | 'cartInfos'
>;

const EMPTY_SERVICE: CartServiceView = {
  shippingAddress: null,
  timeslot: null,
  store: null,
  warehouse: null,
  cartInfos: {},
};

/** Only the keys of the contract's CartInfos reach the reply. */
function cartInfosOf(infos: Record<string, string>): Schemas['CartInfos'] {
  const { order_comment: orderComment, need_invoice: needInvoice } = infos;
  return {
    ...(orderComment === undefined ? {} : { order_comment: orderComment }),
    ...(needInvoice === 'true' || needInvoice === 'false' ? { need_invoice: needInvoice } : {}),
  };
}

/** The cart's service; `now` and the cart's products decide whether the booked slot still suits. */
export async function loadCartService(db: Db, cartId: number, now: Date): Promise<CartServiceView> {
  const row = await findCartServiceDetails(db, cartId);
  if (row === null) return EMPTY_SERVICE;
  const { service, address, store, warehouse, timeslot } = row;
  const date = service.timeslotDate;
  const verdict =
    timeslot === null || date === null
      ? null
      : judgeSlot(
          {
            date,
            beginTime: timeslot.beginTime,
            deliveryDayPeriodId: timeslot.deliveryDayPeriodId,
            booked: 0,
            capacity: 1,
          },
          cartSlotRules(await cartProductInfos(db, cartId)),
          now,
        );
  return {
    shippingAddress: address === null ? null : toApiAddress(address, { selected: true }),
    timeslot:
      timeslot === null || date === null || verdict === null
        ? null
        : {
            date,
            timeslotId: timeslot.id,
            beginTime: timeslot.beginTime,
            endTime: timeslot.endTime,
            name: timeslot.name,
            deliveryDayPeriodId: timeslot.deliveryDayPeriodId,
            autoAssigned: false,
            begun: verdict.begun,
            underLeadTime: verdict.underLeadTime,
            underLockDay: verdict.underLockDay,
            underLockCutoff: verdict.underLockCutoff,
          },
    store,
    warehouse: warehouse === null ? null : toApiWarehouse(warehouse),
    cartInfos: cartInfosOf(service.infos),
  };
}
