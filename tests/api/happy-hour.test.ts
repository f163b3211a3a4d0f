/**
 * The happy-hour category 'consumami-subito' (shopping-flow.md §6 "Beta tester", §9): shown only
 * to a logged-in shopper whose warehouse has ENABLE_PROMO_HAPPY_HOUR, whose time slot is at most
 * 2 days ahead, and who is a beta tester when the category is marked HH_SHOW_ONLY_BETATESTER (the
 * seed marks it). For anyone else the server answers as if it did not exist: no category by slug
 * or id, none in the tree, none of its products in listings, searches, facets or by slug.
 */
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HAPPY_HOUR_SLUG } from '../../src/domain/happy-hour';
import type { Db } from '../../server/db/client';
import { WAREHOUSE } from '../../server/db/services-seed/warehouses';
import {
  cartItems,
  cartServices,
  categories,
  products,
  timeslots,
  users,
} from '../../server/db/schema';
import { catalogMessages } from '../../server/modules/catalog/messages';
import { cartCall, newShopper, type Shopper } from './helpers/cart';
import { cartMessages } from '../../src/domain/cart-messages';
import { flatten, type Category, type ProductListData } from './helpers/catalog';
import { callAs, dataOf, settableClock } from './helpers/shoppers';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const TODAY = '2026-12-01';
const clock = settableClock(TODAY, '10:00');

interface Service {
  readonly warehouseId: number;
  readonly timeslotDate: string | null;
}

/** A shopper with a live session, beta tester or not, whose cart has this service (or none). */
async function shopperWith(db: Db, betaTester: boolean, service: Service | null): Promise<Shopper> {
  const shopper = await newShopper(db);
  await db.update(users).set({ betaTester }).where(eq(users.id, shopper.userId));
  if (service === null) return shopper;
  const [slot] = await db.select({ id: timeslots.id }).from(timeslots).orderBy(asc(timeslots.id));
  await db.insert(cartServices).values({
    cartId: shopper.cartId,
    warehouseId: service.warehouseId,
    timeslotId: service.timeslotDate === null ? null : (slot?.id ?? null),
    timeslotDate: service.timeslotDate,
  });
  return shopper;
}

