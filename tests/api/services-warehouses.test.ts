import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import { callAs, dataOf } from './helpers/shoppers';
import { backends, useTestApp } from './helpers/test-app';

type Warehouse = components['schemas']['Warehouse'];

// Rho, next to the Milano warehouse in Pero.
const RHO = 'latitude=45.5286&longitude=9.0402';

describe.each(backends)('warehouses (%s)', (backend) => {
  const testApp = useTestApp(backend);

  const find = async (query: string) =>
    (
      await dataOf<{ warehouses: Warehouse[] }>(
        callAs(testApp().app, null, `/ebsn/api/warehouse/find-by-coordinates?${query}`),
      )
    ).warehouses;

  it('answers the warehouses within the default 10 km, with their distance and happy-hour flag', async () => {
    const warehouses = await find(RHO);
    expect(warehouses).toHaveLength(1);
    expect(warehouses[0]).toMatchObject({
      warehouseId: WAREHOUSE.milano,
      name: 'Polo logistico Milano - Pero',
      metaData: { warehouse_info: { ENABLE_PROMO_HAPPY_HOUR: 'true' } },
    });
    expect(warehouses[0]?.distance).toBeGreaterThan(3000);
    expect(warehouses[0]?.distance).toBeLessThan(6000);
  });

  it('a larger distance answers more warehouses, nearest first', async () => {
    const warehouses = await find(`${RHO}&distance=200000`);
    expect(warehouses.map((warehouse) => warehouse.warehouseId)).toEqual([
      WAREHOUSE.milano,
      WAREHOUSE.como,
      WAREHOUSE.bergamo,
      WAREHOUSE.brescia,
    ]);
    expect(
      warehouses
        .filter((warehouse) => warehouse.warehouseId !== WAREHOUSE.milano)
        .map((warehouse) => warehouse.metaData.warehouse_info.ENABLE_PROMO_HAPPY_HOUR),
    ).toEqual(['false', 'false', 'false']);
  });

  it('nowhere near a warehouse answers none', async () => {
    expect(await find('latitude=41.9&longitude=12.5')).toEqual([]);
  });

  it.each([
    ['a missing latitude', 'longitude=9'],
    ['a latitude out of range', 'latitude=-91&longitude=9'],
    ['a distance of 0', `${RHO}&distance=0`],
    ['a distance that is not a number', `${RHO}&distance=lontano`],
  ])('%s is bad input', async (_, query) => {
    const response = await callAs(
      testApp().app,
      null,
      `/ebsn/api/warehouse/find-by-coordinates?${query}`,
    );
    expect(response.statusCode).toBe(400);
  });
});
