/**
 * Push device registration (account-and-platform.md §7, issue 32): `externalregistration/register`
 * when the app receives a push token, `externalregistration/unregister` at logout. A device is the
 * logged-in account's or a guest one; registering again replaces its token; another account's
 * device cannot be removed; bad input is refused with an Italian message naming the parameter, and
 * nothing is stored; deleting the account removes its devices.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { staffMessages } from '../../src/domain/staff';
import type { Db } from '../../server/db/client';
import { pushDevices } from '../../server/db/schema';
import { FOREIGN_REQUEST } from '../../server/http/validation-messages';
import { loggedInCustomer, getAs } from './helpers/account';
import { linkOf, useMailbox } from './helpers/mailbox';
import { mailingApp, PUBLIC_URL } from './helpers/registration';
import { CHIARA, signOn, staffCall } from './helpers/staff';
import { APP_CLIENT, backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const NOT_YOURS = 'Dispositivo non trovato tra i tuoi dispositivi.';

/** A push token as Firebase makes them. */
const newToken = () =>
  `${randomBytes(16).toString('base64url')}:APA91b${randomBytes(96).toString('base64url')}`;

/** A device id as Android gives it: 16 hexadecimal digits. */
const newAndroidId = () => randomBytes(8).toString('hex');

/** An iOS device id: a UUID in upper case, as identifierForVendor gives it. */
const newIosId = () => crypto.randomUUID().toUpperCase();

interface Device {
  readonly platform: 'android' | 'ios';
  readonly uuid: string;
  readonly token: string;
}

const newDevice = (platform: Device['platform'] = 'android'): Device => ({
  platform,
  uuid: platform === 'android' ? newAndroidId() : newIosId(),
  token: newToken(),
});

const registration = (device: Device, extra: Record<string, string> = {}) => ({
  external_id: device.token,
  platform: device.platform,
  uuid: device.uuid,
  model: device.platform === 'android' ? 'Pixel 9' : 'iPhone16,2',
  platform_version: device.platform === 'android' ? '15' : '18.2',
  manufacturer: device.platform === 'android' ? 'Google' : 'Apple',
  ...extra,
});

function register(app: FastifyInstance, cookie: string | null, query: Record<string, string>) {
  return getAs(app, cookie, 'externalregistration/register', query);
}

function unregister(app: FastifyInstance, cookie: string | null, device: Device) {
  return getAs(app, cookie, 'externalregistration/unregister', {
    platform: device.platform,
    uuid: device.uuid,
  });
}

async function rowsOf(db: Db, device: Device) {
  return db
    .select()
    .from(pushDevices)
    .where(eq(pushDevices.uuid, device.uuid.toLowerCase()))
    .orderBy(asc(pushDevices.id));
}

