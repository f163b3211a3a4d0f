/**
 * The seeded slot templates of every delivery service, offered Monday to Saturday (the shop is
 * closed on Sunday). Morning slots carry a period id 1..3, afternoon ones none (spec section 5).
 * Ids are the service's hundred plus a counter: 101.. store pickup, 201.. company delivery,
 * 301.. express, 401.. locker, 501.. refrigerated locker.
 */
import { DELIVERY_SERVICE } from '../../../src/domain/delivery-services';

/** ISO weekdays, 1 Monday .. 6 Saturday. */
export const OPEN_WEEKDAYS: readonly number[] = [1, 2, 3, 4, 5, 6];

export interface TimeslotSeed {
  readonly id: number;
  readonly deliveryServiceId: number;
  readonly name: string;
  readonly beginTime: string;
  readonly endTime: string;
  readonly deliveryDayPeriodId: number | null;
  readonly capacity: number;
  readonly weekdays: number[];
}

type SlotShape = readonly [begin: string, end: string, periodId: number | null];

function templates(
  firstId: number,
  deliveryServiceId: number,
  capacity: number,
  shapes: readonly SlotShape[],
): TimeslotSeed[] {
  return shapes.map(([beginTime, endTime, deliveryDayPeriodId], index) => ({
    id: firstId + index,
    deliveryServiceId,
    name: `${beginTime} - ${endTime}`,
    beginTime,
    endTime,
    deliveryDayPeriodId,
    capacity,
    weekdays: [...OPEN_WEEKDAYS],
  }));
}

/** Capacity of a store pickup slot (the concurrency test books one to the last place). */
export const STORE_PICKUP_CAPACITY = 20;

export const TIMESLOTS: readonly TimeslotSeed[] = [
  ...templates(101, DELIVERY_SERVICE.storePickup, STORE_PICKUP_CAPACITY, [
    ['09:00', '10:00', 1],
    ['10:00', '11:00', 2],
    ['11:00', '12:00', 3],
    ['12:00', '13:00', 3],
    ['14:00', '15:00', null],
    ['15:00', '16:00', null],
    ['16:00', '17:00', null],
    ['17:00', '18:00', null],
    ['18:00', '19:00', null],
    ['19:00', '20:00', null],
  ]),
  ...templates(201, DELIVERY_SERVICE.companyDelivery, 10, [
    ['09:00', '11:00', 1],
    ['12:30', '14:00', null],
  ]),
  ...templates(301, DELIVERY_SERVICE.companyExpress, 10, [
    ['10:00', '11:00', 2],
    ['17:00', '18:00', null],
  ]),
  ...templates(401, DELIVERY_SERVICE.locker, 30, [
    ['08:00', '12:00', 1],
    ['12:00', '16:00', null],
    ['16:00', '20:00', null],
  ]),
  ...templates(501, DELIVERY_SERVICE.refrigeratedLocker, 30, [
    ['08:00', '12:00', 1],
    ['12:00', '16:00', null],
    ['16:00', '20:00', null],
  ]),
];
