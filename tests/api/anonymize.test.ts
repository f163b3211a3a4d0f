/**
 * Deleting the account (GDPR, account-and-platform.md §7 `anonymize_token_request`,
 * `anonymize_token_check`, `user_anonymize`): the link mailed through a real SMTP server is needed
 * with the session; afterwards no table holds any of the shopper's personal data (the test walks
 * every text and JSON column of the database), the orders stay, the sessions are over and the
 * address can register again.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/domain/account-messages';
import { fiscalCodeCheckLetter } from '../../src/domain/fiscal-code';
import type { Db } from '../../server/db/client';
import { addresses, cookiePreferences, orders, users } from '../../server/db/schema';
import { getAs, postAs } from './helpers/account';
import { boughtOrder, buyer, NOW_TIME, orderRows, TODAY } from './helpers/checkout';
import { linkOf, useMailbox, type Mailbox } from './helpers/mailbox';
import { mailingApp, PUBLIC_URL, register, registrationBody } from './helpers/registration';
import { settableClock } from './helpers/shoppers';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const LINK_REFUSED = [accountMessages.anonymizeLinkInvalid.message];
const FISCAL_CODE = `VRDGPP75C41A794${fiscalCodeCheckLetter('VRDGPP75C41A794')}`;

/** Everything personal the shopper gave, as the test looks for it afterwards. */
const PERSONAL = {
  firstName: 'Giuseppina',
  lastName: 'Zanfrognini',
  phone: '3471234987',
  fiscalCode: FISCAL_CODE,
  street: 'Via delle Ortensie Blu',
  company: 'Zanfrognini Consulenze',
  comment: 'Citofonare Zanfrognini al secondo piano',
};

/** A customer with an order, who gave every kind of personal data the shop keeps. */
async function richCustomer(app: FastifyInstance, db: Db) {
  const shopper = await buyer(app, db);
  await boughtOrder(app, shopper);
  const [account] = await db.select().from(users).where(eq(users.id, shopper.userId));
  if (account === undefined) throw new Error('no account');
  const { cookie } = shopper;
  const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
    const done = await response;
    if (done.statusCode !== 200) throw new Error(done.body);
  };
  await ok(
    postAs(app, cookie, 'registration/update_user_detail', {
      firstName: PERSONAL.firstName,
      lastName: PERSONAL.lastName,
      phone: PERSONAL.phone,
      fiscalCode: PERSONAL.fiscalCode,
      birthDate: '1975-03-01',
    }),
  );
  await ok(
    postAs(app, cookie, 'registration/update_person_info', { personInfoTypeId: 1, value: '4' }),
  );
  await ok(
    postAs(app, cookie, 'user-person-fiscal/insert-billing-address', {
      personTypeId: 2,
      companyName: PERSONAL.company,
      vatNumber: '01234567897',
      sdiCode: 'M5UXCR1',
      address1: PERSONAL.street,
      addressNumber: '7',
      postalCode: '24122',
      city: 'Bergamo',
      province: 'BG',
    }),
  );
  await ok(
    postAs(app, cookie, 'user-address/update', {
      addressName: `Casa ${PERSONAL.lastName}`,
      address1: PERSONAL.street,
      addressNumber: '7',
      city: 'Bergamo',
      postalCode: '24122',
      notes: PERSONAL.comment,
      saveUnvalidated: true,
    }),
  );
  // A list named after the family, and one another customer shares with this address.
  await ok(postAs(app, cookie, 'wishlist/insert', { name: `Spesa ${PERSONAL.lastName}` }));
  await ok(
    postAs(app, cookie, 'cookie-consent/save', {
      technical: true,
      analytics: true,
      profilation: true,
      uuid: '5c0ffee0-1234-4abc-8def-0123456789ab',
    }),
  );
  const friend = await buyer(app, db);
  const shared = await postAs(app, friend.cookie, 'wishlist/insert', { name: 'Spesa condivisa' });
  const sharedId = (bodyOf(shared).data as { id: number }).id;
  await ok(
    postAs(app, friend.cookie, 'wishlist/share', {
      list_id: sharedId,
      email: account.email,
      grant: 'READ',
    }),
  );
  // The order went to that address, with a comment (as a delivered order would hold them).
  const [own] = await db.select().from(addresses).where(eq(addresses.userId, shopper.userId));
  if (own === undefined) throw new Error('no own address');
  await db
    .update(orders)
    .set({
      orderComment: PERSONAL.comment,
      shippingAddress: sql`${orders.shippingAddress} || ${JSON.stringify({
        addressName: own.addressName,
        address1: own.address1,
        addressNumber: own.addressNumber,
        notes: own.notes,
      })}::jsonb`,
    })
    .where(eq(orders.userId, shopper.userId));
  return { ...shopper, email: account.email };
}

