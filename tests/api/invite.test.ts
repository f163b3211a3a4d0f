import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { giftCertificateAssignments, inviteRewards, users } from '../../server/db/schema';
import { advanceOrders } from '../../server/modules/orders/lifecycle';
import { newShopper, type Shopper } from './helpers/cart';
import { NOW_TIME, TODAY } from './helpers/checkout';
import { emptyBuyer, orderAgain, pezzoIds } from './helpers/order-history';
import { newEmail, register, registrationBody } from './helpers/registration';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type InviteSummary = components['schemas']['InviteSummary'];
type UserGiftCertificate = components['schemas']['UserGiftCertificate'];

/** After every slot the tests book: every paid order is delivered by then. */
const LATER = { date: '2026-03-20', time: '08:00' };

describe.each(backends)('friend invite (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });
  beforeEach(() => clock.set(TODAY, NOW_TIME));

  const summaryOf = (shopper: Shopper) =>
    dataOf<InviteSummary>(callAs(testApp().app, shopper, '/ebsn/api/invite/summary'));

  const vouchersOf = (userId: number) =>
    testApp()
      .db.select()
      .from(giftCertificateAssignments)
      .where(eq(giftCertificateAssignments.userId, userId));

  const userByEmail = async (email: string) =>
    (await testApp().db.select().from(users).where(eq(users.email, email)))[0];

  it('the summary gives a short readable code, made once, and its registration link', async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);

    const first = await summaryOf(shopper);
    const again = await summaryOf(shopper);

    expect(first.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(again.code).toBe(first.code);
    expect(first.link).toMatch(new RegExp(`/registration-user\\?invite=${first.code}$`));
    expect(first).toMatchObject({ friends: [], vouchersEarned: 0, voucherCents: 500 });
    expect((await callAs(testApp().app, null, '/ebsn/api/invite/summary')).statusCode).toBe(419);
  });

  it('registration takes an invite code in any case; the friend is listed masked as registrato', async () => {
    const { app, db } = testApp();
    const inviter = await newShopper(db);
    const { code } = await summaryOf(inviter);
    const email = newEmail('amico');

    await dataOf(
      Promise.resolve(
        register(app, registrationBody({ email, inviteCode: ` ${code.toLowerCase()} ` })),
      ),
    );

    expect((await userByEmail(email))?.inviteCode).toBe(code);
    const summary = await summaryOf(inviter);
    expect(summary.friends).toEqual([
      {
        name: 'Mario R.',
        email: `${email.slice(0, 2)}***@example.it`,
        state: 'registrato',
        registeredOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
  });

  it('an unknown code, or the code of the account with the same e-mail, is refused and registers nothing', async () => {
    const { app, db } = testApp();
    const inviter = await newShopper(db);
    const { code } = await summaryOf(inviter);
    const [inviterRow] = await db.select().from(users).where(eq(users.id, inviter.userId));
    const email = newEmail('ignoto');

    for (const inviteCode of ['ZZZZZZZZ', 'abc', 'NON-ESISTE']) {
      expectFailure(await register(app, registrationBody({ email, inviteCode })), 400, [
        'Codice invito non valido',
      ]);
    }
    expectFailure(
      await register(app, registrationBody({ email: inviterRow?.email, inviteCode: code })),
      400,
      ['Codice invito non valido'],
    );
    expect(await userByEmail(email)).toBeUndefined();
  });

  it("the inviter gets one 5 € voucher at the friend's first delivered order: not before, not for a cancelled one, not twice", async () => {
    const { app, db } = testApp();
    const inviter = await newShopper(db);
    const { code } = await summaryOf(inviter);
    const friend = await emptyBuyer(app, db);
    await db.update(users).set({ inviteCode: code }).where(eq(users.id, friend.userId));
    const [product = 0] = await pezzoIds(app, 1);
    const lines = [{ productId: product, quantity: 1 }];

    const dropped = await orderAgain(app, friend, lines);
    await dataOf(
      callAs(app, friend, `/ebsn/api/order/delete?order_id=${dropped}`, { method: 'POST' }),
    );
    await orderAgain(app, friend, lines);
    await advanceOrders(app);
    expect(await vouchersOf(inviter.userId)).toEqual([]);

    clock.set(LATER.date, LATER.time);
    await advanceOrders(app);

    expect(await vouchersOf(inviter.userId)).toHaveLength(1);
    const manual = await dataOf<UserGiftCertificate[] | { giftCertificates?: unknown }>(
      callAs(app, inviter, '/ebsn/api/giftcertificate/list-manual-assigned'),
    );
    expect(JSON.stringify(manual)).toContain('AMICO5');
    const summary = await summaryOf(inviter);
    expect(summary.vouchersEarned).toBe(1);
    expect(summary.friends.map((f) => f.state)).toEqual(['primo ordine consegnato']);
    expect(await vouchersOf(friend.userId)).toEqual([]);

    clock.set(TODAY, NOW_TIME);
    await orderAgain(app, friend, lines);
    clock.set(LATER.date, LATER.time);
    await advanceOrders(app);
    expect(await vouchersOf(inviter.userId)).toHaveLength(1);
    const rewards = await db
      .select()
      .from(inviteRewards)
      .where(eq(inviteRewards.friendUserId, friend.userId));
    expect(rewards).toHaveLength(1);
  });

  it("two of the friend's orders delivered at the same time give the inviter one voucher", async () => {
    const { app, db } = testApp();
    const inviter = await newShopper(db);
    const { code } = await summaryOf(inviter);
    const friend = await emptyBuyer(app, db);
    await db.update(users).set({ inviteCode: code }).where(eq(users.id, friend.userId));
    const [product = 0] = await pezzoIds(app, 1);
    const lines = [{ productId: product, quantity: 1 }];
    await orderAgain(app, friend, lines);
    await orderAgain(app, friend, lines);

    // Two lifecycle runs at once (two server processes): each may deliver one of the orders.
    clock.set(LATER.date, LATER.time);
    await Promise.all([advanceOrders(app), advanceOrders(app)]);

    expect(await vouchersOf(inviter.userId)).toHaveLength(1);
    expect((await summaryOf(inviter)).vouchersEarned).toBe(1);
  });
});
