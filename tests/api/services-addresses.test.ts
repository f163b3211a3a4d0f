import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { serviceMessages } from '../../src/domain/delivery-services';
import { messages } from '../../src/domain/messages';
import { orderMessages } from '../../src/domain/order-messages';
import type { Db } from '../../server/db/client';
import { addresses, carts, cartServices, timeslotBookings } from '../../server/db/schema';
import { FIRST_OWN_ADDRESS_ID, SHARED_ADDRESS } from '../../server/db/services-seed/addresses';
import { STORE } from '../../server/db/services-seed/stores';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  callAs,
  createShopper,
  dataOf,
  envelopeOf,
  settableClock,
  type TestShopper,
} from './helpers/shoppers';
import { APP_CLIENT, backends, expectFailure, useTestApp } from './helpers/test-app';

type Address = components['schemas']['Address'];
type AddressInput = components['schemas']['AddressInput'];
type Cart = components['schemas']['Cart'];
type ServiceAddresses = components['schemas']['ServiceAddresses'];

const NOT_FOUND = [serviceMessages.addressNotFound.message];
const NOT_COVERED = [serviceMessages.addressNotCovered.message];
const EXPIRED = [messages.sessionExpired.message];

const OFFICE_IN_BERGAMO = {
  addressName: 'Ufficio',
  address1: 'Via Paleocapa',
  addressNumber: '5',
  city: 'Bergamo',
  postalCode: '24122',
};

async function ownAddressRows(db: Db, userId: number) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.userId, userId), isNull(addresses.deletedAt)));
}

async function cartAddressOf(db: Db, cartId: number) {
  const rows = await db
    .select({ addressId: cartServices.addressId })
    .from(cartServices)
    .where(eq(cartServices.cartId, cartId));
  return rows[0]?.addressId ?? null;
}

