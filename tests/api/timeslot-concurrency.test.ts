/**
 * The proof that a slot is never overbooked (DESIGN.md "Budgets": zero overbooked slots): many
 * shoppers book the same slot at once through real HTTP, and the database lets exactly its
 * capacity through.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { serviceMessages } from '../../src/domain/delivery-services';
import type { Db } from '../../server/db/client';
import { cartServices, timeslotBookings } from '../../server/db/schema';
import { SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { STORE_PICKUP_CAPACITY } from '../../server/db/services-seed/timeslots';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  createShoppers,
  serveCartsAt,
  settableClock,
  type TestShopper,
  type TypedEnvelope,
} from './helpers/shoppers';
import { APP_CLIENT, backends, useTestApp } from './helpers/test-app';

const SHOPPERS = 300;
const DATE = '2026-03-12';
const PICKUP_MILANO = {
  addressId: SHARED_ADDRESS.pickupMilanoVialeMonza,
  deliveryServiceId: 1,
  storeId: STORE.milanoVialeMonza,
  warehouseId: WAREHOUSE.milano,
};
const REFUSED = [serviceMessages.errorSettingTimeslot.message, serviceMessages.slotFull.message];

async function bookingOf(db: Db, timeslotId: number) {
  const [booking] = await db
    .select({ booked: timeslotBookings.booked, capacity: timeslotBookings.capacity })
    .from(timeslotBookings)
    .where(
      and(
        eq(timeslotBookings.warehouseId, WAREHOUSE.milano),
        eq(timeslotBookings.timeslotId, timeslotId),
        eq(timeslotBookings.date, DATE),
      ),
    );
  const [holders] = await db
    .select({ value: count() })
    .from(cartServices)
    .where(and(eq(cartServices.timeslotId, timeslotId), eq(cartServices.timeslotDate, DATE)));
  return { ...booking, holders: holders?.value ?? 0 };
}

describe.each(backends)('time-slot booking under concurrency (%s)', (backend) => {
  const clock = settableClock('2026-03-10', '08:00');
  // Hundreds of shoppers share 127.0.0.1 here: no per-address bound on connections.
  const testApp = useTestApp(backend, { now: clock.now, maxConnectionsPerAddress: 0 });
  let origin = '';

  beforeAll(async () => {
    origin = await testApp().app.listen({ host: '127.0.0.1', port: 0 });
  });

  async function select(shopper: TestShopper, timeslotId: number) {
    const response = await fetch(
      `${origin}/ebsn/api/timeslot/select?sel_date=${DATE}&timeslot_id=${timeslotId}`,
      { headers: { ...APP_CLIENT, cookie: shopper.cookie, accept: 'application/json' } },
    );
    const body = (await response.json()) as TypedEnvelope<unknown>;
    return { statusCode: response.status, body };
  }

  it(`${SHOPPERS} shoppers booking a slot of capacity ${STORE_PICKUP_CAPACITY} at once: exactly ${STORE_PICKUP_CAPACITY} get it, the others are refused`, async () => {
    const { db } = testApp();
    const shoppers = await createShoppers(db, SHOPPERS);
    await serveCartsAt(db, shoppers, PICKUP_MILANO);

    const replies = await Promise.all(shoppers.map((shopper) => select(shopper, 106)));

    const booked = replies.filter(
      (reply) => reply.statusCode === 200 && reply.body.response.status === 0,
    );
    const refused = replies.filter(
      (reply) =>
        reply.statusCode === 400 &&
        reply.body.response.status === 1 &&
        JSON.stringify(reply.body.response.errors.map(({ error }) => error)) ===
          JSON.stringify(REFUSED),
    );
    expect(booked).toHaveLength(STORE_PICKUP_CAPACITY);
    expect(refused).toHaveLength(SHOPPERS - STORE_PICKUP_CAPACITY);
    expect(await bookingOf(db, 106)).toEqual({
      booked: STORE_PICKUP_CAPACITY,
      capacity: STORE_PICKUP_CAPACITY,
      holders: STORE_PICKUP_CAPACITY,
    });
  });

  it('a shopper clicking several times at once books one place', async () => {
    const { db } = testApp();
    const shoppers = await createShoppers(db, 10);
    await serveCartsAt(db, shoppers, PICKUP_MILANO);

    const replies = await Promise.all(
      shoppers.flatMap((shopper) => [
        select(shopper, 107),
        select(shopper, 107),
        select(shopper, 107),
      ]),
    );

    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await bookingOf(db, 107)).toMatchObject({ booked: 10, holders: 10 });
  });

  it('shoppers trading their slots at once give back and take places without losing any', async () => {
    const { db } = testApp();
    const shoppers = await createShoppers(db, 20);
    await serveCartsAt(db, shoppers, PICKUP_MILANO);
    const [firstHalf, secondHalf] = [shoppers.slice(0, 10), shoppers.slice(10)];
    await Promise.all([
      ...firstHalf.map((shopper) => select(shopper, 108)),
      ...secondHalf.map((shopper) => select(shopper, 109)),
    ]);

    // Each half moves to the other half's slot, all at once.
    const replies = await Promise.all([
      ...firstHalf.map((shopper) => select(shopper, 109)),
      ...secondHalf.map((shopper) => select(shopper, 108)),
    ]);

    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(await bookingOf(db, 108)).toMatchObject({ booked: 10, holders: 10 });
    expect(await bookingOf(db, 109)).toMatchObject({ booked: 10, holders: 10 });
  });
});
