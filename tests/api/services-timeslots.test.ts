import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { serviceMessages } from '../../src/domain/delivery-services';
import { messages } from '../../src/domain/messages';
import type { Db } from '../../server/db/client';
import { cartItems, carts, cartServices, products, timeslotBookings } from '../../server/db/schema';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  callAs,
  createShopper,
  dataOf,
  serveCartsAt,
  settableClock,
  type ServicePlace,
  type TestShopper,
} from './helpers/shoppers';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

type Cart = components['schemas']['Cart'];
type TimeslotDay = components['schemas']['TimeslotDay'];

const PICKUP_MILANO: ServicePlace = {
  addressId: SHARED_ADDRESS.pickupMilanoVialeMonza,
  deliveryServiceId: 1,
  storeId: STORE.milanoVialeMonza,
  warehouseId: WAREHOUSE.milano,
};
const KERBSIDE_MILANO: ServicePlace = {
  ...PICKUP_MILANO,
  addressId: SHARED_ADDRESS.kerbsideMilanoVialeMonza,
};

// Tuesday 10 March 2026: the days run to Monday 16, Sunday 15 is closed.
const TODAY = '2026-03-10';
const TOMORROW = '2026-03-11';
const SUNDAY = '2026-03-15';
const MONDAY = '2026-03-16';
const FIRST_PICKUP_SLOT = 101; // 09:00 - 10:00, period 1
const EVENING_PICKUP_SLOT = 110; // 19:00 - 20:00, no period
const COMPANY_SLOT = 201;
const NOT_CHANGED = serviceMessages.errorSettingTimeslot.message;

async function bookedOf(db: Db, timeslotId: number, date: string, warehouseId = WAREHOUSE.milano) {
  const rows = await db
    .select({ booked: timeslotBookings.booked })
    .from(timeslotBookings)
    .where(
      and(
        eq(timeslotBookings.warehouseId, warehouseId),
        eq(timeslotBookings.timeslotId, timeslotId),
        eq(timeslotBookings.date, date),
      ),
    );
  return rows[0]?.booked ?? 0;
}

async function setBooked(db: Db, timeslotId: number, date: string, booked: number) {
  await db
    .insert(timeslotBookings)
    .values({ warehouseId: WAREHOUSE.milano, timeslotId, date, capacity: 20, booked })
    .onConflictDoUpdate({
      target: [timeslotBookings.warehouseId, timeslotBookings.timeslotId, timeslotBookings.date],
      set: { booked },
    });
}

async function cartSlotOf(db: Db, cartId: number) {
  const rows = await db
    .select({ timeslotId: cartServices.timeslotId, date: cartServices.timeslotDate })
    .from(cartServices)
    .where(eq(cartServices.cartId, cartId));
  return rows[0] ?? null;
}

/** Puts a product whose productInfos has `key` (= `value` when given) in the cart. */
async function addProductWith(db: Db, cartId: number, key: string, value?: string) {
  const condition =
    value === undefined
      ? sql`${products.infos} ->> ${key} is not null`
      : sql`${products.infos} ->> ${key} = ${value}`;
  const [product] = await db.select({ id: products.id }).from(products).where(condition).limit(1);
  if (product === undefined) throw new Error(`No seeded product has ${key} ${value ?? ''}`);
  await db.insert(cartItems).values({ cartId, productId: product.id, quantity: 1 });
}