describe.each(backends)('addresses (%s)', (backend) => {
  // Tuesday 10 March 2026, 08:00 in Italy.
  const testApp = useTestApp(backend, { now: settableClock('2026-03-10', '08:00').now });

  const post = (shopper: TestShopper | null, url: string, payload?: object) =>
    callAs(testApp().app, shopper, url, { method: 'POST', ...(payload ? { payload } : {}) });

  async function addOwnAddress(shopper: TestShopper, input: Partial<AddressInput> = {}) {
    const data = await dataOf<{ address: Address }>(
      post(shopper, '/ebsn/api/user-address/update', { ...OFFICE_IN_BERGAMO, ...input }),
    );
    return data.address;
  }

  describe('delivery-service-list', () => {
    const list = (shopper: TestShopper | null, query = '') =>
      dataOf<ServiceAddresses>(
        callAs(testApp().app, shopper, `/ebsn/api/user-address/delivery-service-list${query}`),
      );

    it('lists every service with its Italian name and the shared addresses to a visitor', async () => {
      const data = await list(null);
      expect(
        data.deliveryServices.map((service) => [service.deliveryServiceId, service.name]),
      ).toEqual([
        [1, 'Ritiro in negozio'],
        [2, 'Consegna in azienda'],
        [3, 'Consegna in azienda express'],
        [10000, 'Ritiro al locker'],
        [10002, 'Locker refrigerato'],
      ]);
      expect(data.deliveryServices[0]).toMatchObject({ addressTypeIds: [3, 4], showTab: true });
      expect(data.addresses.length).toBeGreaterThan(20);
      expect(data.addresses.every((address) => address.addressType !== 'home')).toBe(true);
      expect(data.addresses.every((address) => !address.selected)).toBe(true);
    });

    it.each([
      ['?delivery_service_id=10000', [10000], ['locker']],
      ['?delivery_service_id=10002', [10002], ['locker']],
      ['?address_type=drive', [1], ['drive']],
      ['?address_type=locker', [10000, 10002], ['locker']],
      ['?address_type=work', [2, 3], ['work']],
    ])('%s answers only those addresses', async (query, services, kinds) => {
      const data = await list(null, query);
      expect(data.addresses.length).toBeGreaterThan(0);
      expect(new Set(data.addresses.map((address) => address.deliveryServiceId))).toEqual(
        new Set(services),
      );
      expect(new Set(data.addresses.map((address) => address.addressType))).toEqual(new Set(kinds));
    });

    it('by coordinates answers the addresses within the distance, nearest first', async () => {
      // Milano, Piazza del Duomo.
      const data = await list(null, '?latitude=45.4642&longitude=9.19&distance=5000');
      const distances = data.addresses.map((address) => address.distance ?? -1);
      expect(distances.length).toBeGreaterThan(2);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      expect(distances.every((distance) => distance >= 0 && distance <= 5000)).toBe(true);
      expect(data.addresses.every((address) => address.city === 'Milano')).toBe(true);
      const far = await list(null, '?latitude=45.4642&longitude=9.19&distance=100000');
      expect(far.addresses.length).toBeGreaterThan(data.addresses.length);
    });

    it('shows the shopper own addresses and the selected one, never another shopper own', async () => {
      const { db } = testApp();
      const [mine, theirs] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(mine);
      const other = await addOwnAddress(theirs, { addressName: 'Altro ufficio' });
      await post(mine, `/ebsn/api/user-address/select?address_id=${own.addressId}`);

      const data = await list(mine, '?address_type=home');
      const ids = data.addresses.map((address) => address.addressId);
      expect(ids).toContain(own.addressId);
      expect(ids).not.toContain(other.addressId);
      expect(data.addresses.find((address) => address.addressId === own.addressId)?.selected).toBe(
        true,
      );
      expect((await list(null)).addresses.map((address) => address.addressId)).not.toContain(
        own.addressId,
      );
    });

    it.each([
      ['latitude without longitude', '?latitude=45.4', serviceMessages.coordinatesTogether.message],
      [
        'a latitude out of range',
        '?latitude=91&longitude=9',
        'Il parametro «latitude» può essere al massimo 90',
      ],
      ['an unknown service', '?delivery_service_id=7', null],
      ['an unknown address type', '?address_type=casa', null],
      ['a distance of 0', '?latitude=45&longitude=9&distance=0', null],
    ])('%s is bad input', async (_, query, text) => {
      const response = await callAs(
        testApp().app,
        null,
        `/ebsn/api/user-address/delivery-service-list${query}`,
      );
      expect(response.statusCode).toBe(400);
      if (text !== null) expectFailure(response, 400, [text]);
    });

    it('asking for a kind and a service answers the addresses of both', async () => {
      const refrigerated = await list(null, '?address_type=locker&delivery_service_id=10002');
      expect(new Set(refrigerated.addresses.map((address) => address.deliveryServiceId))).toEqual(
        new Set([10002]),
      );
      expect((await list(null, '?address_type=drive&delivery_service_id=10002')).addresses).toEqual(
        [],
      );
    });
  });

  it.each([
    ['GET', '/ebsn/api/user-address/delivery-service-list'],
    ['GET', `/ebsn/api/user-address/preview?address_id=${SHARED_ADDRESS.siteBicocca}`],
    ['POST', '/ebsn/api/user-address/check'],
  ] as const)('%s %s with an expired session credential answers 419', async (method, url) => {
    const response = await testApp().app.inject({
      method,
      url,
      headers: { ...APP_CLIENT, cookie: `ebsn_session=${'y'.repeat(43)}` },
      ...(method === 'POST' ? { payload: OFFICE_IN_BERGAMO } : {}),
    });
    expectFailure(response, 419, EXPIRED);
  });

  describe('check', () => {
    const check = (body: object, shopper: TestShopper | null = null) =>
      post(shopper, '/ebsn/api/user-address/check', body);

    it('a town of a served province is valid and completed with province, postal code and coordinates', async () => {
      const response = await check({ ...OFFICE_IN_BERGAMO, city: 'cantu', postalCode: '22000' });
      expect(response.statusCode).toBe(200);
      const body = envelopeOf<components['schemas']['AddressCheck']>(response);
      expect(body.response.status).toBe(0);
      expect(body.data).toEqual({
        validated: true,
        address: {
          city: 'Cantù',
          province: 'CO',
          postalCode: '22063',
          latitude: 45.7386,
          longitude: 9.1303,
        },
      });
    });

    it('keeps a postal code of the town', async () => {
      const data = await dataOf<components['schemas']['AddressCheck']>(
        check({ ...OFFICE_IN_BERGAMO, city: 'Milano', postalCode: '20131' }),
      );
      expect(data.address).toMatchObject({ city: 'Milano', province: 'MI', postalCode: '20131' });
    });

    it.each([
      ['a town of Lombardy outside the served provinces', { city: 'Pavia', postalCode: '27100' }],
      [
        'Varese, even when the province is given as served',
        { city: 'Varese', postalCode: '21100', province: 'MI' },
      ],
      [
        'an unknown town in a province outside Lombardy',
        { city: 'Moncalieri', postalCode: '10024', province: 'TO' },
      ],
    ])('%s is not covered by the service', async (_, place) => {
      expectFailure(await check({ ...OFFICE_IN_BERGAMO, ...place }), 400, NOT_COVERED);
    });

    it('a town the gazetteer does not know is not validated, and may be saved anyway', async () => {
      const response = await check({
        ...OFFICE_IN_BERGAMO,
        city: 'Borgo Inventato',
        province: 'BG',
      });
      expect(response.statusCode).toBe(200);
      const body = envelopeOf<components['schemas']['AddressCheck']>(response);
      expect(body.response).toMatchObject({
        status: 1,
        errors: [{ error: 'Indirizzo non validato, Salvare lo stesso ?' }],
      });
      expect(body.data).toEqual({ validated: false });
    });

    it.each([
      ['an unknown key', { ...OFFICE_IN_BERGAMO, floor: '3' }],
      ['a postal code of letters', { ...OFFICE_IN_BERGAMO, postalCode: 'abcde' }],
      ['a missing town', { ...OFFICE_IN_BERGAMO, city: undefined }],
      ['a province of three letters', { ...OFFICE_IN_BERGAMO, province: 'BGX' }],
    ])('%s is bad input', async (_, body) => {
      expect((await check(body)).statusCode).toBe(400);
    });
  });

  describe('update (add or change an own address)', () => {
    it('adds a company address of kind home, validated, at the nearest warehouse', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const response = await post(shopper, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        notes: 'Terzo piano',
      });
      const body = envelopeOf<{ address: Address }>(response);
      expect(body.response.infos).toMatchObject([{ info: 'Nuovo indirizzo aggiunto' }]);
      expect(body.data.address).toMatchObject({
        addressName: 'Ufficio',
        city: 'Bergamo',
        province: 'BG',
        addressTypeId: 2,
        addressType: 'home',
        deliveryServiceId: 2,
        storeId: null,
        warehouseId: WAREHOUSE.bergamo,
        notes: 'Terzo piano',
        validated: true,
        selected: false,
      });
      expect(body.data.address.addressId).toBeGreaterThanOrEqual(FIRST_OWN_ADDRESS_ID);
      expect(await ownAddressRows(db, shopper.userId)).toHaveLength(1);
    });

    it('changes an own address ("Indirizzo aggiornato")', async () => {
      const shopper = await createShopper(testApp().db);
      const added = await addOwnAddress(shopper);
      const response = await post(shopper, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        addressId: added.addressId,
        city: 'Brescia',
        postalCode: '25121',
        deliveryServiceId: 3,
      });
      const body = envelopeOf<{ address: Address }>(response);
      expect(body.response.infos).toMatchObject([{ info: 'Indirizzo aggiornato' }]);
      expect(body.data.address).toMatchObject({
        addressId: added.addressId,
        city: 'Brescia',
        deliveryServiceId: 3,
        warehouseId: WAREHOUSE.brescia,
      });
    });

    it('changing the address the cart is served at moves the cart to its new warehouse and gives the slot back', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const added = await addOwnAddress(shopper);
      await post(shopper, `/ebsn/api/user-address/select?address_id=${added.addressId}`);
      const booked = await dataOf<Cart>(
        callAs(
          testApp().app,
          shopper,
          '/ebsn/api/timeslot/select?sel_date=2026-03-11&timeslot_id=202',
        ),
      );
      expect(booked.timeslot?.timeslotId).toBe(202);
      await post(shopper, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        addressId: added.addressId,
        city: 'Como',
        postalCode: '22100',
      });
      const cart = await dataOf<Cart>(callAs(testApp().app, shopper, '/ebsn/api/cart/view'));
      expect(cart.shippingAddress).toMatchObject({ addressId: added.addressId, city: 'Como' });
      expect(cart.warehouse?.warehouseId).toBe(WAREHOUSE.como);
      expect(cart.timeslot).toBeNull();
      const [booking] = await db
        .select({ booked: timeslotBookings.booked })
        .from(timeslotBookings)
        .where(
          and(
            eq(timeslotBookings.warehouseId, WAREHOUSE.bergamo),
            eq(timeslotBookings.timeslotId, 202),
            eq(timeslotBookings.date, '2026-03-11'),
          ),
        );
      expect(booking?.booked).toBe(0);
    });

    it('while the cart changes an order (status 7) its address cannot move to another warehouse; other edits pass', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const added = await addOwnAddress(shopper);
      await post(shopper, `/ebsn/api/user-address/select?address_id=${added.addressId}`);
      await db.update(carts).set({ cartStatusId: 7 }).where(eq(carts.id, shopper.cartId));
      expectFailure(
        await post(shopper, '/ebsn/api/user-address/update', {
          ...OFFICE_IN_BERGAMO,
          addressId: added.addressId,
          city: 'Como',
          postalCode: '22100',
        }),
        400,
        [orderMessages.serviceLockedWhileModifying.message],
        shopper.userId,
      );
      const [row] = await ownAddressRows(db, shopper.userId);
      expect(row).toMatchObject({ city: 'Bergamo', warehouseId: WAREHOUSE.bergamo });
      await dataOf(
        post(shopper, '/ebsn/api/user-address/update', {
          ...OFFICE_IN_BERGAMO,
          addressId: added.addressId,
          addressName: 'Ufficio nuovo',
        }),
      );
      const cart = await dataOf<Cart>(callAs(testApp().app, shopper, '/ebsn/api/cart/view'));
      expect(cart.shippingAddress).toMatchObject({
        addressId: added.addressId,
        addressName: 'Ufficio nuovo',
      });
    });

    it('another shopper address cannot be changed: 404 and nothing changes', async () => {
      const { db } = testApp();
      const [owner, intruder] = [await createShopper(db), await createShopper(db)];
      const added = await addOwnAddress(owner);
      const response = await post(intruder, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        addressId: added.addressId,
        addressName: 'Preso',
      });
      expectFailure(response, 404, NOT_FOUND, intruder.userId);
      const [row] = await ownAddressRows(db, owner.userId);
      expect(row?.addressName).toBe('Ufficio');
    });

    it('a shared address cannot be changed', async () => {
      const shopper = await createShopper(testApp().db);
      const response = await post(shopper, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        addressId: SHARED_ADDRESS.siteBicocca,
      });
      expectFailure(response, 404, NOT_FOUND, shopper.userId);
    });

    it('an address outside the served provinces is refused and not saved', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const response = await post(shopper, '/ebsn/api/user-address/update', {
        ...OFFICE_IN_BERGAMO,
        city: 'Cremona',
        postalCode: '26100',
      });
      expectFailure(response, 400, NOT_COVERED, shopper.userId);
      expect(await ownAddressRows(db, shopper.userId)).toHaveLength(0);
    });

    it('an unvalidated address is saved only when asked, in a served province', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const unknown = { ...OFFICE_IN_BERGAMO, city: 'Borgo Inventato', province: 'BG' };
      expectFailure(
        await post(shopper, '/ebsn/api/user-address/update', unknown),
        400,
        [serviceMessages.addressNotValidated.message],
        shopper.userId,
      );
      expectFailure(
        await post(shopper, '/ebsn/api/user-address/update', {
          ...unknown,
          province: 'PV',
          saveUnvalidated: true,
        }),
        400,
        NOT_COVERED,
        shopper.userId,
      );
      expect(await ownAddressRows(db, shopper.userId)).toHaveLength(0);

      const saved = await addOwnAddress(shopper, { ...unknown, saveUnvalidated: true });
      expect(saved).toMatchObject({
        city: 'Borgo Inventato',
        province: 'BG',
        validated: false,
        warehouseId: WAREHOUSE.bergamo,
      });
    });

    it('without a session answers 419', async () => {
      expectFailure(
        await post(null, '/ebsn/api/user-address/update', OFFICE_IN_BERGAMO),
        419,
        EXPIRED,
      );
    });

    it.each([
      ['an unknown key', { ...OFFICE_IN_BERGAMO, color: 'blu' }],
      ['a locker service', { ...OFFICE_IN_BERGAMO, deliveryServiceId: 10000 }],
      ['an empty name', { ...OFFICE_IN_BERGAMO, addressName: '' }],
      ['an address id of 0', { ...OFFICE_IN_BERGAMO, addressId: 0 }],
    ])('%s is bad input and nothing is saved', async (_, body) => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      expect((await post(shopper, '/ebsn/api/user-address/update', body)).statusCode).toBe(400);
      expect(await ownAddressRows(db, shopper.userId)).toHaveLength(0);
    });
  });

  describe('list, view and delete', () => {
    it('list answers only the shopper own addresses', async () => {
      const { db } = testApp();
      const [mine, theirs] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(mine);
      await addOwnAddress(theirs);
      const listOf = (query: string) =>
        dataOf<{ addresses: Address[] }>(
          callAs(testApp().app, mine, `/ebsn/api/user-address/list${query}`),
        );
      expect((await listOf('')).addresses.map((address) => address.addressId)).toEqual([
        own.addressId,
      ]);
      expect((await listOf('?address_type=home')).addresses).toHaveLength(1);
      expect((await listOf('?address_type=drive')).addresses).toEqual([]);
      expectFailure(await callAs(testApp().app, null, '/ebsn/api/user-address/list'), 419, EXPIRED);
    });

    it('view answers a shared address to anyone and an own address only to its owner', async () => {
      const { app, db } = testApp();
      const [owner, other] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(owner);
      const view = (shopper: TestShopper | null, id: number) =>
        callAs(app, shopper, `/ebsn/api/user-address/view?address_id=${id}`);

      const shared = await dataOf<{ address: Address }>(
        view(null, SHARED_ADDRESS.lockerMilanoCentrale),
      );
      expect(shared.address).toMatchObject({
        addressName: 'Locker Milano Centrale',
        addressTypeId: 5,
        addressType: 'locker',
        deliveryServiceId: 10000,
        storeId: STORE.milanoVialeMonza,
      });
      expect(
        (await dataOf<{ address: Address }>(view(owner, own.addressId))).address.addressId,
      ).toBe(own.addressId);
      expectFailure(await view(other, own.addressId), 404, NOT_FOUND, other.userId);
      expectFailure(await view(null, own.addressId), 404, NOT_FOUND);
      expectFailure(await view(null, 999_999), 404, NOT_FOUND);
      expect((await view(null, 0)).statusCode).toBe(400);
    });

    it('delete removes an own address and answers the remaining ones', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const first = await addOwnAddress(shopper);
      const second = await addOwnAddress(shopper, { addressName: 'Magazzino' });
      const data = await dataOf<{ addresses: Address[] }>(
        callAs(
          testApp().app,
          shopper,
          `/ebsn/api/user-address/delete?address_id=${first.addressId}`,
        ),
      );
      expect(data.addresses.map((address) => address.addressId)).toEqual([second.addressId]);
      expectFailure(
        await callAs(
          testApp().app,
          shopper,
          `/ebsn/api/user-address/view?address_id=${first.addressId}`,
        ),
        404,
        NOT_FOUND,
        shopper.userId,
      );
    });

    it('the address the cart is served at cannot be deleted', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      const own = await addOwnAddress(shopper);
      await post(shopper, `/ebsn/api/user-address/select?address_id=${own.addressId}`);
      const response = await callAs(
        testApp().app,
        shopper,
        `/ebsn/api/user-address/delete?address_id=${own.addressId}`,
      );
      expectFailure(
        response,
        400,
        ["Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa."],
        shopper.userId,
      );
      expect(await ownAddressRows(db, shopper.userId)).toHaveLength(1);
    });

    it('another shopper address and a shared address cannot be deleted', async () => {
      const { db } = testApp();
      const [owner, intruder] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(owner);
      for (const id of [own.addressId, SHARED_ADDRESS.pickupMilanoVialeMonza]) {
        const response = await callAs(
          testApp().app,
          intruder,
          `/ebsn/api/user-address/delete?address_id=${id}`,
        );
        expectFailure(response, 404, NOT_FOUND, intruder.userId);
      }
      expect(await ownAddressRows(db, owner.userId)).toHaveLength(1);
      expectFailure(
        await callAs(
          testApp().app,
          null,
          `/ebsn/api/user-address/delete?address_id=${own.addressId}`,
        ),
        419,
        EXPIRED,
      );
    });
  });

  describe('select and preview', () => {
    it('select serves the cart at the address, its store and warehouse', async () => {
      const shopper = await createShopper(testApp().db);
      const cart = await dataOf<Cart>(
        post(
          shopper,
          `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.refrigeratedLockerGaribaldi}`,
        ),
      );
      expect(cart.shippingAddress).toMatchObject({
        addressId: SHARED_ADDRESS.refrigeratedLockerGaribaldi,
        deliveryServiceId: 10002,
        selected: true,
      });
      expect(cart.shippingAddress?.addressClass.map((entry) => entry.name)).toEqual([
        'Locker',
        'Refrigerato',
      ]);
      expect(cart.store).toEqual({ storeId: STORE.milanoVialeMonza, name: 'Milano Viale Monza' });
      expect(cart.warehouse).toEqual({
        warehouseId: WAREHOUSE.milano,
        name: 'Polo logistico Milano - Pero',
        metaData: { warehouse_info: { ENABLE_PROMO_HAPPY_HOUR: 'true' } },
      });
      expect(cart.timeslot).toBeNull();
    });

    it('a company site is served without a store', async () => {
      const shopper = await createShopper(testApp().db);
      const cart = await dataOf<Cart>(
        post(
          shopper,
          `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.siteBergamo}&address_type=work`,
        ),
      );
      expect(cart.store).toBeNull();
      expect(cart.warehouse?.metaData.warehouse_info.ENABLE_PROMO_HAPPY_HOUR).toBe('false');
    });

    it('another shopper address is not found and the cart stays as it was', async () => {
      const { db } = testApp();
      const [owner, intruder] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(owner);
      await post(
        intruder,
        `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.siteBicocca}`,
      );
      const response = await post(
        intruder,
        `/ebsn/api/user-address/select?address_id=${own.addressId}`,
      );
      expectFailure(response, 404, NOT_FOUND, intruder.userId);
      expect(await cartAddressOf(db, intruder.cartId)).toBe(SHARED_ADDRESS.siteBicocca);
    });

    it('an address of another service or type than asked is not found', async () => {
      const shopper = await createShopper(testApp().db);
      for (const query of [
        `address_id=${SHARED_ADDRESS.lockerMilanoCentrale}&delivery_service_id=10002`,
        `address_id=${SHARED_ADDRESS.lockerMilanoCentrale}&address_type=drive`,
      ]) {
        expectFailure(
          await post(shopper, `/ebsn/api/user-address/select?${query}`),
          404,
          NOT_FOUND,
          shopper.userId,
        );
      }
      expect(await cartAddressOf(testApp().db, shopper.cartId)).toBeNull();
    });

    it('cart status 7 (an order being changed) refuses a new address', async () => {
      const { db } = testApp();
      const shopper = await createShopper(db);
      await post(shopper, `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.siteBicocca}`);
      await db.update(carts).set({ cartStatusId: 7 }).where(eq(carts.id, shopper.cartId));
      const response = await post(
        shopper,
        `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.lockerMilanoCentrale}`,
      );
      expectFailure(
        response,
        400,
        [orderMessages.serviceLockedWhileModifying.message],
        shopper.userId,
      );
      expect(await cartAddressOf(db, shopper.cartId)).toBe(SHARED_ADDRESS.siteBicocca);
    });

    it('select needs a session (419) and a valid address id (400)', async () => {
      expectFailure(await post(null, '/ebsn/api/user-address/select?address_id=1'), 419, EXPIRED);
      const shopper = await createShopper(testApp().db);
      expect((await post(shopper, '/ebsn/api/user-address/select?address_id=-1')).statusCode).toBe(
        400,
      );
      expect((await post(shopper, '/ebsn/api/user-address/select')).statusCode).toBe(400);
    });

    it('preview answers the address with the warehouse and store it would give, changing nothing', async () => {
      const { app, db } = testApp();
      const shopper = await createShopper(db);
      const preview = await dataOf<components['schemas']['AddressPreview']>(
        callAs(
          app,
          shopper,
          `/ebsn/api/user-address/preview?address_id=${SHARED_ADDRESS.kerbsideMilanoVialeMonza}`,
        ),
      );
      expect(preview.address).toMatchObject({
        addressTypeId: 4,
        addressType: 'drive',
        selected: false,
      });
      expect(preview.warehouse.warehouseId).toBe(WAREHOUSE.milano);
      expect(preview.store?.storeId).toBe(STORE.milanoVialeMonza);
      expect(await cartAddressOf(db, shopper.cartId)).toBeNull();

      const site = await dataOf<components['schemas']['AddressPreview']>(
        callAs(
          app,
          null,
          `/ebsn/api/user-address/preview?address_id=${SHARED_ADDRESS.siteBergamo}`,
        ),
      );
      expect(site).toMatchObject({ store: null, warehouse: { warehouseId: WAREHOUSE.bergamo } });
    });

    it('preview of another shopper address is not found', async () => {
      const { db } = testApp();
      const [owner, other] = [await createShopper(db), await createShopper(db)];
      const own = await addOwnAddress(owner);
      expectFailure(
        await callAs(
          testApp().app,
          other,
          `/ebsn/api/user-address/preview?address_id=${own.addressId}`,
        ),
        404,
        NOT_FOUND,
        other.userId,
      );
    });
  });

  describe('list-store', () => {
    it('answers the pickup points and lockers of the store', async () => {
      const data = await dataOf<{ addresses: Address[] }>(
        callAs(
          testApp().app,
          null,
          `/ebsn/api/user-address/list-store?store_id=${STORE.milanoVialeMonza}`,
        ),
      );
      expect(data.addresses.map((address) => address.addressId).sort((a, b) => a - b)).toEqual([
        SHARED_ADDRESS.pickupMilanoVialeMonza,
        SHARED_ADDRESS.kerbsideMilanoVialeMonza,
        SHARED_ADDRESS.lockerMilanoCentrale,
        SHARED_ADDRESS.refrigeratedLockerGaribaldi,
      ]);
    });

    it('an unknown store is not found; a store id of 0 is bad input', async () => {
      const { app } = testApp();
      expectFailure(
        await callAs(app, null, '/ebsn/api/user-address/list-store?store_id=999'),
        404,
        ['Negozio non trovato'],
      );
      expect(
        (await callAs(app, null, '/ebsn/api/user-address/list-store?store_id=0')).statusCode,
      ).toBe(400);
    });
  });

  it('the cart view answers the cart infos of the service row', async () => {
    const { db } = testApp();
    const shopper = await createShopper(db);
    await post(shopper, `/ebsn/api/user-address/select?address_id=${SHARED_ADDRESS.siteBicocca}`);
    await db
      .update(cartServices)
      .set({ infos: { order_comment: 'Citofonare Rossi', need_invoice: 'true', other: 'x' } })
      .where(eq(cartServices.cartId, shopper.cartId));
    const cart = await dataOf<Cart>(callAs(testApp().app, shopper, '/ebsn/api/cart/view'));
    expect(cart.cartInfos).toEqual({ order_comment: 'Citofonare Rossi', need_invoice: 'true' });
  });
});