/** Asks for the deletion and returns the link's parameters from the mail. */
async function deletionLink(app: FastifyInstance, mailbox: Mailbox, cookie: string, email: string) {
  const response = await getAs(app, cookie, 'registration/anonymize_token_request');
  expect(response.statusCode).toBe(200);
  const link = linkOf(await mailbox.next(email), `${PUBLIC_URL}/profile/delete-account`);
  return {
    login: link.searchParams.get('login') ?? '',
    token: link.searchParams.get('token') ?? '',
  };
}

/** Every (table, column) of the public schema holding text or JSON. */
async function textColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const result = (await db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public'
      and data_type in ('text', 'character varying', 'character', 'json', 'jsonb')`)) as {
    rows: { table: string; column: string }[];
  };
  return result.rows;
}

/** The places where `needle` still appears, as 'table.column'. */
async function whereFound(db: Db, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(db)) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as { rows: { n: number }[] };
    const [row] = result.rows;
    if ((row?.n ?? 0) > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe.each(backends)('account deletion (%s)', (backend) => {
  const mailbox = useMailbox();
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, mailingApp(mailbox, clock.now));

  it('leaves no personal data in any table, keeps the orders, ends the sessions and frees the address', async () => {
    const { app, db } = testApp();
    const customer = await richCustomer(app, db);
    const ordersBefore = await orderRows(db, customer.userId);
    const personal = [...Object.values(PERSONAL), customer.email];
    // The walk finds the data before the deletion, or it proves nothing after it.
    for (const value of personal) expect(await whereFound(db, value), value).not.toEqual([]);

    const link = await deletionLink(app, mailbox(), customer.cookie, customer.email);
    const check = await getAs(app, customer.cookie, 'registration/anonymize_token_check', link);
    expect(bodyOf(check).data).toEqual({ valid: true });
    const deleted = await getAs(app, customer.cookie, 'registration/user_anonymize', link);
    expect(deleted.statusCode).toBe(200);
    expect(bodyOf(deleted).user.userId).toBe(-1);

    for (const value of personal) expect(await whereFound(db, value), value).toEqual([]);
    // The cookie choice in force goes too; its history keeps the choices by id only.
    const choices = await db
      .select()
      .from(cookiePreferences)
      .where(eq(cookiePreferences.userId, customer.userId));
    expect(choices).toEqual([]);
    const ordersAfter = await orderRows(db, customer.userId);
    const fiscalRecord = (rows: typeof ordersBefore) =>
      rows.map(({ id, grossTotalCents, statusId }) => [id, grossTotalCents, statusId]);
    expect(fiscalRecord(ordersAfter)).toEqual(fiscalRecord(ordersBefore));
    const test = await getAs(app, customer.cookie, 'auth/test');
    expect(test.statusCode).toBe(419);

    const again = await register(app, registrationBody({ email: customer.email }));
    expect(again.statusCode).toBe(200);
    expect((await mailbox().next(customer.email)).subject).toContain(
      'Conferma la tua registrazione',
    );
  });

  it('refuses a made-up, replaced or foreign link, and then nothing changes', async () => {
    const { app, db } = testApp();
    const customer = await richCustomer(app, db);
    const other = await richCustomer(app, db);
    const first = await deletionLink(app, mailbox(), customer.cookie, customer.email);
    const second = await deletionLink(app, mailbox(), customer.cookie, customer.email);
    const othersLink = await deletionLink(app, mailbox(), other.cookie, other.email);

    for (const link of [
      { ...second, token: 'inventato1234567890abcinventato1234567890ab' },
      first,
      othersLink,
      { ...second, login: other.email },
    ]) {
      expectFailure(
        await getAs(app, customer.cookie, 'registration/user_anonymize', link),
        400,
        LINK_REFUSED,
        customer.userId,
      );
      expectFailure(
        await getAs(app, customer.cookie, 'registration/anonymize_token_check', link),
        400,
        LINK_REFUSED,
        customer.userId,
      );
    }
    const [account] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(account?.email).toBe(customer.email);
    expect(account?.fiscalCode).toBe(FISCAL_CODE);

    // Without a session nothing is asked, checked or deleted.
    for (const path of ['anonymize_token_request', 'anonymize_token_check', 'user_anonymize']) {
      const response = await getAs(app, null, `registration/${path}`, second);
      expect(response.statusCode).toBe(419);
    }
    // The newest link still works, once.
    const deleted = await getAs(app, customer.cookie, 'registration/user_anonymize', second);
    expect(deleted.statusCode).toBe(200);
  });
});