describe.each(backends)('push device registration (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it("registers a logged-in shopper's device with its details, and again with a new token in the same row", async () => {
    const { app, db } = testApp();
    const shopper = await loggedInCustomer(app, db);
    const device = newDevice('ios');

    const first = await register(app, shopper.cookie, registration(device));
    expect(first.statusCode).toBe(200);
    expect(bodyOf(first).data).toEqual({
      platform: 'ios',
      uuid: device.uuid.toLowerCase(),
      boundToAccount: true,
    });
    expect(bodyOf(first).user.userId).toBe(shopper.userId);
    expect(await rowsOf(db, device)).toMatchObject([
      {
        platform: 'ios',
        uuid: device.uuid.toLowerCase(),
        token: device.token,
        userId: shopper.userId,
        model: 'iPhone16,2',
        platformVersion: '18.2',
        manufacturer: 'Apple',
      },
    ]);

    // The token was refreshed: the same device, the new token.
    const refreshed = { ...device, token: newToken() };
    const again = await register(app, shopper.cookie, registration(refreshed));
    expect(again.statusCode).toBe(200);
    const rows = await rowsOf(db, device);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ token: refreshed.token, userId: shopper.userId });
  });

  it('keeps a guest device without an account, and makes it the account’s when the shopper logs in', async () => {
    const { app, db } = testApp();
    const device = newDevice('android');
    const guest = await register(app, null, registration(device, { model: '', manufacturer: '' }));
    expect(guest.statusCode).toBe(200);
    expect(bodyOf(guest).data).toEqual({
      platform: 'android',
      uuid: device.uuid,
      boundToAccount: false,
    });
    expect(await rowsOf(db, device)).toMatchObject([
      { userId: null, token: device.token, model: null, manufacturer: null },
    ]);

    const shopper = await loggedInCustomer(app, db);
    await register(app, shopper.cookie, registration(device));
    expect(await rowsOf(db, device)).toMatchObject([{ userId: shopper.userId }]);
  });

  it("a phone that changes hands receives the new account's notifications, never the previous one's", async () => {
    const { app, db } = testApp();
    const previous = await loggedInCustomer(app, db, 'precedente');
    const next = await loggedInCustomer(app, db, 'nuovo');
    const device = newDevice();
    await register(app, previous.cookie, registration(device));
    await register(app, next.cookie, registration({ ...device, token: newToken() }));
    expect(await rowsOf(db, device)).toMatchObject([{ userId: next.userId }]);
  });

  it('unregisters the shopper’s own device, and a guest its guest device', async () => {
    const { app, db } = testApp();
    const shopper = await loggedInCustomer(app, db);
    const own = newDevice('ios');
    await register(app, shopper.cookie, registration(own));
    const removed = await unregister(app, shopper.cookie, own);
    expect(removed.statusCode).toBe(200);
    expect(bodyOf(removed).data).toEqual({ removed: true });
    expect(await rowsOf(db, own)).toEqual([]);

    const guestDevice = newDevice();
    await register(app, null, registration(guestDevice));
    expect(bodyOf(await unregister(app, null, guestDevice)).data).toEqual({ removed: true });
    expect(await rowsOf(db, guestDevice)).toEqual([]);
  });

  it('unregistering a device never registered (or already removed) changes nothing and says so', async () => {
    const { app, db } = testApp();
    const shopper = await loggedInCustomer(app, db);
    const before = await db.$count(pushDevices);
    const response = await unregister(app, shopper.cookie, newDevice());
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({ removed: false });
    expect(await db.$count(pushDevices)).toBe(before);
  });

  it("another account's device is not removed, by a shopper nor by a guest, and nothing changes", async () => {
    const { app, db } = testApp();
    const owner = await loggedInCustomer(app, db, 'proprietario');
    const other = await loggedInCustomer(app, db, 'altro');
    const device = newDevice('ios');
    await register(app, owner.cookie, registration(device));
    const before = await rowsOf(db, device);

    expectFailure(await unregister(app, other.cookie, device), 404, [NOT_YOURS], other.userId);
    expectFailure(await unregister(app, null, device), 404, [NOT_YOURS]);
    // In upper or lower case, the same device.
    expectFailure(
      await unregister(app, other.cookie, { ...device, uuid: device.uuid.toLowerCase() }),
      404,
      [NOT_YOURS],
      other.userId,
    );
    expect(await rowsOf(db, device)).toEqual(before);
  });

  it.each([
    [
      'a platform that is not android or ios',
      { platform: 'web' },
      'Il parametro «platform» ha un valore non ammesso',
    ],
    [
      'a device id that is not hexadecimal',
      { uuid: 'not-a-device-id' },
      'Il parametro «uuid» non è valido',
    ],
    [
      'a device id too long',
      { uuid: 'a'.repeat(65) },
      'Il parametro «uuid» può contenere al massimo 64 caratteri',
    ],
    [
      'a token too long',
      { external_id: 'A'.repeat(1025) },
      'Il parametro «external_id» può contenere al massimo 1024 caratteri',
    ],
    [
      'a token too short',
      { external_id: 'abc' },
      'Il parametro «external_id» deve contenere almeno 32 caratteri',
    ],
    [
      'a token with characters no push token has',
      { external_id: `${'a'.repeat(40)}<script>` },
      'Il parametro «external_id» non è valido',
    ],
    [
      'a model too long',
      { model: 'M'.repeat(101) },
      'Il parametro «model» può contenere al massimo 100 caratteri',
    ],
  ])('refuses %s with an Italian message, and stores nothing', async (_case, change, text) => {
    const { app, db } = testApp();
    const shopper = await loggedInCustomer(app, db);
    const before = await db.$count(pushDevices);
    const response = await register(app, shopper.cookie, registration(newDevice(), change));
    expectFailure(response, 400, [text], shopper.userId);
    expect(await db.$count(pushDevices)).toBe(before);
  });

  it('refuses a registration without the push token, and an unregistration without the device id', async () => {
    const { app, db } = testApp();
    const before = await db.$count(pushDevices);
    const { external_id: _token, ...withoutToken } = registration(newDevice());
    expectFailure(await register(app, null, withoutToken), 400, [
      'Il parametro «external_id» è obbligatorio',
    ]);
    const response = await getAs(app, null, 'externalregistration/unregister', {
      platform: 'ios',
    });
    expectFailure(response, 400, ['Il parametro «uuid» è obbligatorio']);
    expect(await db.$count(pushDevices)).toBe(before);
  });

  it('a link of another site (no app header) registers nothing', async () => {
    const { app, db } = testApp();
    const before = await db.$count(pushDevices);
    const query = new URLSearchParams(registration(newDevice())).toString();
    const response = await app.inject({
      method: 'GET',
      url: `/ebsn/api/externalregistration/register?${query}`,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expectFailure(response, 403, [FOREIGN_REQUEST]);
    expect(await db.$count(pushDevices)).toBe(before);
  });

  it("staff acting for a customer cannot register a device on the customer's account", async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const staff = await signOn(app, CHIARA);
    await staffCall(app, staff, `/ebsn/api/user-search/select_user?user_id=${customer.userId}`);
    const device = newDevice();
    const query = new URLSearchParams(registration(device)).toString();
    const response = await app.inject({
      method: 'GET',
      url: `/ebsn/api/externalregistration/register?${query}`,
      headers: { ...APP_CLIENT, cookie: staff },
    });
    expectFailure(response, 403, [staffMessages.notWhileActing.message], customer.userId);
    expect(await rowsOf(db, device)).toEqual([]);
  });

  it('a dead session answers 419 and registers nothing', async () => {
    const { app, db } = testApp();
    const device = newDevice();
    const response = await register(
      app,
      `ebsn_session=${randomBytes(32).toString('base64url')}`,
      registration(device),
    );
    expect(response.statusCode).toBe(419);
    expect(await rowsOf(db, device)).toEqual([]);
  });
});

