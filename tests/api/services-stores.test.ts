import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { messages } from '../../src/domain/messages';
import { orderMessages } from '../../src/domain/order-messages';
import type { Db } from '../../server/db/client';
import { carts, cartServices, timeslotBookings } from '../../server/db/schema';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  callAs,
  createShopper,
  dataOf,
  serveCartsAt,
  settableClock,
  type TestShopper,
} from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type Cart = components['schemas']['Cart'];
type Store = components['schemas']['Store'];

const STORE_NOT_FOUND = ['Negozio non trovato'];

async function bookedOf(db: Db, warehouseId: number, timeslotId: number, date: string) {
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

async function cartServiceOf(db: Db, cartId: number) {
  const rows = await db.select().from(cartServices).where(eq(cartServices.cartId, cartId));
  return rows[0] ?? null;
}

describe.each(backends)('stores (%s)', (backend) => {
  // Wednesday 11 March 2026, 08:00.
  const clock = settableClock('2026-03-11', '08:00');
  const testApp = useTestApp(backend, { now: clock.now });

  const get = (shopper: TestShopper | null, url: string) => callAs(testApp().app, shopper, url);
  const postSelect = (shopper: TestShopper | null, storeId: number | string) =>
    callAs(testApp().app, shopper, `/ebsn/api/store/select?store_id=${storeId}`, {
      method: 'POST',
    });

  it('list answers every store by name, with its address, warehouse and services', async () => {
    const { stores } = await dataOf<{ stores: Store[] }>(get(null, '/ebsn/api/store/list'));
    expect(stores).toHaveLength(10);
    const names = stores.map((store) => store.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(stores.find((store) => store.storeId === STORE.milanoVialeMonza)).toEqual({
      storeId: STORE.milanoVialeMonza,
      name: 'Milano Viale Monza',
      address1: 'Viale Monza',
      addressNumber: '142',
      city: 'Milano',
      postalCode: '20127',
      province: 'MI',
      latitude: 45.5049,
      longitude: 9.2225,
      warehouseId: WAREHOUSE.milano,
      deliveryServices: [
        { deliveryServiceId: 1, showTab: true },
        { deliveryServiceId: 10000, showTab: true },
        { deliveryServiceId: 10002, showTab: true },
      ],
    });
  });

  it('view answers one store; an unknown one is not found; a bad id is bad input', async () => {
    const { store } = await dataOf<{ store: Store }>(
      get(null, `/ebsn/api/store/view?store_id=${STORE.sondrio}`),
    );
    expect(store).toMatchObject({ name: 'Sondrio Vanoni', province: 'SO' });
    expectFailure(await get(null, '/ebsn/api/store/view?store_id=999'), 404, STORE_NOT_FOUND);
    expect((await get(null, '/ebsn/api/store/view?store_id=abc')).statusCode).toBe(400);
    expect((await get(null, '/ebsn/api/store/view')).statusCode).toBe(400);
  });

  it('select serves the cart at the store first pickup point, its store and warehouse', async () => {
    const shopper = await createShopper(testApp().db);
    const cart = await dataOf<Cart>(postSelect(shopper, STORE.bergamo));
    expect(cart.shippingAddress).toMatchObject({
      addressId: STORE.bergamo,
      addressTypeId: 3,
      addressType: 'drive',
      deliveryServiceId: 1,
      selected: true,
    });
    expect(cart.store).toEqual({ storeId: STORE.bergamo, name: 'Bergamo Borgo Palazzo' });
    expect(cart.warehouse?.warehouseId).toBe(WAREHOUSE.bergamo);
  });

  it('select gives the booked slot back when the warehouse changes, keeps it when not', async () => {
    const { db } = testApp();
    const shopper = await createShopper(db);
    await serveCartsAt(db, [shopper], {
      addressId: SHARED_ADDRESS.lockerMilanoCentrale,
      deliveryServiceId: 10000,
      storeId: STORE.milanoVialeMonza,
      warehouseId: WAREHOUSE.milano,
    });
    // A locker slot, then the store of the same warehouse: another service, so it goes back.
    await dataOf<Cart>(
      get(shopper, '/ebsn/api/timeslot/select?sel_date=2026-03-12&timeslot_id=402'),
    );
    expect(await bookedOf(db, WAREHOUSE.milano, 402, '2026-03-12')).toBe(1);
    await dataOf<Cart>(postSelect(shopper, STORE.milanoLorenteggio));
    expect(await bookedOf(db, WAREHOUSE.milano, 402, '2026-03-12')).toBe(0);

    await dataOf<Cart>(
      get(shopper, '/ebsn/api/timeslot/select?sel_date=2026-03-12&timeslot_id=105'),
    );
    const sameWarehouse = await dataOf<Cart>(postSelect(shopper, STORE.monza));
    expect(sameWarehouse.timeslot?.timeslotId).toBe(105);
    expect(await bookedOf(db, WAREHOUSE.milano, 105, '2026-03-12')).toBe(1);

    const otherWarehouse = await dataOf<Cart>(postSelect(shopper, STORE.brescia));
    expect(otherWarehouse.timeslot).toBeNull();
    expect(await bookedOf(db, WAREHOUSE.milano, 105, '2026-03-12')).toBe(0);
  });

  it('an unknown store is not found and the cart stays as it was', async () => {
    const { db } = testApp();
    const shopper = await createShopper(db);
    await dataOf<Cart>(postSelect(shopper, STORE.como));
    expectFailure(await postSelect(shopper, 999), 404, STORE_NOT_FOUND, shopper.userId);
    expect((await cartServiceOf(db, shopper.cartId))?.storeId).toBe(STORE.como);
    expect((await postSelect(shopper, 0)).statusCode).toBe(400);
  });

  it('cart status 7 (an order being changed) refuses another store', async () => {
    const { db } = testApp();
    const shopper = await createShopper(db);
    await dataOf<Cart>(postSelect(shopper, STORE.lecco));
    await db.update(carts).set({ cartStatusId: 7 }).where(eq(carts.id, shopper.cartId));
    expectFailure(
      await postSelect(shopper, STORE.sondrio),
      400,
      [orderMessages.serviceLockedWhileModifying.message],
      shopper.userId,
    );
    expect((await cartServiceOf(db, shopper.cartId))?.storeId).toBe(STORE.lecco);
  });

  it('select without a session answers 419', async () => {
    expectFailure(await postSelect(null, STORE.como), 419, [messages.sessionExpired.message]);
  });
});
