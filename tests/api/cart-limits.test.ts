import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartMessages } from '../../src/domain/cart-messages';
import { products, purchaseLimitGroups } from '../../server/db/schema';
import type { Product } from './helpers/catalog';
import { getData } from './helpers/catalog';
import {
  cartCall,
  cartOf,
  ensureAlcoholGroup,
  kinds,
  lineRows,
  pickProduct,
  pickProducts,
  readyShopper,
} from './helpers/cart';
import { backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const MAX_ACQ = cartMessages.maxAcq.message;
const ALCOHOL_MAX =
  'Hai superato la quantità massima acquistabile di Bevande alcoliche: massimo 24 pz';

describe.each(backends)('cart purchase limits (%s)', (backend) => {
  const testApp = useTestApp(backend);

  const add = (productId: number, quantity: number, params?: Record<string, string>) => ({
    items: [{ productId, quantity, ...(params === undefined ? {} : { params }) }],
  });

  it('the product view shows the purchase limit of a product-class group', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const [wine] = await pickProducts(app, 1, kinds.alcohol12);
    const data = await getData<{ products: Product[] }>(
      app,
      `/ebsn/api/products?slug=${wine?.slug ?? ''}`,
    );
    expect(data.products[0]?.productClasses).toContainEqual({
      productClassId: 5,
      name: 'Bevande alcoliche',
      purchaseLimit: { maxQuantity: 24, unit: 'pz' },
    });
  });

  it('MAXACQ counts every line of the product, whatever its options', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const cake = await pickProduct(
      app,
      (p) => p.productInfos.MAXACQ === '2' && (p.selectOptions?.length ?? 0) > 0,
    );
    const [option] = cake.selectOptions ?? [];
    const choice = (index: number) => ({
      [option?.parameterName ?? '']: option?.options[index]?.key ?? '',
    });

    cartOf(await cartCall(app, shopper, 'add', add(cake.productId, 1, choice(0))));
    cartOf(await cartCall(app, shopper, 'add', add(cake.productId, 1, choice(1))));
    const refused = await cartCall(app, shopper, 'add', add(cake.productId, 1, choice(2)));

    expectFailure(refused, 400, [MAX_ACQ], shopper.userId);
    expect(await lineRows(db, shopper.cartId)).toHaveLength(2);
  });

  it('cart/update cannot raise a line above MAXACQ but can lower it', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const [wine] = await pickProducts(app, 1, kinds.alcohol12);
    const productId = wine?.productId ?? 0;
    const itemId = cartOf(await cartCall(app, shopper, 'add', add(productId, 12))).cartItems[0]
      ?.itemId;

    const raise = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 13 }] });
    expectFailure(raise, 400, [MAX_ACQ], shopper.userId);
    const lowered = cartOf(
      await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 11 }] }),
    );
    expect(lowered.cartItems[0]?.quantity).toBe(11);
  });

  it('the product-class group maximum sums the lines of the class', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await readyShopper(db);
    const [first, second, third] = await pickProducts(app, 3, kinds.alcohol12);
    const ids = [first, second, third].map((product) => product?.productId ?? 0);

    cartOf(await cartCall(app, shopper, 'add', add(ids[0] ?? 0, 12)));
    const full = cartOf(await cartCall(app, shopper, 'add', add(ids[1] ?? 0, 12)));
    const refused = await cartCall(app, shopper, 'add', add(ids[2] ?? 0, 1));

    expectFailure(refused, 400, [ALCOHOL_MAX], shopper.userId);
    expect((await lineRows(db, shopper.cartId)).map((line) => line.quantity)).toEqual([12, 12]);
    const itemId = full.cartItems[0]?.itemId;
    // Past both limits at once: the shopper is told both.
    const raise = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 13 }] });
    expectFailure(raise, 400, [MAX_ACQ, ALCOHOL_MAX], shopper.userId);
  });

  it('lowering is allowed in a cart over a limit lowered after it was filled', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await readyShopper(db);
    const [wine] = await pickProducts(app, 1, kinds.alcohol12);
    const productId = wine?.productId ?? 0;
    const itemId = cartOf(await cartCall(app, shopper, 'add', add(productId, 12))).cartItems[0]
      ?.itemId;
    const setMax = (maxQuantity: number) =>
      db
        .update(purchaseLimitGroups)
        .set({ maxQuantity })
        .where(eq(purchaseLimitGroups.productClassId, 5));

    await setMax(6);
    try {
      const lowered = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 10 }] });
      expect(cartOf(lowered).cartItems[0]?.quantity).toBe(10);
      const raised = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 11 }] });
      expectFailure(
        raised,
        400,
        ['Hai superato la quantità massima acquistabile di Bevande alcoliche: massimo 6 pz'],
        shopper.userId,
      );
    } finally {
      await setMax(24);
    }
  });

  it('minus below minAcq is refused; 0 removes the line', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const product = await pickProduct(app, kinds.pezzo);
    const setMinAcq = async (minAcq: number) => {
      await db.update(products).set({ minAcq }).where(eq(products.id, product.productId));
      await app.catalog.fresh();
    };

    await setMinAcq(3);
    try {
      const below = await cartCall(app, shopper, 'add', add(product.productId, 2));
      expectFailure(below, 400, [cartMessages.minAcq.message], shopper.userId);
      const itemId = cartOf(await cartCall(app, shopper, 'add', add(product.productId, 3)))
        .cartItems[0]?.itemId;
      const minus = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 2 }] });
      expectFailure(minus, 400, [cartMessages.minAcq.message], shopper.userId);
      expect(await lineRows(db, shopper.cartId)).toMatchObject([{ quantity: 3 }]);
      const removed = await cartCall(app, shopper, 'update', { items: [{ itemId, quantity: 0 }] });
      expect(cartOf(removed).cartItems).toEqual([]);
    } finally {
      await setMinAcq(1);
    }
  });

  it('cart/purchase-restriction answers each limit and how much of it the cart uses', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await readyShopper(db);
    const [wine] = await pickProducts(app, 1, kinds.alcohol12);
    const plain = await pickProduct(app, kinds.pezzo);
    const productId = wine?.productId ?? 0;
    cartOf(
      await cartCall(app, shopper, 'add', {
        items: [
          { productId, quantity: 5 },
          { productId: plain.productId, quantity: 1 },
        ],
      }),
    );

    const response = await cartCall(app, shopper, 'purchase-restriction');

    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).data).toEqual({
      products: [{ productId, maxQuantity: 12, quantity: 5 }],
      productClassGroups: [
        { productClassId: 5, name: 'Bevande alcoliche', maxQuantity: 24, unit: 'pz', quantity: 5 },
      ],
    });
  });

  it('20 adds at once of a MAXACQ-limited product never pass MAXACQ', async () => {
    const { app, db } = testApp();
    const shopper = await readyShopper(db);
    const [wine] = await pickProducts(app, 1, kinds.alcohol12);
    const productId = wine?.productId ?? 0;

    const replies = await Promise.all(
      Array.from({ length: 20 }, () => cartCall(app, shopper, 'add', add(productId, 1))),
    );

    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(12);
    for (const reply of replies.filter((each) => each.statusCode !== 200)) {
      expectFailure(reply, 400, [MAX_ACQ], shopper.userId);
    }
    expect(await lineRows(db, shopper.cartId)).toMatchObject([{ productId, quantity: 12 }]);
  });

  it('adds at once of different products never pass the group maximum together', async () => {
    const { app, db } = testApp();
    await ensureAlcoholGroup(app, db);
    const shopper = await readyShopper(db);
    const wines = await pickProducts(app, 3, kinds.alcohol12);

    // 3 products × 5 adds of 2 pieces: 30 pieces asked, 24 allowed.
    const replies = await Promise.all(
      wines.flatMap((wine) =>
        Array.from({ length: 5 }, () => cartCall(app, shopper, 'add', add(wine.productId, 2))),
      ),
    );

    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(12);
    const lines = await lineRows(db, shopper.cartId);
    expect(lines.reduce((total, line) => total + line.quantity, 0)).toBe(24);
  });
});