describe.each(backends)('push devices and the account deletion (%s)', (backend) => {
  const mailbox = useMailbox();
  const testApp = useTestApp(
    backend,
    mailingApp(mailbox, () => new Date()),
  );

  it("deleting the account removes its devices, and no one else's", async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const other = await loggedInCustomer(app, db, 'altro');
    const phone = newDevice('android');
    const tablet = newDevice('ios');
    const othersPhone = newDevice('android');
    await register(app, customer.cookie, registration(phone));
    await register(app, customer.cookie, registration(tablet));
    await register(app, other.cookie, registration(othersPhone));
    expect(await db.$count(pushDevices, eq(pushDevices.userId, customer.userId))).toBe(2);

    expect(
      (await getAs(app, customer.cookie, 'registration/anonymize_token_request')).statusCode,
    ).toBe(200);
    const link = linkOf(
      await mailbox().next(customer.email),
      `${PUBLIC_URL}/profile/delete-account`,
    );
    const deleted = await getAs(app, customer.cookie, 'registration/user_anonymize', {
      login: link.searchParams.get('login') ?? '',
      token: link.searchParams.get('token') ?? '',
    });
    expect(deleted.statusCode).toBe(200);

    expect(await db.$count(pushDevices, eq(pushDevices.userId, customer.userId))).toBe(0);
    expect(await rowsOf(db, phone)).toEqual([]);
    expect(await rowsOf(db, tablet)).toEqual([]);
    expect(await rowsOf(db, othersPhone)).toMatchObject([{ userId: other.userId }]);
  });
});
