import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { companyMembers } from '../../server/db/schema';
import { COMPANIES, COMPANY_ADDRESSES } from '../../server/db/companies-seed';
import { newShopper, type Shopper } from './helpers/cart';
import { NOW_TIME, TODAY } from './helpers/checkout';
import { callAs, dataOf, envelopeOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type Subscription = components['schemas']['ShopAtWorkSubscription'];
type Address = components['schemas']['Address'];

const [LANIFICIO, OROBICA] = COMPANIES;
const [LANIFICIO_SITE] = COMPANY_ADDRESSES;

describe.each(backends)('shop at work (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const subscribe = (shopper: Shopper | null, code: string) =>
    callAs(
      testApp().app,
      shopper,
      `/ebsn/api/shopatwork/subscribe?subscriptionCode=${encodeURIComponent(code)}`,
    );

  const companyAddressIds = async (shopper: Shopper | null) => {
    const data = await dataOf<{ addresses: Address[] }>(
      callAs(
        testApp().app,
        shopper,
        '/ebsn/api/user-address/delivery-service-list?delivery_service_id=2',
      ),
    );
    return data.addresses.map((address) => address.addressId);
  };

  const membershipOf = (userId: number) =>
    testApp().db.select().from(companyMembers).where(eq(companyMembers.userId, userId));

  it("subscribing by code attaches the shopper to the company and its site appears among the shopper's addresses, not another's", async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);
    const other = await newShopper(db);
    expect(await companyAddressIds(shopper)).not.toContain(LANIFICIO_SITE.id);

    const response = await subscribe(shopper, '  lanificio2026 ');

    const body = envelopeOf<Subscription>(response);
    expect(body.data).toMatchObject({
      companyId: LANIFICIO?.id,
      companyName: 'Lanificio Brianzolo S.p.A.',
      address: {
        addressId: LANIFICIO_SITE.id,
        addressTypeId: 2,
        deliveryServiceId: 2,
        province: 'MB',
      },
    });
    expect(body.user).toMatchObject({ userId: shopper.userId, companyId: LANIFICIO?.id });
    expect(await companyAddressIds(shopper)).toContain(LANIFICIO_SITE.id);
    expect(await companyAddressIds(other)).not.toContain(LANIFICIO_SITE.id);
    expect(await companyAddressIds(null)).not.toContain(LANIFICIO_SITE.id);
    const view = await callAs(
      testApp().app,
      other,
      `/ebsn/api/user-address/view?address_id=${LANIFICIO_SITE.id}`,
    );
    expect(view.statusCode).toBe(404);
    const cart = envelopeOf(await callAs(testApp().app, shopper, '/ebsn/api/cart/view'));
    expect(cart.user).toMatchObject({ companyId: LANIFICIO?.id });
  });

  it('subscribing twice is harmless', async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);

    await dataOf(subscribe(shopper, 'LANIFICIO2026'));
    await dataOf(subscribe(shopper, 'LANIFICIO2026'));

    expect(await membershipOf(shopper.userId)).toMatchObject([{ companyId: LANIFICIO?.id }]);
  });

  it('unknown, malformed and expired codes are refused in Italian and change nothing', async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);

    for (const code of ['NONESISTE', '', '   ', 'lanificio 2026', '<script>']) {
      expectFailure(
        await subscribe(shopper, code),
        400,
        ['Codice azienda non valido'],
        shopper.userId,
      );
    }
    expectFailure(
      await subscribe(shopper, OROBICA?.subscriptionCode ?? ''),
      400,
      ['Il codice aziendale è scaduto'],
      shopper.userId,
    );
    expect((await subscribe(shopper, 'X'.repeat(33))).statusCode).toBe(400);
    expect(await membershipOf(shopper.userId)).toEqual([]);
    expect(await companyAddressIds(shopper)).not.toContain(COMPANY_ADDRESSES[1].id);
  });

  it('needs a session (419) and refuses a cross-site request (403)', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);

    expect((await subscribe(null, 'LANIFICIO2026')).statusCode).toBe(419);
    const forged = await app.inject({
      method: 'GET',
      url: '/ebsn/api/shopatwork/subscribe?subscriptionCode=LANIFICIO2026',
      headers: { cookie: shopper.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await membershipOf(shopper.userId)).toEqual([]);
  });
});
