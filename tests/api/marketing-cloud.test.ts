/**
 * The marketing-cloud and customer-lifetime calls answered by our own server from our own data
 * (account-and-platform.md §7 "Login and account"), and update_username, the e-mail change under
 * the spec's other name: each about the logged-in customer only.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { userDisclaimerHistory } from '../../server/db/schema';
import { getAs, loggedInCustomer, postAs } from './helpers/account';
import { boughtOrder, buyer, NOW_TIME, TODAY } from './helpers/checkout';
import { linkOf, useMailbox } from './helpers/mailbox';
import { mailingApp, newEmail, PUBLIC_URL } from './helpers/registration';
import { settableClock } from './helpers/shoppers';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const NOT_YOURS = ['Operazione non consentita per questo account.'];

interface Lifetime {
  userId: number;
  contactKey: string;
  orderCount: number;
  totalSpentCents: number;
  firstOrderAt: string | null;
  consents: { registrationDisclaimerId: number; required: boolean; value: boolean }[];
}

const contactKey = async (app: FastifyInstance, cookie: string, addresses: string[]) =>
  (
    bodyOf(
      await postAs(app, cookie, 'marketingcloud/contact-key', { ChannelAddressList: addresses }),
    ).data as { value: string | null }
  ).value;

describe.each(backends)('marketing cloud and customer lifetime (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  it("gives the customer's own contact key only, stable and opaque", async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const other = await loggedInCustomer(app, db, 'altro');
    const key = await contactKey(app, customer.cookie, [customer.email.toUpperCase()]);
    // Opaque: a digest, nothing of the address or the account in it.
    expect(key).toMatch(/^SO-[0-9a-f]{24}$/);
    expect(await contactKey(app, customer.cookie, [customer.email])).toBe(key);
    // Another customer's address is answered like an unknown one.
    expect(await contactKey(app, customer.cookie, [other.email])).toBeNull();
    expect(await contactKey(app, customer.cookie, ['nessuno@example.it'])).toBeNull();
    expect(await contactKey(app, other.cookie, [other.email])).not.toBe(key);
    const anonymous = await postAs(app, null, 'marketingcloud/contact-key', {
      ChannelAddressList: [customer.email],
    });
    expect(anonymous.statusCode).toBe(419);
  });

  it('remove withdraws the optional consents into the history, for the own key only', async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    await postAs(app, customer.cookie, 'user-registration-disclaimer/update-disclaimer', {
      disclaimers: [
        { registrationDisclaimerId: 1, value: true },
        { registrationDisclaimerId: 2, value: true },
        { registrationDisclaimerId: 3, value: true },
      ],
    });
    const key = (await contactKey(app, customer.cookie, [customer.email])) ?? '';
    expectFailure(
      await postAs(app, customer.cookie, 'marketingcloud/remove', {
        contactKey: 'SO-x',
        userId: customer.userId,
      }),
      403,
      NOT_YOURS,
      customer.userId,
    );
    const removed = await postAs(app, customer.cookie, 'marketingcloud/remove', {
      contactKey: key,
      userId: customer.userId,
    });
    expect(removed.statusCode).toBe(200);
    const answers = bodyOf(
      await getAs(app, customer.cookie, 'user-registration-disclaimer/list-by-type'),
    ).data as {
      userDisclaimers: { registrationDisclaimerId: number; required: boolean; value: boolean }[];
    };
    for (const answer of answers.userDisclaimers) expect(answer.value).toBe(answer.required);
    const history = await db
      .select()
      .from(userDisclaimerHistory)
      .where(eq(userDisclaimerHistory.userId, customer.userId));
    expect(
      history.filter((row) => row.registrationDisclaimerId === 3).map((row) => row.value),
    ).toEqual([true, false]);
  });

  it("tells the customer's own lifetime figures from the orders, and nobody else's", async () => {
    const { app, db } = testApp();
    const shopper = await buyer(app, db);
    await boughtOrder(app, shopper);
    const reply = await postAs(
      app,
      shopper.cookie,
      `customer-lifetime/user_info?userId=${shopper.userId}`,
      {},
    );
    const figures = bodyOf(reply).data as Lifetime;
    expect(figures).toMatchObject({ userId: shopper.userId, orderCount: 1 });
    expect(figures.totalSpentCents).toBeGreaterThan(0);
    expect(figures.firstOrderAt).not.toBeNull();
    expect(figures.consents.map((consent) => consent.registrationDisclaimerId)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expectFailure(
      await postAs(
        app,
        shopper.cookie,
        `customer-lifetime/user_info?userId=${shopper.userId + 1}`,
        {},
      ),
      403,
      NOT_YOURS,
      shopper.userId,
    );
  });

  it('update_username is the e-mail change: a link to the new address', async () => {
    const { app, db } = testApp();
    const customer = await loggedInCustomer(app, db);
    const newAddress = newEmail('nome-utente');
    const response = await postAs(app, customer.cookie, 'registration/update_username', {
      username: newAddress,
    });
    expect(response.statusCode).toBe(200);
    const link = linkOf(await mailbox().next(newAddress), `${PUBLIC_URL}/email-confirmed`);
    expect(link.searchParams.get('e_mail')).toBe(newAddress);
    expectFailure(
      await postAs(app, customer.cookie, 'registration/update_username', {
        username: 'non-una-mail',
      }),
      400,
      ['Digitare una e-mail valida'],
      customer.userId,
    );
  });
});
