import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { addressDiscoveryMessages } from '../../src/domain/address-discovery';
import { DELIVERY_SERVICE, serviceMessages } from '../../src/domain/delivery-services';
import { STORE } from '../../server/db/services-seed/stores';
import { callAs, createShopper, dataOf } from './helpers/shoppers';
import { backends, countSessions, expectFailure, useTestApp } from './helpers/test-app';
import { formatFailures } from '../fuzz/report';
import { runFuzz } from '../fuzz/run';

type Discovery = components['schemas']['AddressDiscovery'];

const LOCATE = '/ebsn/api/address-discovery/locate';
const query = (text: string) => `${LOCATE}?q=${encodeURIComponent(text)}`;

describe.each(backends)('address discovery (%s)', (backend) => {
  const testApp = useTestApp(backend);
  const get = (url: string) => callAs(testApp().app, null, url);
  const locate = (url: string) => dataOf<Discovery>(get(url));

  it('a town of a served province is served, completed like the address check completes it', async () => {
    const found = await locate(query('Via Milano 12, Cantu'));
    expect(found.outcome).toBe('served');
    expect(found.place).toMatchObject({ city: 'Cantù', province: 'CO', postalCode: '22063' });
    expect(found.alternative).toBeNull();
    expect(found.message).toBeNull();
  });

  it('a postal code alone finds its town, and a code of a town with several keeps the typed one', async () => {
    expect((await locate(query('24047'))).place).toMatchObject({ city: 'Treviglio' });
    const milano = await locate(query('Viale Monza 140, 20127 Milano (MI)'));
    expect(milano.outcome).toBe('served');
    expect(milano.place).toMatchObject({ city: 'Milano', province: 'MI', postalCode: '20127' });
  });

  it("a town of a province not served gets 'L'indirizzo inserito non è coperto dal servizio.' and the nearest store", async () => {
    const pavia = await locate(query('Corso Strada Nuova 65, Pavia'));
    expect(pavia.outcome).toBe('notCovered');
    expect(pavia.message).toBe(serviceMessages.addressNotCovered.message);
    expect(pavia.place).toMatchObject({ city: 'Pavia', province: 'PV' });
    expect(pavia.alternative).toMatchObject({ storeId: STORE.milanoLorenteggio });
    // Pavia to Via Lorenteggio, Milano: about 30 km.
    expect(pavia.alternative?.distance).toBeGreaterThan(25_000);
    expect(pavia.alternative?.distance).toBeLessThan(35_000);
    expect(pavia.alternative?.place).toMatchObject({ city: 'Milano', province: 'MI' });
  });

  it('a text naming no town of Lombardy is not found, with its Italian message', async () => {
    const roma = await locate(query('Via del Corso 1, Roma'));
    expect(roma).toMatchObject({
      outcome: 'notFound',
      place: null,
      alternative: null,
      message: addressDiscoveryMessages.notFound.message,
    });
  });

  it('a position is placed in its nearest town; outside Lombardy it is not covered', async () => {
    const bergamo = await locate(`${LOCATE}?latitude=45.6947&longitude=9.6701`);
    expect(bergamo.outcome).toBe('served');
    expect(bergamo.place).toMatchObject({ city: 'Bergamo', latitude: 45.6947, longitude: 9.6701 });

    const varese = await locate(`${LOCATE}?latitude=45.82&longitude=8.83`);
    expect(varese.outcome).toBe('notCovered');
    expect(varese.place).toMatchObject({ city: 'Varese', province: 'VA' });

    const torino = await locate(`${LOCATE}?latitude=45.0703&longitude=7.6869`);
    expect(torino.outcome).toBe('notCovered');
    expect(torino.place).toMatchObject({ city: '', province: '' });
    expect(torino.alternative?.name).toBeTruthy();
  });

  it("the services' hours come from their time slots: store pickup Monday to Saturday 09:00-20:00", async () => {
    const { serviceHours } = await locate(query('Monza'));
    expect(serviceHours.find((h) => h.deliveryServiceId === DELIVERY_SERVICE.storePickup)).toEqual({
      deliveryServiceId: 1,
      weekdays: [1, 2, 3, 4, 5, 6],
      opens: '09:00',
      closes: '20:00',
    });
    expect(serviceHours.find((h) => h.deliveryServiceId === DELIVERY_SERVICE.locker)).toMatchObject(
      { opens: '08:00', closes: '20:00' },
    );
  });

  it('bad input gets an Italian message and changes nothing', async () => {
    const { db } = testApp();
    const sessionsBefore = await countSessions(db);
    expectFailure(await get(query('   ')), 400, [addressDiscoveryMessages.queryRequired.message]);
    expectFailure(await get(LOCATE), 400, [addressDiscoveryMessages.queryRequired.message]);
    expectFailure(await get(query('a'.repeat(121))), 400, [
      addressDiscoveryMessages.queryTooLong.message,
    ]);
    expectFailure(await get(query('Como\u0001')), 400, [
      addressDiscoveryMessages.queryRequired.message,
    ]);
    expectFailure(await get(`${LOCATE}?latitude=45.6`), 400, [
      serviceMessages.coordinatesTogether.message,
    ]);
    expect((await get(`${LOCATE}?latitude=95&longitude=9`)).statusCode).toBe(400);
    expect(await countSessions(db)).toBe(sessionsBefore);
  });

  it('a logged-in shopper gets the same answer, with their user', async () => {
    const shopper = await createShopper(testApp().db);
    const reply = await callAs(testApp().app, shopper, query('Lecco'));
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ data: Discovery; user: { userId: number } }>();
    expect(body.data.place).toMatchObject({ city: 'Lecco', province: 'LC' });
    expect(body.user.userId).toBe(shopper.userId);
  });

  it('answers 200 generated requests within the contract, never a 5xx', async () => {
    const report = await runFuzz(testApp().app, {
      runs: 200,
      seed: 17,
      prefix: '/ebsn/api/address-discovery/',
    });
    if (report.failures.length > 0) expect.fail(formatFailures(report));
    expect(report.operations).toBe(1);
  }, 60_000);
});