describe.each(backends)('time slots (%s)', (backend) => {
  const clock = settableClock(TODAY, '08:00');
  const testApp = useTestApp(backend, { now: clock.now });

  beforeEach(() => clock.set(TODAY, '08:00'));

  async function shopperAt(place: ServicePlace = PICKUP_MILANO): Promise<TestShopper> {
    const { db } = testApp();
    const shopper = await createShopper(db);
    await serveCartsAt(db, [shopper], place);
    return shopper;
  }

  const listAs = (shopper: TestShopper | null, query = '') =>
    callAs(testApp().app, shopper, `/ebsn/api/timeslot/list${query}`);
  const selectAs = (shopper: TestShopper | null, date: string, timeslotId: number | string) =>
    callAs(
      testApp().app,
      shopper,
      `/ebsn/api/timeslot/select?sel_date=${date}&timeslot_id=${timeslotId}`,
    );
  const daysOf = async (shopper: TestShopper, query = '') =>
    (await dataOf<{ days: TimeslotDay[] }>(listAs(shopper, query))).days;
  const slotOf = (days: TimeslotDay[], date: string, timeslotId: number) => {
    const slot = days
      .find((day) => day.dateIso === date)
      ?.timeslots.find((candidate) => candidate.timeslotId === timeslotId);
    if (slot === undefined) throw new Error(`No slot ${timeslotId} on ${date}`);
    return slot;
  };

  describe('list', () => {
    it('without a session answers no days and user -1', async () => {
      const response = await listAs(null);
      expect(response.statusCode).toBe(200);
      expect(bodyOf(response)).toMatchObject({
        response: { status: 0 },
        data: { days: [] },
        user: { userId: -1 },
      });
    });

    it('an unknown session credential answers 419', async () => {
      const expired = await testApp().app.inject({
        method: 'GET',
        url: '/ebsn/api/timeslot/list',
        headers: { cookie: `ebsn_session=${'x'.repeat(43)}` },
      });
      expectFailure(expired, 419, [messages.sessionExpired.message]);
    });

    it('with no address chosen there are no days', async () => {
      const shopper = await createShopper(testApp().db);
      const response = await listAs(shopper);
      expect(bodyOf(response)).toMatchObject({
        data: { days: [] },
        user: { userId: shopper.userId },
      });
    });

    it('answers today and the next 6 days in shop time, the closed Sunday only with show-closed', async () => {
      const shopper = await shopperAt();
      const days = await daysOf(shopper);
      expect(days.map((day) => day.dateIso)).toEqual([
        TODAY,
        TOMORROW,
        '2026-03-12',
        '2026-03-13',
        '2026-03-14',
        MONDAY,
      ]);
      for (const day of days) {
        expect(day.timeslots.map((slot) => slot.timeslotId)).toEqual([
          101, 102, 103, 104, 105, 106, 107, 108, 109, 110,
        ]);
      }
      const withClosed = await daysOf(shopper, '?show-closed=true');
      expect(withClosed.map((day) => day.dateIso)).toContain(SUNDAY);
      expect(withClosed.find((day) => day.dateIso === SUNDAY)?.timeslots).toEqual([]);
    });

    it('the cart service decides the slots: a company site answers the company slots', async () => {
      const shopper = await shopperAt({
        addressId: SHARED_ADDRESS.siteBicocca,
        deliveryServiceId: 2,
        storeId: null,
        warehouseId: WAREHOUSE.milano,
      });
      const [today] = await daysOf(shopper);
      expect(
        today?.timeslots.map((slot) => [slot.timeslotId, slot.beginTime, slot.endTime]),
      ).toEqual([
        [201, '09:00', '11:00'],
        [202, '12:30', '14:00'],
      ]);
    });

    it('a slot answers every field, morning ones with their period and afternoon ones without', async () => {
      const shopper = await shopperAt();
      const days = await daysOf(shopper);
      expect(slotOf(days, TOMORROW, FIRST_PICKUP_SLOT)).toEqual({
        timeslotId: FIRST_PICKUP_SLOT,
        date: TOMORROW,
        beginTime: '09:00',
        endTime: '10:00',
        name: '09:00 - 10:00',
        status: 'empty',
        selected: false,
        active: 1,
        underLeadTime: false,
        underLockDay: false,
        underLockCutoff: false,
        deliveryDayPeriodId: 1,
        autoAssigned: false,
      });
      expect(slotOf(days, TOMORROW, EVENING_PICKUP_SLOT).deliveryDayPeriodId).toBeNull();
    });

    it('status is empty below 70% of the capacity, intermediate from 70%, full at capacity', async () => {
      const { db } = testApp();
      await setBooked(db, 102, '2026-03-12', 13);
      await setBooked(db, 103, '2026-03-12', 14);
      await setBooked(db, 104, '2026-03-12', 20);
      const days = await daysOf(await shopperAt());
      expect(slotOf(days, '2026-03-12', 102)).toMatchObject({ status: 'empty', active: 1 });
      expect(slotOf(days, '2026-03-12', 103)).toMatchObject({ status: 'intermediate', active: 1 });
      expect(slotOf(days, '2026-03-12', 104)).toMatchObject({ status: 'full', active: 0 });
      // Another warehouse's bookings do not count here.
      const bergamo = await shopperAt({
        addressId: STORE.bergamo,
        deliveryServiceId: 1,
        storeId: STORE.bergamo,
        warehouseId: WAREHOUSE.bergamo,
      });
      expect(slotOf(await daysOf(bergamo), '2026-03-12', 104).status).toBe('empty');
    });

    it('a slot that has begun is not active', async () => {
      clock.set(TODAY, '09:30');
      const days = await daysOf(await shopperAt());
      expect(slotOf(days, TODAY, FIRST_PICKUP_SLOT).active).toBe(0);
      expect(slotOf(days, TODAY, 102).active).toBe(1);
    });

    it('underLeadTime: slots sooner than the largest LEAD_TIME of the cart are not active', async () => {
      const shopper = await shopperAt();
      await addProductWith(testApp().db, shopper.cartId, 'LEAD_TIME', '48');
      const days = await daysOf(shopper);
      // Now is Tuesday 08:00: 48 hours reach Thursday 08:00.
      expect(slotOf(days, '2026-03-12', FIRST_PICKUP_SLOT)).toMatchObject({
        underLeadTime: false,
        active: 1,
      });
      expect(slotOf(days, TOMORROW, EVENING_PICKUP_SLOT)).toMatchObject({
        underLeadTime: true,
        active: 0,
      });
    });

    it('underLockDay: a DAY_LOCK naming the weekday closes it', async () => {
      const shopper = await shopperAt();
      await addProductWith(testApp().db, shopper.cartId, 'DAY_LOCK', '0 1');
      const days = await daysOf(shopper);
      expect(slotOf(days, MONDAY, 105)).toMatchObject({ underLockDay: true, active: 0 });
      expect(slotOf(days, '2026-03-12', 105)).toMatchObject({ underLockDay: false });
    });

    it('underLockCutoff: past the cutoff hour on the slot day the slot is locked', async () => {
      clock.set(TODAY, '10:30');
      const shopper = await shopperAt();
      await addProductWith(
        testApp().db,
        shopper.cartId,
        'PRODUCT_LOCK_CUTOFF',
        '1-10,2-10,3-10,4-10,5-10,6-10',
      );
      const days = await daysOf(shopper);
      expect(slotOf(days, TODAY, EVENING_PICKUP_SLOT)).toMatchObject({
        underLockCutoff: true,
        active: 0,
      });
      expect(slotOf(days, TOMORROW, EVENING_PICKUP_SLOT)).toMatchObject({
        underLockCutoff: false,
        active: 1,
      });
    });
  });

  describe('the booked slot in the cart reply', () => {
    const cartOfShopper = async (shopper: TestShopper) =>
      dataOf<Cart>(callAs(testApp().app, shopper, '/ebsn/api/cart/view'));

    it('says when a product added after booking locks the slot, and when the slot has begun', async () => {
      const shopper = await shopperAt();
      expect((await selectAs(shopper, MONDAY, FIRST_PICKUP_SLOT)).statusCode).toBe(200);
      expect((await cartOfShopper(shopper)).timeslot).toMatchObject({
        date: MONDAY,
        timeslotId: FIRST_PICKUP_SLOT,
        begun: false,
        underLockDay: false,
      });

      // Fresh fish is not delivered on Sunday and Monday (DAY_LOCK '0 1').
      await addProductWith(testApp().db, shopper.cartId, 'DAY_LOCK', '0 1');
      expect((await cartOfShopper(shopper)).timeslot).toMatchObject({ underLockDay: true });

      clock.set(MONDAY, '09:30');
      expect((await cartOfShopper(shopper)).timeslot).toMatchObject({ begun: true });
    });
  });

  describe('select', () => {
    it('books the slot: one more booked, the cart holds it and the reply is the cart', async () => {
      const { db } = testApp();
      const shopper = await shopperAt();
      const before = await bookedOf(db, 105, TOMORROW);
      const cart = await dataOf<Cart>(selectAs(shopper, TOMORROW, 105));
      expect(cart.timeslot).toEqual({
        date: TOMORROW,
        timeslotId: 105,
        beginTime: '14:00',
        endTime: '15:00',
        name: '14:00 - 15:00',
        deliveryDayPeriodId: null,
        autoAssigned: false,
        begun: false,
        underLeadTime: false,
        underLockDay: false,
        underLockCutoff: false,
      });
      expect(cart.shippingAddress?.addressId).toBe(PICKUP_MILANO.addressId);
      expect(await bookedOf(db, 105, TOMORROW)).toBe(before + 1);
      expect(await cartSlotOf(db, shopper.cartId)).toEqual({ timeslotId: 105, date: TOMORROW });

      const days = await daysOf(shopper);
      expect(slotOf(days, TOMORROW, 105).selected).toBe(true);
      expect(days.filter((day) => day.selected).map((day) => day.dateIso)).toEqual([TOMORROW]);
    });

    it('choosing another slot gives the held one back in the same change', async () => {
      const { db } = testApp();
      const shopper = await shopperAt();
      await dataOf<Cart>(selectAs(shopper, '2026-03-13', 106));
      const heldBefore = await bookedOf(db, 106, '2026-03-13');
      const nextBefore = await bookedOf(db, 107, '2026-03-13');
      await dataOf<Cart>(selectAs(shopper, '2026-03-13', 107));
      expect(await bookedOf(db, 106, '2026-03-13')).toBe(heldBefore - 1);
      expect(await bookedOf(db, 107, '2026-03-13')).toBe(nextBefore + 1);
    });

    it('choosing the slot already held changes nothing', async () => {
      const { db } = testApp();
      const shopper = await shopperAt();
      await dataOf<Cart>(selectAs(shopper, '2026-03-13', 108));
      const booked = await bookedOf(db, 108, '2026-03-13');
      const cart = await dataOf<Cart>(selectAs(shopper, '2026-03-13', 108));
      expect(cart.timeslot?.timeslotId).toBe(108);
      expect(await bookedOf(db, 108, '2026-03-13')).toBe(booked);
    });

    it('a full slot is refused and the cart keeps the slot it held', async () => {
      const { db } = testApp();
      const shopper = await shopperAt();
      await dataOf<Cart>(selectAs(shopper, '2026-03-14', 102));
      await setBooked(db, 103, '2026-03-14', 20);
      const heldBefore = await bookedOf(db, 102, '2026-03-14');

      const response = await selectAs(shopper, '2026-03-14', 103);
      expectFailure(response, 400, [NOT_CHANGED, serviceMessages.slotFull.message], shopper.userId);
      expect(await bookedOf(db, 103, '2026-03-14')).toBe(20);
      expect(await bookedOf(db, 102, '2026-03-14')).toBe(heldBefore);
      expect(await cartSlotOf(db, shopper.cartId)).toEqual({ timeslotId: 102, date: '2026-03-14' });
    });

    it.each([
      ['a slot that has begun', TODAY, FIRST_PICKUP_SLOT, serviceMessages.slotBegun],
      ['a slot of a past day', '2026-03-09', 105, serviceMessages.slotNotOffered],
      ['a slot on the closed Sunday', SUNDAY, 105, serviceMessages.slotNotOffered],
      ['a slot beyond the 7 days', '2026-03-17', 105, serviceMessages.slotNotOffered],
      ['a slot of another service', TOMORROW, COMPANY_SLOT, serviceMessages.slotNotOffered],
      ['an unknown slot', TOMORROW, 999, serviceMessages.slotNotOffered],
    ])('%s is refused and nothing changes', async (_, date, timeslotId, reason) => {
      clock.set(TODAY, '09:30');
      const { db } = testApp();
      const shopper = await shopperAt();
      const before = await bookedOf(db, timeslotId, date);
      const response = await selectAs(shopper, date, timeslotId);
      expectFailure(response, 400, [NOT_CHANGED, reason.message], shopper.userId);
      expect(await bookedOf(db, timeslotId, date)).toBe(before);
      expect(await cartSlotOf(db, shopper.cartId)).toEqual({ timeslotId: null, date: null });
    });

    it.each([
      ['under the lead time', 'LEAD_TIME', '48', TOMORROW, 105, serviceMessages.slotUnderLeadTime],
      ['on a locked day', 'DAY_LOCK', '0 1', MONDAY, 105, serviceMessages.slotUnderLockDay],
      [
        'past the cutoff',
        'PRODUCT_LOCK_CUTOFF',
        '1-10,2-10,3-10,4-10,5-10,6-10',
        TODAY,
        EVENING_PICKUP_SLOT,
        serviceMessages.slotUnderLockCutoff,
      ],
    ])(
      'a slot %s is refused and nothing changes',
      async (_, key, value, date, timeslotId, reason) => {
        clock.set(TODAY, '10:30');
        const { db } = testApp();
        const shopper = await shopperAt();
        await addProductWith(db, shopper.cartId, key, value);
        const before = await bookedOf(db, timeslotId, date);
        const response = await selectAs(shopper, date, timeslotId);
        expectFailure(response, 400, [NOT_CHANGED, reason.message], shopper.userId);
        expect(await bookedOf(db, timeslotId, date)).toBe(before);
      },
    );

    it('without an address the slot is refused: the address comes first', async () => {
      const shopper = await createShopper(testApp().db);
      const response = await selectAs(shopper, TOMORROW, 105);
      expectFailure(
        response,
        400,
        [NOT_CHANGED, serviceMessages.addressFirst.message],
        shopper.userId,
      );
    });

    it('without a session answers 419', async () => {
      expectFailure(await selectAs(null, TOMORROW, 105), 419, [messages.sessionExpired.message]);
    });

    it.each([
      ['a slot id of 0', TOMORROW, '0', 'Il parametro «timeslot_id» deve essere almeno 1'],
      [
        'a slot id that is not a number',
        TOMORROW,
        'abc',
        'Il parametro «timeslot_id» deve essere un numero intero',
      ],
      ['a date that is not a date', '11-03-2026', '105', null],
    ])('%s is bad input', async (_, date, timeslotId, text) => {
      const shopper = await shopperAt();
      const response = await selectAs(shopper, date, timeslotId);
      expect(response.statusCode).toBe(400);
      if (text !== null) expect(bodyOf(response).response.errors).toMatchObject([{ error: text }]);
      expect(await cartSlotOf(testApp().db, shopper.cartId)).toEqual({
        timeslotId: null,
        date: null,
      });
    });
  });

  describe('a change of address', () => {
    it('to another warehouse gives the slot back; within the same warehouse and service keeps it', async () => {
      const { app, db } = testApp();
      const shopper = await shopperAt();
      await dataOf<Cart>(selectAs(shopper, '2026-03-12', 109));
      const booked = await bookedOf(db, 109, '2026-03-12');

      const kerbside = await dataOf<Cart>(
        callAs(
          app,
          shopper,
          `/ebsn/api/user-address/select?address_id=${KERBSIDE_MILANO.addressId}`,
          {
            method: 'POST',
          },
        ),
      );
      expect(kerbside.timeslot?.timeslotId).toBe(109);
      expect(await bookedOf(db, 109, '2026-03-12')).toBe(booked);

      const bergamo = await dataOf<Cart>(
        callAs(app, shopper, `/ebsn/api/user-address/select?address_id=${STORE.bergamo}`, {
          method: 'POST',
        }),
      );
      expect(bergamo.timeslot).toBeNull();
      expect(bergamo.warehouse?.warehouseId).toBe(WAREHOUSE.bergamo);
      expect(await bookedOf(db, 109, '2026-03-12')).toBe(booked - 1);
    });

    it('to another service gives the slot back', async () => {
      const { app, db } = testApp();
      const shopper = await shopperAt();
      await dataOf<Cart>(selectAs(shopper, '2026-03-12', 108));
      const booked = await bookedOf(db, 108, '2026-03-12');
      const locker = await dataOf<Cart>(
        callAs(
          app,
          shopper,
          `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.lockerMilanoCentrale}`,
          {
            method: 'POST',
          },
        ),
      );
      expect(locker.timeslot).toBeNull();
      expect(await bookedOf(db, 108, '2026-03-12')).toBe(booked - 1);
      const [today] = await daysOf(shopper);
      expect(today?.timeslots.map((slot) => slot.timeslotId)).toEqual([401, 402, 403]);
    });
  });

  it('a cart whose status locks the address still lists its slots', async () => {
    const { db } = testApp();
    const shopper = await shopperAt();
    await db.update(carts).set({ cartStatusId: 7 }).where(eq(carts.id, shopper.cartId));
    expect((await daysOf(shopper)).length).toBe(6);
  });
});