describe.each(backends)('the happy-hour category (%s)', (backend) => {
  // The add asks for no service here: these shoppers' carts name a warehouse and a day, no address.
  const testApp = useTestApp(backend, { now: clock.now, cartAddNeedsService: false });
  let happyHour: { id: number; productSlug: string; word: string; productIds: Set<number> };
  const audience = new Map<string, Shopper | null>();

  beforeAll(async () => {
    const { db } = testApp();
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.slug, HAPPY_HOUR_SLUG));
    if (category === undefined) throw new Error('The seed has no happy-hour category');
    const rows = await db
      .select({ id: products.id, slug: products.slug, name: products.name })
      .from(products)
      .where(eq(products.categoryId, category.id))
      .orderBy(asc(products.id));
    const first = rows[0];
    if (first === undefined) throw new Error('The happy-hour category has no products');
    happyHour = {
      id: category.id,
      productSlug: first.slug,
      word: first.name.split(' ')[0] ?? first.name,
      productIds: new Set(rows.map((row) => row.id)),
    };
    const milano = WAREHOUSE.milano;
    audience.set('a visitor', null);
    audience.set('a beta tester without a slot', await shopperWith(db, true, null));
    audience.set(
      'a beta tester with a slot 3 days ahead',
      await shopperWith(db, true, { warehouseId: milano, timeslotDate: '2026-12-04' }),
    );
    audience.set(
      'a beta tester served by a warehouse without the happy hour',
      await shopperWith(db, true, { warehouseId: WAREHOUSE.bergamo, timeslotDate: '2026-12-02' }),
    );
    audience.set(
      'a shopper who is not a beta tester, with a slot tomorrow',
      await shopperWith(db, false, { warehouseId: milano, timeslotDate: '2026-12-02' }),
    );
    audience.set(
      'a beta tester with a slot 2 days ahead',
      await shopperWith(db, true, { warehouseId: milano, timeslotDate: '2026-12-03' }),
    );
  });

  const call = (who: string, url: string) => callAs(testApp().app, audience.get(who) ?? null, url);
  const list = (who: string, query: string) =>
    dataOf<ProductListData>(call(who, `/ebsn/api/products?${query}`));
  const treeOf = async (who: string) =>
    flatten(
      (await dataOf<{ categories?: Category[] }>(call(who, '/ebsn/api/category'))).categories ?? [],
    );
  const categoryFacetIds = (data: ProductListData) =>
    data.facets
      .filter((facet) => facet.parameterName === 'category')
      .flatMap((facet) => facet.values.map((value) => value.id));
  const happyHourProducts = (data: ProductListData) =>
    data.products.filter((product) => happyHour.productIds.has(product.productId));

  describe.each([
    'a visitor',
    'a beta tester without a slot',
    'a beta tester with a slot 3 days ahead',
    'a beta tester served by a warehouse without the happy hour',
    'a shopper who is not a beta tester, with a slot tomorrow',
  ])('for %s it does not exist', (who) => {
    const userIdOf = () => audience.get(who)?.userId ?? -1;

    it('the category by slug and by id answers 404 Categoria non trovata', async () => {
      expectFailure(
        await call(who, `/ebsn/api/category?slug=${HAPPY_HOUR_SLUG}`),
        404,
        [catalogMessages.categoryNotFound],
        userIdOf(),
      );
      expectFailure(
        await call(who, `/ebsn/api/category?categoryId=${happyHour.id}`),
        404,
        [catalogMessages.categoryNotFound],
        userIdOf(),
      );
    });

    it('the category tree leaves it out', async () => {
      const tree = await treeOf(who);
      expect(tree.length).toBeGreaterThan(0);
      expect(tree.some((category) => category.slug === HAPPY_HOUR_SLUG)).toBe(false);
    });

    it('its listing answers 404 and its products are not listed by slug', async () => {
      expectFailure(
        await call(who, `/ebsn/api/products?parent_category_id=${happyHour.id}`),
        404,
        [catalogMessages.categoryNotFound],
        userIdOf(),
      );
      expectFailure(
        await call(who, `/ebsn/api/products?slug=${happyHour.productSlug}`),
        404,
        [catalogMessages.productNotFound],
        userIdOf(),
      );
    });

    it('the whole catalogue, the promotions and a search hold none of its products nor a facet value', async () => {
      for (const query of [
        'page_size=100',
        'promo=true&page_size=100',
        `q=${encodeURIComponent(happyHour.word)}&page_size=100`,
        `q=${encodeURIComponent(happyHour.word)}&TP=true&page_size=100`,
        `facets=category:${happyHour.id}&page_size=100`,
      ]) {
        const data = await list(who, query);
        expect(happyHourProducts(data), query).toEqual([]);
        expect(categoryFacetIds(data), query).not.toContain(happyHour.id);
      }
      const search = await list(who, `q=${encodeURIComponent(happyHour.word)}`);
      expect(search.page.totItems).toBeGreaterThan(0);
    });

    it('a search of the category tree does not count it', async () => {
      const { categories: found = [] } = await dataOf<{ categories?: Category[] }>(
        call(who, `/ebsn/api/category?q=${encodeURIComponent(happyHour.word)}`),
      );
      expect(flatten(found).some((category) => category.slug === HAPPY_HOUR_SLUG)).toBe(false);
    });
  });

  const addFirstProduct = (who: string) =>
    cartCall(testApp().app, audience.get(who) ?? null, 'add', {
      items: [{ productId: Math.min(...happyHour.productIds), quantity: 1 }],
    });

  it.each([
    'a beta tester with a slot 3 days ahead',
    'a beta tester served by a warehouse without the happy hour',
    'a shopper who is not a beta tester, with a slot tomorrow',
  ])('for %s, cart/add of one of its products by id is Prodotto non trovato', async (who) => {
    const shopper = audience.get(who);
    expectFailure(
      await addFirstProduct(who),
      400,
      [cartMessages.productNotFound.message],
      shopper?.userId,
    );
    const lines = await testApp()
      .db.select()
      .from(cartItems)
      .where(eq(cartItems.cartId, shopper?.cartId ?? -1));
    expect(lines).toEqual([]);
  });

  describe('for a beta tester with a slot 2 days ahead at the happy-hour warehouse', () => {
    const who = 'a beta tester with a slot 2 days ahead';

    it('the category is there by slug, by id and in the tree', async () => {
      const bySlug = await dataOf<{ category?: Category }>(
        call(who, `/ebsn/api/category?slug=${HAPPY_HOUR_SLUG}`),
      );
      expect(bySlug.category?.categoryId).toBe(happyHour.id);
      expect(bySlug.category?.productCount).toBe(happyHour.productIds.size);
      const byId = await dataOf<{ category?: Category }>(
        call(who, `/ebsn/api/category?categoryId=${happyHour.id}`),
      );
      expect(byId.category?.slug).toBe(HAPPY_HOUR_SLUG);
      expect((await treeOf(who)).some((category) => category.slug === HAPPY_HOUR_SLUG)).toBe(true);
    });

    it('its products are listed, searchable, a facet value and viewable by slug', async () => {
      const listing = await list(who, `parent_category_id=${happyHour.id}&page_size=100`);
      expect(listing.page.totItems).toBe(happyHour.productIds.size);
      expect(happyHourProducts(listing)).toHaveLength(happyHour.productIds.size);
      const search = await list(who, `q=${encodeURIComponent(happyHour.word)}&page_size=100`);
      expect(happyHourProducts(search).length).toBeGreaterThan(0);
      expect(categoryFacetIds(search)).toContain(happyHour.id);
      const bySlug = await list(who, `slug=${happyHour.productSlug}`);
      expect(bySlug.products[0]?.slug).toBe(happyHour.productSlug);
    });

    it('one of its products can be added to the cart', async () => {
      const reply = await addFirstProduct(who);
      expect(reply.statusCode, reply.body).toBe(200);
    });

    it('a visitor asking right after still does not see it (no answer is shared)', async () => {
      await list(who, 'page_size=100');
      const data = await list('a visitor', 'page_size=100');
      expect(categoryFacetIds(data)).not.toContain(happyHour.id);
      expect(happyHourProducts(data)).toEqual([]);
    });
  });
});
