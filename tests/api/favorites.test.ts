import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/ebsn';
import { favorites } from '../../server/db/schema';
import { newShopper } from './helpers/cart';
import { emptyBuyer, orderAgain, pezzoIds } from './helpers/order-history';
import { NOW_TIME, TODAY } from './helpers/checkout';
import { callAs, dataOf, envelopeOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

type FavoriteIds = components['schemas']['FavoriteIds'];
type ProductListData = components['schemas']['ProductListData'];
type UserDetail = components['schemas']['UserDetail'];

describe.each(backends)('favourites and the preferred list (%s)', (backend) => {
  const clock = settableClock(TODAY, NOW_TIME);
  const testApp = useTestApp(backend, { now: clock.now });

  const favoriteCall = (
    shopper: Parameters<typeof callAs>[1],
    call: 'add' | 'remove',
    productId: number | string,
  ) =>
    callAs(testApp().app, shopper, `/ebsn/api/favorites/${call}?productId=${productId}`, {
      method: 'POST',
    });

  const preferred = (shopper: Parameters<typeof callAs>[1], query = '') =>
    callAs(testApp().app, shopper, `/ebsn/api/products?preferred=true${query}`);

  const rowsOf = (userId: number) =>
    testApp().db.select().from(favorites).where(eq(favorites.userId, userId));

  it('add is idempotent, ids answer the newest first, and user.hasFavorites follows', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const [first = 0, second = 0] = await pezzoIds(app, 2);

    const before = envelopeOf(await callAs(app, shopper, '/ebsn/api/cart/view'));
    expect(before.user).toMatchObject({ hasFavorites: false });
    await dataOf(favoriteCall(shopper, 'add', first));
    await db
      .update(favorites)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(and(eq(favorites.userId, shopper.userId), eq(favorites.productId, first)));
    await dataOf(favoriteCall(shopper, 'add', second));
    const again = await favoriteCall(shopper, 'add', first);

    expect(envelopeOf<FavoriteIds>(again).data.productIds).toEqual([second, first]);
    expect(envelopeOf(again).user).toMatchObject({ hasFavorites: true });
    expect(await rowsOf(shopper.userId)).toHaveLength(2);
    const ids = await dataOf<FavoriteIds>(callAs(app, shopper, '/ebsn/api/favorites/ids'));
    expect(ids.productIds).toEqual([second, first]);
    const cart = envelopeOf(await callAs(app, shopper, '/ebsn/api/cart/view'));
    expect(cart.user).toMatchObject({ hasFavorites: true });
    const detail = await dataOf<UserDetail>(
      callAs(app, shopper, '/ebsn/api/registration/user_detail'),
    );
    expect(detail.hasFavorites).toBe(true);
  });

  it('remove is idempotent and hasFavorites turns false with the last one', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const [product = 0] = await pezzoIds(app, 1);
    await dataOf(favoriteCall(shopper, 'add', product));

    await dataOf(favoriteCall(shopper, 'remove', product));
    const again = await favoriteCall(shopper, 'remove', product);

    expect(envelopeOf<FavoriteIds>(again).data.productIds).toEqual([]);
    expect(envelopeOf(again).user).toMatchObject({ hasFavorites: false });
    expect(await rowsOf(shopper.userId)).toEqual([]);
  });

  it('an unknown product answers 404 Prodotto non trovato and bad ids 400; nothing changes', async () => {
    const { db } = testApp();
    const shopper = await newShopper(db);

    expectFailure(
      await favoriteCall(shopper, 'add', 999_999_999),
      404,
      ['Prodotto non trovato'],
      shopper.userId,
    );
    expectFailure(
      await favoriteCall(shopper, 'remove', 999_999_999),
      404,
      ['Prodotto non trovato'],
      shopper.userId,
    );
    for (const bad of ['abc', '0', '-3', '1.5', '']) {
      expect((await favoriteCall(shopper, 'add', bad)).statusCode).toBe(400);
    }
    expect(await rowsOf(shopper.userId)).toEqual([]);
  });

  it('without a session the favourites calls and the preferred list answer 419', async () => {
    const { app } = testApp();
    const [product = 0] = await pezzoIds(app, 1);

    expect((await callAs(app, null, '/ebsn/api/favorites/ids')).statusCode).toBe(419);
    expect((await favoriteCall(null, 'add', product)).statusCode).toBe(419);
    expect((await preferred(null)).statusCode).toBe(419);
  });

  it("the preferred list is the shopper's favourites, newest first, paged, and nobody else's", async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const other = await newShopper(db);
    const ids = await pezzoIds(app, 3);
    for (const [position, id] of ids.entries()) {
      await dataOf(favoriteCall(shopper, 'add', id));
      await db
        .update(favorites)
        .set({ createdAt: new Date(Date.now() - (10 - position) * 60_000) })
        .where(and(eq(favorites.userId, shopper.userId), eq(favorites.productId, id)));
    }

    const page1 = await dataOf<ProductListData>(preferred(shopper, '&page_size=2'));
    const page2 = await dataOf<ProductListData>(preferred(shopper, '&page_size=2&page=2'));
    const others = await dataOf<ProductListData>(preferred(other));

    expect(page1.preferredKind).toBe('favorites');
    expect([...page1.products, ...page2.products].map((p) => p.productId)).toEqual(
      [...ids].reverse(),
    );
    expect(page1.page).toEqual({ selPage: 1, totPages: 2, totItems: 3, itemsPerPage: 2 });
    expect(others).toMatchObject({ preferredKind: 'mostBought', products: [] });
    const plain = await dataOf<ProductListData>(callAs(app, shopper, '/ebsn/api/products'));
    expect(plain.preferredKind).toBeUndefined();
  });

  it('the preferred list takes the listing filters, facets and orders, its own order being the default', async () => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const ids = await pezzoIds(app, 4);
    for (const id of ids) await dataOf(favoriteCall(shopper, 'add', id));
    const all = await dataOf<ProductListData>(preferred(shopper));
    expect(all.products.map((p) => p.productId)).toEqual([...ids].reverse());
    const vendorFacet = all.facets.find((facet) => facet.parameterName === 'vendor');
    expect(vendorFacet?.values.reduce((sum, value) => sum + value.filteredCount, 0)).toBe(4);

    const [first] = all.products;
    const categoryId = first?.categoryId ?? 0;
    const inCategory = await dataOf<ProductListData>(
      preferred(shopper, `&parent_category_id=${categoryId}`),
    );
    expect(inCategory.products.length).toBeGreaterThan(0);
    expect(inCategory.products.every((p) => ids.includes(p.productId))).toBe(true);
    expect(inCategory.products.map((p) => p.productId)).toContain(first?.productId);

    const byName = await dataOf<ProductListData>(preferred(shopper, '&sort=alf_asc'));
    const names = byName.products.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'it')));
    expect(byName.preferredKind).toBe('favorites');
  });

  it('without favourites the preferred list is the most bought: by orders holding it, then the latest; cancelled orders do not count', async () => {
    const { app, db } = testApp();
    const shopper = await emptyBuyer(app, db);
    const [often = 0, once = 0, recent = 0, cancelled = 0] = await pezzoIds(app, 4);

    await orderAgain(app, shopper, [
      { productId: often, quantity: 1 },
      { productId: once, quantity: 5 },
    ]);
    await orderAgain(app, shopper, [
      { productId: often, quantity: 1 },
      { productId: recent, quantity: 1 },
    ]);
    const dropped = await orderAgain(app, shopper, [
      { productId: cancelled, quantity: 1 },
      { productId: once, quantity: 1 },
    ]);
    await dataOf(
      callAs(app, shopper, `/ebsn/api/order/delete?order_id=${dropped}`, { method: 'POST' }),
    );

    const list = await dataOf<ProductListData>(preferred(shopper));

    expect(list.preferredKind).toBe('mostBought');
    expect(list.products.map((p) => p.productId)).toEqual([often, recent, once]);
  });
});
