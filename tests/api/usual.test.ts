import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { newShopper } from './helpers/cart';
import { NOW_TIME, TODAY } from './helpers/checkout';
import { emptyBuyer, orderAgain, pezzoIds } from './helpers/order-history';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { backends, useTestApp } from './helpers/test-app';

type UsualProducts = components['schemas']['UsualProducts'];

describe.each(backends)("'I miei soliti' (%s)", (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const usualOf = (shopper: Parameters<typeof callAs>[1]) =>
    dataOf<UsualProducts>(callAs(testApp().app, shopper, '/ebsn/api/wishlist/usual'));

  it('lists the products of at least two orders with the median quantity, most frequent first; cancelled orders do not count', async () => {
    const { app, db } = testApp();
    const shopper = await emptyBuyer(app, db);
    const [a = 0, b = 0, c = 0] = await pezzoIds(app, 3);
    const line = (productId: number, quantity: number) => ({ productId, quantity });

    await orderAgain(app, shopper, [line(a, 1), line(b, 3)]);
    await orderAgain(app, shopper, [line(a, 3), line(b, 1)]);
    await orderAgain(app, shopper, [line(a, 2), line(c, 1)]);
    const dropped = await orderAgain(app, shopper, [line(c, 5)]);
    await dataOf(
      callAs(app, shopper, `/ebsn/api/order/delete?order_id=${dropped}`, { method: 'POST' }),
    );

    const usual = await usualOf(shopper);

    expect(usual.ordersConsidered).toBe(3);
    expect(usual.wishlistItems.map((item) => [item.itemId, item.quantity, item.weight])).toEqual([
      [a, 2, 0],
      [b, 1, 0],
    ]);
    expect(usual.wishlistItems[0]).toMatchObject({ product: { productId: a }, infos: {} });
    expect(await usualOf(await newShopper(db))).toEqual({ wishlistItems: [], ordersConsidered: 0 });
  });

  it('reads only the last five orders', async () => {
    const { app, db } = testApp();
    const shopper = await emptyBuyer(app, db);
    const [old = 0, recent = 0] = await pezzoIds(app, 2);

    for (let i = 0; i < 2; i += 1)
      await orderAgain(app, shopper, [{ productId: old, quantity: 1 }]);
    for (let i = 0; i < 5; i += 1)
      await orderAgain(app, shopper, [{ productId: recent, quantity: 1 }]);

    const usual = await usualOf(shopper);

    expect(usual.ordersConsidered).toBe(5);
    expect(usual.wishlistItems.map((item) => item.itemId)).toEqual([recent]);
  });

  it('needs a session (419)', async () => {
    expect((await callAs(testApp().app, null, '/ebsn/api/wishlist/usual')).statusCode).toBe(419);
  });
});
