import { describe, expect, it } from 'vitest';
import { buildAssortment, DEFAULT_ASSORTMENT_SEED } from '../../server/db/assortment/assortment';
import { isValidEan13 } from '../../server/db/assortment/ean';
import { categories, products } from '../../server/db/schema';
import { backends, useTestApp } from './helpers/test-app';
import { TEST_SEED_PRODUCTS } from './helpers/databases';

/** Every productInfos key of shopping-flow.md section 3. */
const PRODUCT_INFO_KEYS = [
  'TIPOLOGIA',
  'QTY_MULT',
  'QTY_LOCKED',
  'STEP_SELLING',
  'MAXACQ',
  'WEIGHT_SELLING',
  'WEIGHT_SELLING_SINGLE_UNIT',
  'WEIGHT_SELLING_SINGLE_UNIT_UM',
  'WEIGHT_UNIT_SELLING',
  'WEIGHT_UNIT_BASE',
  'UNIT_SELLING',
  'LOGISTIC_PACKAGING_ITEMS',
  'USER_DISABLED',
  'LEAD_TIME',
  'DAY_LOCK',
  'PRODUCT_LOCK_CUTOFF',
];

describe('the assortment generator', () => {
  it('the same seed gives the same products', () => {
    const first = buildAssortment(DEFAULT_ASSORTMENT_SEED);
    const second = buildAssortment(DEFAULT_ASSORTMENT_SEED);
    for (const index of [0, 1, 57, 999, 49_999]) {
      expect(second.product(index)).toEqual(first.product(index));
    }
    expect(second.categories).toEqual(first.categories);
  });

  it('another seed gives another assortment', () => {
    const first = buildAssortment(1);
    const second = buildAssortment(2);
    const differing = [300, 301, 302, 303].filter(
      (index) => first.product(index).name !== second.product(index).name,
    );
    expect(differing.length).toBeGreaterThan(0);
  });

  it('product ids, slugs and EAN-13 codes are unique, and the codes valid', () => {
    const assortment = buildAssortment();
    const rows = Array.from({ length: 5000 }, (_, index) => assortment.product(index));
    expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.ean)).size).toBe(rows.length);
    expect(rows.every((row) => isValidEan13(row.ean))).toBe(true);
    expect(
      rows.every((row) => row.priceCents > 0 && row.priceCents <= row.priceStandardCents),
    ).toBe(true);
  });
});

describe.each(backends)('the seeded catalogue (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it(`holds ${TEST_SEED_PRODUCTS} products with every productInfos key somewhere`, async () => {
    const rows = await testApp().db.select().from(products);
    expect(rows).toHaveLength(TEST_SEED_PRODUCTS);
    const keys = new Set(rows.flatMap((row) => Object.keys(row.infos)));
    expect([...keys].sort()).toEqual([...PRODUCT_INFO_KEYS].sort());
    const kinds = new Set(rows.map((row) => row.infos.TIPOLOGIA));
    expect([...kinds].sort()).toEqual(['Confezione', 'Pezzo', 'Sfuso']);
  });

  it('has promotions (some selectable), options, classes and new products', async () => {
    const rows = await testApp().db.select().from(products);
    expect(rows.filter((row) => row.promoId !== null).length).toBeGreaterThan(50);
    expect(rows.some((row) => row.selectOptions !== null)).toBe(true);
    expect(rows.some((row) => row.isNew)).toBe(true);
    expect(new Set(rows.flatMap((row) => row.classIds))).toEqual(new Set([1, 2, 3, 4, 5, 6]));
    expect(rows.some((row) => row.infos.USER_DISABLED === '1')).toBe(true);
  });

  it('has a three-level tree of about 15 departments, the happy hour and the home page', async () => {
    const rows = await testApp().db.select().from(categories);
    const tops = rows.filter((row) => row.parentId === null && row.kind === 'tree');
    expect(tops.length).toBeGreaterThanOrEqual(15);
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const leaf = bySlug.get('mele-e-pere');
    const sub = bySlug.get('frutta');
    expect(leaf?.parentId).toBe(sub?.id);
    expect(sub?.parentId).toBe(bySlug.get('frutta-e-verdura')?.id);
    expect(bySlug.get('consumami-subito')?.info.HH_SHOW_ONLY_BETATESTER).toBe('true');
    expect(bySlug.get('home')?.kind).toBe('page');
  });
});
