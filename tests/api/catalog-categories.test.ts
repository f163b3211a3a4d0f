import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { categories } from '../../server/db/schema';
import { CatalogCache } from '../../server/modules/catalog/catalog-cache';
import {
  categoryBySlug,
  flatten,
  getData,
  type Category,
  type CategoryBlockData,
} from './helpers/catalog';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const tree = (app: Parameters<typeof getData>[0], query = '') =>
  getData<{ categories?: Category[] }>(app, `/ebsn/api/category?${query}`).then(
    (data) => data.categories ?? [],
  );

describe.each(backends)('category tree and pages (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('answers the top categories with three levels, each top with MENU_COLOR and ICON', async () => {
    const tops = await tree(testApp().app);
    expect(tops.length).toBeGreaterThanOrEqual(15);
    for (const top of tops) {
      expect(top.parentId).toBe(0);
      expect(top.metaData.category_info.MENU_COLOR).toMatch(/^#[0-9a-f]{6}$/);
      expect(top.metaData.category_info.ICON).toMatch(/^\/photo\/[a-z0-9-]+\.svg$/);
    }
    const fruit = tops.find((top) => top.slug === 'frutta-e-verdura');
    const apples = fruit?.categories
      ?.find((sub) => sub.slug === 'frutta')
      ?.categories?.find((leaf) => leaf.slug === 'mele-e-pere');
    expect(apples?.name).toBe('Mele e pere');
    expect(apples?.productCount).toBeGreaterThan(0);
    expect(tops.some((top) => top.slug === 'home')).toBe(false);
  });

  it('counts the products of the whole subtree', async () => {
    for (const category of flatten(await tree(testApp().app))) {
      const children = category.categories ?? [];
      if (children.length === 0) continue;
      const sum = children.reduce((total, child) => total + child.productCount, 0);
      expect(category.productCount).toBe(sum);
    }
  });

  it('depth limits the levels', async () => {
    const { app } = testApp();
    const one = await tree(app, 'depth=1');
    expect(one.every((top) => top.categories === undefined)).toBe(true);
    const two = await tree(app, 'depth=2');
    const subs = two.flatMap((top) => top.categories ?? []);
    expect(subs.length).toBeGreaterThan(0);
    expect(subs.every((sub) => sub.categories === undefined)).toBe(true);
  });

  it('filtered drops the categories whose subtree has no product', async () => {
    const { app } = testApp();
    const all = flatten(await tree(app));
    const empty = all.filter((category) => category.productCount === 0);
    expect(empty.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['stagionali', 'piccoli-animali', 'roditori', 'panettoni-e-pandori']),
    );
    const filtered = flatten(await tree(app, 'filtered=true'));
    expect(filtered.length).toBe(all.length - empty.length);
    expect(filtered.every((category) => category.productCount > 0)).toBe(true);
  });

  it('q keeps only the subtrees with matching products, counting the matches', async () => {
    const matching = flatten(await tree(testApp().app, 'q=mozzarella&filtered=true'));
    const slugs = matching.map((category) => category.slug);
    expect(slugs).toContain('latticini-e-uova');
    expect(slugs).toContain('formaggi-freschi');
    expect(slugs).not.toContain('bevande');
    expect(matching.every((category) => category.productCount > 0)).toBe(true);
  });

  it('the happy-hour category is a custom top category only for beta testers', async () => {
    // A visitor cannot ask for it (happy-hour.test.ts): read the catalogue the server holds.
    const happyHour = (await testApp().app.catalog.snapshot()).happyHour;
    expect(happyHour?.record.slug).toBe('consumami-subito');
    expect(happyHour?.record.parentId).toBeNull();
    expect(happyHour?.products.length).toBeGreaterThan(0);
    expect(happyHour?.record.info).toMatchObject({
      HH_SHOW_ONLY_BETATESTER: 'true',
      CUSTOM: 'true',
    });
  });

  it('a category by slug has its children, blocks, proposals and template model', async () => {
    const { app } = testApp();
    const dairy = await categoryBySlug(app, 'latticini-e-uova');
    expect(dairy.categories?.map((sub) => sub.slug)).toContain('formaggi');
    expect(dairy.categoryBlocks?.map((block) => block.slot)).toEqual(['HEADER', 'PROMO']);
    expect(dairy.metaData.template_model).toMatchObject({
      PROMO_MODE: 'productSlider',
      PROMO_TITLE: 'Offerte Latticini e uova',
    });
    expect(dairy.proposals?.HEADER?.[0]?.link).toBe('/catalog/category/latticini-e-uova');
    const byId = await getData<{ category?: Category }>(
      app,
      `/ebsn/api/category?categoryId=${dairy.categoryId}`,
    );
    expect(byId.category?.slug).toBe('latticini-e-uova');
  });

  it('home describes the Home page: promotions, new products, top categories and banners', async () => {
    const { app } = testApp();
    const home = await categoryBySlug(app, 'home');
    const blocks = home.categoryBlocks ?? [];
    expect(blocks.map((block) => block.slot)).toEqual(
      expect.arrayContaining(['HEADER', 'PROMO', 'NEW', 'CATEGORIES']),
    );
    for (const block of blocks) {
      expect(home.metaData.template_model?.[`${block.slot}_MODE`]).toBe(block.mode);
      expect(home.metaData.template_model?.[`${block.slot}_TITLE`]).toBe(block.title);
    }
    const resolved = async (slot: string) => {
      const block = blocks.find((candidate) => candidate.slot === slot);
      return getData<CategoryBlockData>(
        app,
        `/ebsn/api/category-block/info?categoryBlockId=${block?.categoryBlockId ?? 0}`,
      );
    };
    const promo = await resolved('PROMO');
    expect(promo.products?.length).toBeGreaterThan(0);
    expect(promo.products?.every((product) => product.warehousePromo !== undefined)).toBe(true);
    const fresh = await resolved('NEW');
    expect(fresh.products?.length).toBeGreaterThan(0);
    expect(fresh.products?.every((product) => product.isNew)).toBe(true);
    const departments = await resolved('CATEGORIES');
    const slugs = departments.categories?.map((category) => category.slug) ?? [];
    expect(slugs).toContain('frutta-e-verdura');
    expect(slugs).not.toContain('consumami-subito');
    expect(slugs).not.toContain('stagionali');
    const header = await resolved('HEADER');
    expect(header.proposals?.length).toBeGreaterThan(0);
    expect(header.mode).toBe('proposalBanner');
  });

  it("home's services are the shop's own: store pickup, lockers and company delivery, never home delivery", async () => {
    const { app } = testApp();
    const home = await categoryBySlug(app, 'home');
    const services = home.categoryBlocks?.find((block) => block.slot === 'SERVICES');
    const data = await getData<CategoryBlockData>(
      app,
      `/ebsn/api/category-block/info?categoryBlockId=${services?.categoryBlockId ?? 0}`,
    );
    const names = data.proposals?.map((proposal) => proposal.name) ?? [];
    expect(names).toEqual(['Ritiro in negozio', 'Consegna in azienda', 'Locker']);
    expect(names.join(' ')).not.toMatch(/domicilio/i);
  });

  it('an unknown slug or id answers 404 "Categoria non trovata"', async () => {
    const { app } = testApp();
    for (const query of ['slug=non-esiste', 'categoryId=999999']) {
      const response = await app.inject({ url: `/ebsn/api/category?${query}` });
      expectFailure(response, 404, ['Categoria non trovata']);
    }
  });

  it('an unknown block answers 404 and a missing id 400', async () => {
    const { app } = testApp();
    expectFailure(
      await app.inject({ url: '/ebsn/api/category-block/info?categoryBlockId=999999' }),
      404,
      ['Blocco non trovato'],
    );
    expectFailure(await app.inject({ url: '/ebsn/api/category-block/info' }), 400, [
      'Il parametro «categoryBlockId» è obbligatorio',
    ]);
  });

  it('skip_cache sees a change made in the database at once', async () => {
    const { app, db } = testApp();
    await db.update(categories).set({ name: 'Pesce e mare' }).where(eq(categories.slug, 'pesce'));
    const fresh = await getData<{ category?: Category }>(
      app,
      '/ebsn/api/category?slug=pesce&skip_cache=true',
    );
    expect(fresh.category?.name).toBe('Pesce e mare');
    await db.update(categories).set({ name: 'Pesce' }).where(eq(categories.slug, 'pesce'));
    const restored = await getData<{ category?: Category }>(
      app,
      '/ebsn/api/category?slug=pesce&skip_cache=true',
    );
    expect(restored.category?.name).toBe('Pesce');
  });

  it('a change reaches the in-memory catalogue by itself, without waiting requests', async () => {
    const { db } = testApp();
    const cache = new CatalogCache(
      db,
      (error) => {
        throw error;
      },
      0,
    );
    const before = await cache.snapshot();
    expect(before.categoriesBySlug.get('bevande')?.record.name).toBe('Bevande');
    await db.update(categories).set({ name: 'Bibite' }).where(eq(categories.slug, 'bevande'));
    // The stale copy answers at once while the check runs in the background.
    expect((await cache.snapshot()).categoriesBySlug.get('bevande')?.record.name).toBe('Bevande');
    await vi.waitFor(
      async () => {
        const name = (await cache.snapshot()).categoriesBySlug.get('bevande')?.record.name;
        expect(name).toBe('Bibite');
      },
      { timeout: 2_500, interval: 20 },
    );
    await db.update(categories).set({ name: 'Bevande' }).where(eq(categories.slug, 'bevande'));
  });

  it('a fresh read after a change sees it, even with a check begun before the change', async () => {
    const { db } = testApp();
    const cache = new CatalogCache(db, (error) => {
      throw error;
    });
    await cache.snapshot();
    // A check already under way (a notification's, a request's) reads the version first...
    const earlier = cache.fresh();
    await db.update(categories).set({ name: 'Bibite' }).where(eq(categories.slug, 'bevande'));
    try {
      // ...so the read asked for after the change must not take its answer.
      const after = await cache.fresh();
      expect(after.categoriesBySlug.get('bevande')?.record.name).toBe('Bibite');
      await earlier;
    } finally {
      await db.update(categories).set({ name: 'Bevande' }).where(eq(categories.slug, 'bevande'));
    }
  });
});
