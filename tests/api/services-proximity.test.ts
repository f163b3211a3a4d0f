import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { messages } from '../../src/domain/messages';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import { callAs, createShopper, dataOf, type TestShopper } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type Cart = components['schemas']['Cart'];
type Store = components['schemas']['Store'];

// Bergamo, Porta Nuova.
const BERGAMO = 'latitude=45.6947&longitude=9.6701';

describe.each(backends)('store proximity (%s)', (backend) => {
  const testApp = useTestApp(backend);

  const get = (url: string, shopper: TestShopper | null = null) =>
    callAs(testApp().app, shopper, url);
  const storesOf = async (url: string) => (await dataOf<{ stores: Store[] }>(get(url))).stores;

  it('list answers the stores offering any of the services', async () => {
    const all = await storesOf('/ebsn/api/store-proximity/list');
    expect(all).toHaveLength(10);
    const refrigerated = await storesOf('/ebsn/api/store-proximity/list?services=10002');
    expect(refrigerated.map((store) => store.storeId).sort((a, b) => a - b)).toEqual([
      STORE.milanoVialeMonza,
      STORE.lecco,
      STORE.bergamo,
    ]);
    const lockers = await storesOf(
      '/ebsn/api/store-proximity/list?services=10000,10002&orderby=name',
    );
    expect(lockers.length).toBeGreaterThan(refrigerated.length);
    expect(lockers.every((store) => store.distance === undefined)).toBe(true);
  });

  it('localize answers each store with its distance from the point, nearest first when asked', async () => {
    const nearest = await storesOf(
      `/ebsn/api/store-proximity/localize?${BERGAMO}&orderby=distance`,
    );
    expect(nearest[0]?.storeId).toBe(STORE.bergamo);
    expect(nearest[0]?.distance).toBeLessThan(2000);
    const distances = nearest.map((store) => store.distance ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const byName = await storesOf(`/ebsn/api/store-proximity/localize?${BERGAMO}`);
    const names = byName.map((store) => store.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(byName.every((store) => (store.distance ?? -1) >= 0)).toBe(true);

    const pickupOnly = await storesOf(
      `/ebsn/api/store-proximity/localize?${BERGAMO}&services=10002&orderby=distance`,
    );
    expect(pickupOnly.map((store) => store.storeId)).toEqual([
      STORE.bergamo,
      STORE.lecco,
      STORE.milanoVialeMonza,
    ]);
  });

  it.each([
    [
      'an unknown service',
      '/ebsn/api/store-proximity/list?services=99',
      'Servizio di consegna non valido',
    ],
    ['a services list with letters', '/ebsn/api/store-proximity/list?services=1,a', null],
    ['an unknown order', '/ebsn/api/store-proximity/list?orderby=price', null],
    ['a missing latitude', '/ebsn/api/store-proximity/localize?longitude=9.6', null],
    [
      'a longitude out of range',
      '/ebsn/api/store-proximity/localize?latitude=45&longitude=181',
      null,
    ],
  ])('%s is bad input', async (_, url, text) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    if (text !== null) expectFailure(response, 400, [text]);
  });

  it('select serves the cart from the store, like store/select', async () => {
    const shopper = await createShopper(testApp().db);
    const cart = await dataOf<Cart>(
      get(`/ebsn/api/store-proximity/select?store_id=${STORE.treviglio}`, shopper),
    );
    expect(cart.store).toEqual({ storeId: STORE.treviglio, name: 'Treviglio Piave' });
    expect(cart.warehouse?.warehouseId).toBe(WAREHOUSE.bergamo);
    expect(cart.shippingAddress?.addressId).toBe(STORE.treviglio);
    expectFailure(
      await get('/ebsn/api/store-proximity/select?store_id=999', shopper),
      404,
      ['Negozio non trovato'],
      shopper.userId,
    );
    expectFailure(await get(`/ebsn/api/store-proximity/select?store_id=${STORE.treviglio}`), 419, [
      messages.sessionExpired.message,
    ]);
  });
});
