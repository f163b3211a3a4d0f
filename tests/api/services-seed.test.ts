import { asc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVED_PROVINCES } from '../../src/domain/delivery-services';
import {
  addresses,
  purchaseLimitGroups,
  stores,
  timeslots,
  warehouses,
} from '../../server/db/schema';
import { seedServices } from '../../server/db/services-seed/seed-services';
import type { Db } from '../../server/db/client';
import { backends, useTestApp } from './helpers/test-app';

async function counts(db: Db) {
  return {
    warehouses: await db.$count(warehouses),
    stores: await db.$count(stores),
    addresses: await db.$count(addresses),
    timeslots: await db.$count(timeslots),
    purchaseLimitGroups: await db.$count(purchaseLimitGroups),
  };
}

describe.each(backends)('services seed (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('seeding again inserts nothing and changes nothing', async () => {
    const { db } = testApp();
    const before = await counts(db);
    const rowsBefore = await db.select().from(addresses).orderBy(asc(addresses.id));
    expect(await seedServices(db)).toBe(0);
    expect(await counts(db)).toEqual(before);
    expect(await db.select().from(addresses).orderBy(asc(addresses.id))).toEqual(rowsBefore);
  });

  it('has a store in every served province, each with its pickup point and warehouse', async () => {
    const { db } = testApp();
    const storeRows = await db.select().from(stores);
    expect(storeRows.length).toBeGreaterThanOrEqual(8);
    expect(new Set(storeRows.map((store) => store.province))).toEqual(new Set(SERVED_PROVINCES));
    const pickupPoints = await db.select().from(addresses).where(eq(addresses.addressTypeId, 3));
    for (const store of storeRows) {
      expect(pickupPoints.some((point) => point.storeId === store.id)).toBe(true);
      expect(store.deliveryServices).toContainEqual({ deliveryServiceId: 1, showTab: true });
    }
  });

  it('holds lockers of both locker services, company sites of both company services, and one happy-hour warehouse', async () => {
    const { db } = testApp();
    const shared = await db.select().from(addresses).where(isNull(addresses.userId));
    const servicesOf = (typeId: number) =>
      new Set(
        shared.filter((row) => row.addressTypeId === typeId).map((row) => row.deliveryServiceId),
      );
    expect(servicesOf(5)).toEqual(new Set([10000, 10002]));
    expect(servicesOf(2)).toEqual(new Set([2, 3]));
    expect(servicesOf(4)).toEqual(new Set([1]));
    const happyHour = await db
      .select()
      .from(warehouses)
      .where(eq(warehouses.enableHappyHour, true));
    expect(happyHour.map((row) => row.name)).toEqual(['Polo logistico Milano - Pero']);
  });

  it('offers slots Monday to Saturday for every service, morning ones with a period 1..3', async () => {
    const { db } = testApp();
    const rows = await db.select().from(timeslots);
    expect(new Set(rows.map((row) => row.deliveryServiceId))).toEqual(
      new Set([1, 2, 3, 10000, 10002]),
    );
    for (const row of rows) {
      expect(row.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
      if (row.beginTime < '12:00') expect(row.deliveryDayPeriodId).toBeGreaterThanOrEqual(1);
      if (row.beginTime >= '13:00') expect(row.deliveryDayPeriodId).toBeNull();
    }
    expect(rows.find((row) => row.id === 101)).toMatchObject({ capacity: 20, beginTime: '09:00' });
  });

  it('limits alcoholic drinks (product class 5) to 24 pieces a cart', async () => {
    const { db } = testApp();
    expect(await db.select().from(purchaseLimitGroups)).toContainEqual({
      productClassId: 5,
      maxQuantity: 24,
      unit: 'pz',
    });
  });
});
