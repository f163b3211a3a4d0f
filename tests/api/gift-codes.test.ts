import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { invalidGiftCodeText } from '../../src/domain/gift-codes';
import { messages } from '../../src/domain/messages';
import { shopInstant } from '../../src/domain/shop-time';
import { giftCertificates, giftCertificateUses, users } from '../../server/db/schema';
import { GIFT_CERTIFICATES, seedGiftCodes } from '../../server/db/gift-seed';
import {
  releaseOrderGiftCodes,
  settleCartGiftCodes,
} from '../../server/modules/gifts/order-gift-codes';
import { newSessionToken, sessionIdOf } from '../../server/modules/session/sessions';
import { createSession } from '../../server/modules/session/session-repository';
import { SESSION_COOKIE } from '../../server/config';
import {
  cartCall,
  cartOf,
  readyShopper,
  setCartStatus,
  type Cart,
  type Shopper,
} from './helpers/cart';
import {
  assign,
  cents,
  dataOf,
  fillCartTo,
  giftCall,
  giftRows,
  goodsCents,
  insertCertificate,
  listCall,
  listOf,
  type GiftCall,
  type GiftCodeCheck,
  type ListCall,
} from './helpers/gifts';
import { APP_CLIENT, backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

/** Tuesday 24 November 2026, 10:00 in the shop: ESTATE2026 is over, FUTURO not yet valid. */
const NOW = shopInstant('2026-11-24', '10:00');
const EXPIRED = [messages.sessionExpired.message];

const invalid = (code: string) => [invalidGiftCodeText(code)];

describe.each(backends)('gift codes (%s)', (backend) => {
  const testApp = useTestApp(backend, { now: () => NOW });

  /** A shopper whose cart holds goods for at least `minimumCents`. */
  async function shopperWith(minimumCents: number): Promise<{ shopper: Shopper; cart: Cart }> {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const cart = await fillCartTo(app, shopper, minimumCents);
    return { shopper, cart };
  }

  async function cartViewOf(shopper: Shopper): Promise<Cart> {
    const { app } = testApp();
    const headers = { cookie: shopper.cookie };
    return dataOf<Cart>(
      await app.inject({
        method: 'GET',
        url: '/ebsn/api/cart/view',
        headers: { ...APP_CLIENT, ...headers },
      }),
    );
  }

  /** The order module's part, without an order table: the cart's codes tied to `orderId`. */
  async function buy(shopper: Shopper, orderId: number) {
    const { db } = testApp();
    const view = await cartViewOf(shopper);
    return db.transaction((tx) =>
      settleCartGiftCodes(tx, {
        cartId: shopper.cartId,
        userId: shopper.userId,
        orderId,
        goodsCents: goodsCents(view),
        now: NOW,
      }),
    );
  }

  describe('the seed', () => {
    it('has the codes docs/shopping.md lists, and seeding again changes nothing', async () => {
      const { db } = testApp();
      const rows = await db.select().from(giftCertificates);
      const byCode = new Map(rows.map((row) => [row.code, row]));
      for (const seeded of GIFT_CERTIFICATES) {
        expect(byCode.get(seeded.code)).toMatchObject({ id: seeded.id, name: seeded.name });
      }
      expect(byCode.get('BENVENUTO10')).toMatchObject({
        kind: 'percent',
        value: 10,
        minimumCents: 3000,
        oncePerUser: true,
      });
      expect(byCode.get('SPESA5')).toMatchObject({
        kind: 'amount',
        value: 500,
        minimumCents: 4000,
      });
      expect(await seedGiftCodes(db)).toBe(0);
    });

    it('the demo customer has the friend-invite voucher', async () => {
      const { app, db } = testApp();
      const [customer] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'cliente@example.it'));
      if (customer === undefined) throw new Error('The demo customer is not seeded');
      const token = newSessionToken();
      await createSession(db, { id: sessionIdOf(token), userId: customer.id, rememberMe: false });
      const demo = { userId: customer.id, cartId: 0, cookie: `${SESSION_COOKIE}=${token}` };

      const vouchers = await listOf(app, demo, 'list-manual-assigned');

      expect(vouchers).toContainEqual(
        expect.objectContaining({
          status: 'available',
          giftCertificate: expect.objectContaining({
            code: 'AMICO5',
            name: 'Buono amico 5 €',
            kind: 'amount',
            amount: 5,
            manualAssigned: true,
          }),
        }),
      );
    });
  });

  describe('check', () => {
    it('says the code can be applied and the discount it would give, changing nothing', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(3500);

      const check = dataOf<GiftCodeCheck>(await giftCall(app, shopper, 'check', ' benvenuto10 '));

      expect(check).toEqual({
        code: 'BENVENUTO10',
        applied: false,
        discount: Math.round(goodsCents(cart) * 0.1) / 100,
        giftCertificate: {
          giftCertificateId: 1,
          code: 'BENVENUTO10',
          name: 'Benvenuto: 10% di sconto',
          kind: 'percent',
          percent: 10,
          minimumSpend: 30,
          startDate: '2026-01-01',
          endDate: null,
          oncePerUser: true,
          manualAssigned: false,
        },
      });
      expect(await giftRows(db, shopper)).toEqual({ cartCodes: [], uses: [] });
    });

    it('says an applied code is applied, with the discount it gives', async () => {
      const { app } = testApp();
      const { shopper } = await shopperWith(4000);
      const applied = cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));

      const check = dataOf<GiftCodeCheck>(await giftCall(app, shopper, 'check', 'SPESA5'));

      expect(check).toMatchObject({ code: 'SPESA5', applied: true, discount: 5 });
      expect(applied.totalDiscount).toBe(5);
    });
  });

  describe('add_code', () => {
    it('applies the code: giftcodes, orderAdjustments, totalDiscount and the total after it', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(3500);
      const goods = goodsCents(cart);
      const discount = Math.round(goods * 0.1);

      const after = cartOf(await giftCall(app, shopper, 'add_code', 'Benvenuto10'));

      const [use] = (await giftRows(db, shopper)).uses;
      expect(use).toMatchObject({ certificateId: 1, singleUse: true, orderId: null });
      expect(after.giftcodes).toEqual([
        {
          code: 'BENVENUTO10',
          name: 'Benvenuto: 10% di sconto',
          discount: discount / 100,
          applies: true,
          minimumSpend: 30,
          giftCertificateId: 1,
          userGiftCertificateId: use?.id,
        },
      ]);
      expect(after.orderAdjustmentSummary).toEqual({
        orderAdjustments: [
          {
            orderItemId: null,
            userGiftCertificateId: use?.id,
            giftCertificate: {
              giftCertificateId: 1,
              code: 'BENVENUTO10',
              name: 'Benvenuto: 10% di sconto',
            },
            amount: discount / 100,
          },
        ],
      });
      expect(cents(after.totalDiscount ?? 0)).toBe(discount);
      expect(cents(after.totalPrice)).toBe(goods - discount);
      expect(await giftRows(db, shopper)).toMatchObject({
        cartCodes: [{ certificateId: 1, useId: use?.id }],
      });
    });

    it('the cart view and every cart change show the discount', async () => {
      const { app } = testApp();
      const { shopper, cart } = await shopperWith(4000);
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));

      const view = await cartViewOf(shopper);
      const changed = cartOf(
        await cartCall(app, shopper, 'update-cart-info', {
          property: 'order_comment',
          value: 'Grazie',
        }),
      );

      for (const reply of [view, changed]) {
        expect(reply.totalDiscount).toBe(5);
        expect(cents(reply.totalPrice)).toBe(goodsCents(cart) - 500);
      }
    });

    it('applying a code the cart holds changes nothing', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(4000);
      const first = cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      const rows = await giftRows(db, shopper);

      const again = cartOf(await giftCall(app, shopper, 'add_code', 'spesa5'));

      expect(again.giftcodes).toEqual(first.giftcodes);
      expect(await giftRows(db, shopper)).toEqual(rows);
    });

    it('two codes add up, never beyond the goods', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(4000);
      const goods = goodsCents(cart);
      const big = await insertCertificate(db, { kind: 'amount', value: 1_000_000 });

      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      const both = cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      expect(cents(both.totalDiscount ?? 0)).toBe(Math.round(goods * 0.1) + 500);
      expect(both.orderAdjustmentSummary?.orderAdjustments).toHaveLength(2);

      const all = cartOf(await giftCall(app, shopper, 'add_code', big.code));
      expect(cents(all.totalDiscount ?? 0)).toBe(goods);
      expect(all.totalPrice).toBe(0);
      expect(all.giftcodes?.map((code) => code.code)).toEqual(['BENVENUTO10', 'SPESA5', big.code]);
      expect(cents(all.giftcodes?.[2]?.discount ?? 0)).toBe(goods - Math.round(goods * 0.1) - 500);
    });

    it('a code whose minimum spend is no longer met stays applied but gives no discount', async () => {
      const { app } = testApp();
      const { shopper, cart } = await shopperWith(4000);
      const [line] = cart.cartItems;
      if (line === undefined) throw new Error('No line');
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));

      const lowered = cartOf(
        await cartCall(app, shopper, 'update', { items: [{ itemId: line.itemId, quantity: 1 }] }),
      );
      expect(lowered.giftcodes).toMatchObject([{ code: 'SPESA5', applies: false, discount: 0 }]);
      expect(lowered.orderAdjustmentSummary).toEqual({ orderAdjustments: [] });
      expect(lowered.totalDiscount).toBe(0);
      expect(cents(lowered.totalPrice)).toBe(goodsCents(lowered));

      const raised = cartOf(
        await cartCall(app, shopper, 'update', {
          items: [{ itemId: line.itemId, quantity: line.quantity }],
        }),
      );
      expect(raised.giftcodes).toMatchObject([{ code: 'SPESA5', applies: true, discount: 5 }]);
    });

    it('a manually assigned voucher works for the shopper it was given to, once per assignment', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(1000);
      const [first, second] = [
        await assign(db, 5, shopper.userId),
        await assign(db, 5, shopper.userId),
      ];

      const applied = cartOf(await giftCall(app, shopper, 'add_code', 'AMICO5'));
      expect(applied.giftcodes).toMatchObject([{ code: 'AMICO5', discount: 5, applies: true }]);
      expect((await giftRows(db, shopper)).uses).toMatchObject([{ assignmentId: first }]);

      await buy(shopper, 910_001);
      cartOf(await giftCall(app, shopper, 'add_code', 'AMICO5'));
      expect((await giftRows(db, shopper)).uses).toMatchObject([
        { assignmentId: first, orderId: 910_001 },
        { assignmentId: second, orderId: null },
      ]);

      await buy(shopper, 910_002);
      const refused = await giftCall(app, shopper, 'add_code', 'AMICO5');
      expectFailure(refused, 400, invalid('AMICO5'), shopper.userId);
      expect(bodyOf(refused).data).toEqual({ code: 'AMICO5', reason: 'alreadyUsed' });
    });
  });

  describe('refusals', () => {
    /** Asserts the refusal of `code` by check and add_code, and that nothing changed. */
    async function expectRefused(shopper: Shopper, code: string, data: object) {
      const { app, db } = testApp();
      const rows = await giftRows(db, shopper);
      const before = await cartViewOf(shopper);
      for (const call of ['check', 'add_code'] as const) {
        const refused = await giftCall(app, shopper, call, code);
        expectFailure(refused, 400, invalid(code), shopper.userId);
        expect(bodyOf(refused).data).toEqual(data);
      }
      expect(await giftRows(db, shopper)).toEqual(rows);
      const after = await cartViewOf(shopper);
      expect(after).toEqual(before);
    }

    it.each([
      ['an unknown code', 'NONESISTE', 'unknown'],
      // Public codes out of their dates answer like made-up ones: trying codes tells nothing.
      ['an expired code', 'ESTATE2026', 'unknown'],
      ['a code not valid yet', 'FUTURO', 'unknown'],
      ["another shopper's voucher", 'AMICO5', 'unknown'],
    ])('%s is refused with the spec message and changes nothing', async (_name, code, reason) => {
      const { shopper } = await shopperWith(5000);
      await expectRefused(shopper, code, { code, reason });
    });

    it('a code below its minimum spend is refused, saying the minimum', async () => {
      const { shopper } = await shopperWith(100);
      await expectRefused(shopper, 'SPESA5', {
        code: 'SPESA5',
        reason: 'belowMinimum',
        minimumSpend: 40,
      });
      await expectRefused(shopper, 'benvenuto10', {
        code: 'benvenuto10',
        reason: 'belowMinimum',
        minimumSpend: 30,
      });
    });

    it('a once-per-user code used in an order is refused, another code works again', async () => {
      const { app } = testApp();
      const { shopper } = await shopperWith(4000);
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      const settled = await buy(shopper, 920_001);
      expect(settled.map((code) => [code.certificate.code, code.applies])).toEqual([
        ['BENVENUTO10', true],
        ['SPESA5', true],
      ]);
      const emptied = await cartViewOf(shopper);
      expect(emptied.giftcodes).toEqual([]);

      await expectRefused(shopper, 'BENVENUTO10', { code: 'BENVENUTO10', reason: 'alreadyUsed' });
      const again = cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      expect(again.giftcodes).toMatchObject([{ code: 'SPESA5', applies: true }]);
    });

    it('a code that gives no discount at purchase is freed, not used', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(3500);
      const [line] = cart.cartItems;
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      cartOf(
        await cartCall(app, shopper, 'update', { items: [{ itemId: line?.itemId, quantity: 1 }] }),
      );

      const settled = await buy(shopper, 920_002);

      expect(settled.map((code) => code.applies)).toEqual([false]);
      expect(await giftRows(db, shopper)).toEqual({ cartCodes: [], uses: [] });
    });

    it('a cancelled order gives its once-per-user code back', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(3500);
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      await buy(shopper, 920_003);

      expect(await db.transaction((tx) => releaseOrderGiftCodes(tx, shopper.userId, 920_003))).toBe(
        1,
      );

      const again = cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      expect(again.giftcodes).toMatchObject([{ code: 'BENVENUTO10', applies: true }]);
    });

    it('a frozen cart (status 2) takes no code and loses none', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(4000);
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      await setCartStatus(db, shopper.cartId, 2);
      const rows = await giftRows(db, shopper);

      for (const [call, code] of [
        ['add_code', 'BENVENUTO10'],
        ['remove_code', 'SPESA5'],
      ] as const) {
        expectFailure(
          await giftCall(app, shopper, call, code),
          400,
          [cartMessages.cartNotEditable.message],
          shopper.userId,
        );
      }
      expect(await giftRows(db, shopper)).toEqual(rows);
    });

    it.each([
      [
        'without a code',
        '/ebsn/api/cart-giftcertificate/check',
        'Il parametro «code» è obbligatorio',
      ],
      [
        'with an empty code',
        '/ebsn/api/cart-giftcertificate/add_code?code=',
        'Il parametro «code» è obbligatorio',
      ],
      [
        'with only spaces',
        '/ebsn/api/cart-giftcertificate/add_code?code=%20%20',
        'Il parametro «code» non è valido',
      ],
      [
        'with a code too long',
        `/ebsn/api/cart-giftcertificate/add_code?code=${'A'.repeat(41)}`,
        'Il parametro «code» può contenere al massimo 40 caratteri',
      ],
      [
        'with show_history not a boolean',
        '/ebsn/api/giftcertificate/list?show_history=forse',
        'Il parametro «show_history» deve essere vero o falso',
      ],
    ])('a request %s is refused with a clear message', async (_name, url, text) => {
      const { app, db } = testApp();
      const shopper = await readyShopper(db);
      const method = url.includes('/check') || url.includes('/list') ? 'GET' : 'POST';

      const response = await app.inject({
        method,
        url,
        headers: { ...APP_CLIENT, cookie: shopper.cookie },
      });

      expectFailure(response, 400, [text], shopper.userId);
      expect(await giftRows(db, shopper)).toEqual({ cartCodes: [], uses: [] });
    });
  });

  describe('remove_code', () => {
    it('takes the code off, frees it and answers the cart at full price', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(3500);
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));

      const removed = cartOf(await giftCall(app, shopper, 'remove_code', ' benvenuto10'));

      expect(removed.giftcodes).toEqual([]);
      expect(removed.totalDiscount).toBe(0);
      expect(cents(removed.totalPrice)).toBe(goodsCents(cart));
      expect(await giftRows(db, shopper)).toEqual({ cartCodes: [], uses: [] });
      // Freed: it can be applied again.
      expect(
        cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10')).giftcodes,
      ).toHaveLength(1);
    });

    it('removing a code the cart does not hold changes nothing', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(4000);
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      const rows = await giftRows(db, shopper);

      for (const code of ['BENVENUTO10', 'NONESISTE']) {
        const cart = cartOf(await giftCall(app, shopper, 'remove_code', code));
        expect(cart.giftcodes?.map((entry) => entry.code)).toEqual(['SPESA5']);
      }
      expect(await giftRows(db, shopper)).toEqual(rows);
    });
  });

  describe('lists', () => {
    it("list shows the shopper's vouchers and applied codes; history adds used and expired ones", async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(4000);
      const expiredVoucher = await insertCertificate(db, {
        name: 'Buono scaduto',
        manuallyAssigned: true,
        validFrom: '2026-01-01',
        validTo: '2026-03-31',
      });
      const futureVoucher = await insertCertificate(db, {
        name: 'Buono di Natale',
        manuallyAssigned: true,
        validFrom: '2026-12-20',
      });
      const friend = await assign(db, 5, shopper.userId);
      const expired = await assign(db, expiredVoucher.id, shopper.userId);
      const future = await assign(db, futureVoucher.id, shopper.userId);
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      await buy(shopper, 930_001);
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      const { uses } = await giftRows(db, shopper);
      const [benvenutoUse, spesaUse] = uses;

      const current = await listOf(app, shopper, 'list');
      const summary = (items: typeof current) =>
        items.map((item) => [
          item.giftCertificate.code,
          item.status,
          item.assignmentId,
          item.userGiftCertificateId,
          item.orderId,
        ]);
      expect(summary(current)).toEqual(
        expect.arrayContaining([
          ['AMICO5', 'available', friend, undefined, undefined],
          [futureVoucher.code, 'notYetValid', future, undefined, undefined],
          ['SPESA5', 'applied', undefined, spesaUse?.id, undefined],
        ]),
      );
      expect(current).toHaveLength(3);

      const history = await listOf(app, shopper, 'list', true);
      expect(summary(history)).toEqual(
        expect.arrayContaining([
          [expiredVoucher.code, 'expired', expired, undefined, undefined],
          ['BENVENUTO10', 'used', undefined, benvenutoUse?.id, 930_001],
        ]),
      );
      expect(history).toHaveLength(5);

      const manual = await listOf(app, shopper, 'list-manual-assigned');
      expect(
        summary(manual)
          .map(([code]) => code)
          .sort(),
      ).toEqual(['AMICO5', futureVoucher.code].sort());
      const manualHistory = await listOf(app, shopper, 'list-manual-assigned', true);
      expect(manualHistory).toHaveLength(3);

      // The shopper's own vouchers out of their dates say why (a public code would not).
      for (const [voucher, reason] of [
        [expiredVoucher, 'expired'],
        [futureVoucher, 'notYetValid'],
      ] as const) {
        const refused = await giftCall(app, shopper, 'check', voucher.code);
        expect(refused.statusCode).toBe(400);
        expect(bodyOf(refused).data).toEqual({ code: voucher.code, reason });
      }
    });

    it("shoppers never see or touch one another's certificates", async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(4000);
      const { shopper: other } = await shopperWith(4000);
      await assign(db, 5, shopper.userId);
      cartOf(await giftCall(app, shopper, 'add_code', 'SPESA5'));
      const rows = await giftRows(db, shopper);

      for (const call of ['list', 'list-manual-assigned'] as const) {
        expect(await listOf(app, other, call, true)).toEqual([]);
      }
      expectFailure(
        await giftCall(app, other, 'check', 'AMICO5'),
        400,
        invalid('AMICO5'),
        other.userId,
      );
      const otherCart = cartOf(await giftCall(app, other, 'remove_code', 'SPESA5'));
      expect(otherCart.giftcodes).toEqual([]);
      expect(await giftRows(db, shopper)).toEqual(rows);
      expect(await listOf(app, shopper, 'list')).toHaveLength(2);
    });
  });

  describe('sessions', () => {
    const calls: readonly (readonly [GiftCall | ListCall, string])[] = [
      ['check', 'SPESA5'],
      ['add_code', 'SPESA5'],
      ['remove_code', 'SPESA5'],
      ['list', ''],
      ['list-manual-assigned', ''],
    ];

    it.each(calls)('%s needs a live session (419)', async (call, code) => {
      const { app } = testApp();
      const stale = { cookie: `${SESSION_COOKIE}=${newSessionToken()}` };
      for (const who of [null, stale]) {
        const response =
          call === 'list' || call === 'list-manual-assigned'
            ? await listCall(app, who, call)
            : await giftCall(app, who, call, code);
        expectFailure(response, 419, EXPIRED);
      }
    });

    it('the anonymous cart has no gift codes and no discount', async () => {
      const { app } = testApp();
      const cart = dataOf<Cart>(
        await app.inject({ headers: APP_CLIENT, method: 'GET', url: '/ebsn/api/cart/view' }),
      );
      expect(cart).toMatchObject({
        giftcodes: [],
        orderAdjustmentSummary: { orderAdjustments: [] },
        totalDiscount: 0,
      });
    });
  });

  describe('single use under concurrency', () => {
    it('10 parallel applications of one single-use code end with exactly one', async () => {
      const { app, db } = testApp();
      const { shopper, cart } = await shopperWith(3500);

      const replies = await Promise.all(
        Array.from({ length: 10 }, () => giftCall(app, shopper, 'add_code', 'BENVENUTO10')),
      );

      for (const reply of replies) {
        expect(cartOf(reply).giftcodes).toMatchObject([{ code: 'BENVENUTO10', applies: true }]);
      }
      const rows = await giftRows(db, shopper);
      expect(rows.cartCodes).toHaveLength(1);
      expect(rows.uses).toHaveLength(1);
      const view = await cartViewOf(shopper);
      expect(cents(view.totalDiscount ?? 0)).toBe(Math.round(goodsCents(cart) * 0.1));
    });

    it('10 parallel applications of a used single-use code all fail', async () => {
      const { app, db } = testApp();
      const { shopper } = await shopperWith(3500);
      cartOf(await giftCall(app, shopper, 'add_code', 'BENVENUTO10'));
      await buy(shopper, 940_001);
      const rows = await giftRows(db, shopper);

      const replies = await Promise.all(
        Array.from({ length: 10 }, () => giftCall(app, shopper, 'add_code', 'BENVENUTO10')),
      );

      for (const reply of replies)
        expectFailure(reply, 400, invalid('BENVENUTO10'), shopper.userId);
      expect(await giftRows(db, shopper)).toEqual(rows);
    });

    it('the database itself refuses a second use of a single-use code', async () => {
      const { db } = testApp();
      const shopper = await readyShopper(db);
      const use = { certificateId: 1, userId: shopper.userId, singleUse: true };
      await db.insert(giftCertificateUses).values({ ...use, orderId: 950_001 });

      await expect(
        db.insert(giftCertificateUses).values({ ...use, orderId: 950_002 }),
      ).rejects.toThrow();
      await expect(db.insert(giftCertificateUses).values(use)).rejects.toThrow();
      const multi = { certificateId: 2, userId: shopper.userId, singleUse: false };
      await db.insert(giftCertificateUses).values([
        { ...multi, orderId: 950_003 },
        { ...multi, orderId: 950_004 },
      ]);
      await db.insert(giftCertificateUses).values(multi);
      // One pending use per code: the cart holds a code once.
      await expect(db.insert(giftCertificateUses).values(multi)).rejects.toThrow();
    });
  });
});
