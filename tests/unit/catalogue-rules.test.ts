import { describe, expect, it } from 'vitest';
import { categoryPath, menuTree, type MenuCategory } from '../../src/domain/category-tree';
import {
  isHappyHourRuledOutForUser,
  isHappyHourVisible,
  isOnlyForBetaTesters,
  shopDate,
  type HappyHourContext,
} from '../../src/domain/happy-hour';
import {
  changeFilters,
  parseProductFilters,
  parseSearchFilters,
  toggleFacet,
  type ProductFilters,
} from '../../src/domain/product-filters';
import { currentSearches, recordSearch, type SearchedWord } from '../../src/domain/recent-searches';

const DAY = 86_400_000;

const loggedIn: HappyHourContext = {
  authenticated: true,
  betaTester: '0',
  warehouseHappyHour: true,
  timeslotDate: '2026-11-24',
  today: '2026-11-22',
};

describe('happy-hour visibility (shopping-flow.md §6)', () => {
  it('shows the category with a slot up to 2 days ahead', () => {
    expect(isHappyHourVisible(false, loggedIn)).toBe(true);
  });
  it.each([
    ['to a visitor', { authenticated: false }],
    ['without ENABLE_PROMO_HAPPY_HOUR', { warehouseHappyHour: false }],
    ['with a slot 3 days ahead', { timeslotDate: '2026-11-25' }],
    ['without a chosen slot', { timeslotDate: null }],
  ])('hides it %s', (_, change) => {
    expect(isHappyHourVisible(false, { ...loggedIn, ...change })).toBe(false);
  });
  it('HH_SHOW_ONLY_BETATESTER keeps it for beta testers', () => {
    expect(isHappyHourVisible(true, loggedIn)).toBe(false);
    expect(isHappyHourVisible(true, { ...loggedIn, betaTester: '1' })).toBe(true);
  });
  it('reads HH_SHOW_ONLY_BETATESTER from the category info', () => {
    expect(isOnlyForBetaTesters({ HH_SHOW_ONLY_BETATESTER: 'true' })).toBe(true);
    expect(isOnlyForBetaTesters({ HH_SHOW_ONLY_BETATESTER: 'false' })).toBe(false);
    expect(isOnlyForBetaTesters(undefined)).toBe(false);
  });
  it('a visitor, or a shopper who is not a beta tester when asked for, is ruled out before the cart', () => {
    expect(isHappyHourRuledOutForUser(false, { authenticated: false, betaTester: '1' })).toBe(true);
    expect(isHappyHourRuledOutForUser(true, { authenticated: true, betaTester: '0' })).toBe(true);
    expect(isHappyHourRuledOutForUser(true, { authenticated: true, betaTester: '1' })).toBe(false);
    expect(isHappyHourRuledOutForUser(false, { authenticated: true, betaTester: '0' })).toBe(false);
  });
});

describe('category-tree menu (shopping-flow.md §2)', () => {
  const category = (
    slug: string,
    productCount: number,
    children: MenuCategory[] = [],
    info = {},
  ) => ({
    slug,
    productCount,
    categories: children,
    metaData: { category_info: info },
  });
  const tree = [
    category('frutta-e-verdura', 10, [
      category('frutta', 10, [category('mele-e-pere', 10)]),
      category('vuota', 0),
    ]),
    category('offerte-speciali', 5, [], { CUSTOM: 'true' }),
    category('vuota-in-alto', 0),
    category('consumami-subito', 3, [], { HH_SHOW_ONLY_BETATESTER: 'false' }),
  ];

  it('drops empty categories at every level and keeps three levels', () => {
    const menu = menuTree(tree, { ...loggedIn, authenticated: false });
    expect(menu.map((c) => c.slug)).toEqual(['frutta-e-verdura', 'offerte-speciali']);
    expect(menu[0]?.categories?.map((c) => c.slug)).toEqual(['frutta']);
    expect(menu[0]?.categories?.[0]?.categories?.map((c) => c.slug)).toEqual(['mele-e-pere']);
  });

  it('puts custom categories first for a logged-in user, last for a visitor', () => {
    expect(menuTree(tree, loggedIn).map((c) => c.slug)).toEqual([
      'offerte-speciali',
      'consumami-subito',
      'frutta-e-verdura',
    ]);
  });
});

describe("the product page's breadcrumb: the path to its category", () => {
  const tree = [
    {
      categoryId: 1,
      name: 'Latticini e uova',
      categories: [
        { categoryId: 11, name: 'Formaggi', categories: [{ categoryId: 111, name: 'Duri' }] },
        { categoryId: 12, name: 'Uova' },
      ],
    },
    { categoryId: 2, name: 'Bevande', categories: [{ categoryId: 21, name: 'Acqua' }] },
  ];
  const names = (categoryId: number) => categoryPath(tree, categoryId).map((c) => c.name);

  it('goes from the top category down to the product one', () => {
    expect(names(111)).toEqual(['Latticini e uova', 'Formaggi', 'Duri']);
    expect(names(21)).toEqual(['Bevande', 'Acqua']);
    expect(names(1)).toEqual(['Latticini e uova']);
  });

  it('is empty for a category the tree does not hold', () => {
    expect(names(999)).toEqual([]);
  });
});

describe('recent searches (shopping-flow.md §4)', () => {
  const now = 100 * DAY;
  it('a repeated word, in any case, counts up', () => {
    let words: SearchedWord[] = [];
    words = recordSearch(words, 'Mele', now);
    words = recordSearch(words, 'pane', now + 1);
    words = recordSearch(words, ' mele ', now + 2);
    expect(words.map(({ name, counter }) => ({ name, counter }))).toEqual([
      { name: 'mele', counter: 2 },
      { name: 'pane', counter: 1 },
    ]);
  });
  it('drops entries older than 30 days and orders by counter', () => {
    const words: SearchedWord[] = [
      { name: 'vecchia', counter: 9, timestamp: now - 31 * DAY },
      { name: 'rara', counter: 1, timestamp: now - DAY },
      { name: 'frequente', counter: 5, timestamp: now - 29 * DAY },
    ];
    expect(currentSearches(words, now).map((w) => w.name)).toEqual(['frequente', 'rara']);
  });
  it('an empty query records nothing', () => {
    expect(recordSearch([], '   ', now)).toEqual([]);
  });
});

describe('product-list filters (shopping-flow.md §4)', () => {
  it('a filter change goes back to page 1', () => {
    const current: ProductFilters = { page: 3, sort: 'pri_asc' };
    expect(changeFilters(current, { promo: true })).toEqual({
      page: undefined,
      sort: 'pri_asc',
      promo: true,
    });
  });
  it('page and sort changes keep the page', () => {
    const current: ProductFilters = { page: 3 };
    expect(changeFilters(current, { sort: 'alf_asc' })).toEqual({
      page: 3,
      sort: 'alf_asc',
    });
  });
  it('bad URL values fall back to defaults instead of failing', () => {
    expect(parseProductFilters({ page: 0, sort: 'x', facets: "1' OR 1=1", promo: 'yes' })).toEqual({
      page: undefined,
      sort: undefined,
      facets: undefined,
      promo: undefined,
      onlyNew: undefined,
    });
  });
  it('good URL values are kept: page, sort, facets, flags, category and words', () => {
    expect(
      parseSearchFilters({
        page: 2,
        sort: 'pri_asc',
        facets: 'vendor:12,15|productClass:3',
        promo: 'true',
        onlyNew: false,
        parent_category_id: 7,
        query: 123,
      }),
    ).toEqual({
      page: 2,
      sort: 'pri_asc',
      facets: 'vendor:12,15|productClass:3',
      promo: true,
      onlyNew: false,
      parent_category_id: 7,
      query: '123',
    });
    expect(parseProductFilters({ page: 1001 }).page).toBeUndefined();
  });
  it('a search query is trimmed and limited to 200 characters', () => {
    expect(parseSearchFilters({ query: '  mele ' }).query).toBe('mele');
    expect(parseSearchFilters({ query: 'x'.repeat(201) }).query).toBeUndefined();
  });
  it('facet values toggle in a stable URL form', () => {
    const once = toggleFacet(undefined, 'vendor', 15);
    const twice = toggleFacet(once, 'vendor', 12);
    expect(twice).toBe('vendor:12,15');
    expect(toggleFacet(toggleFacet(twice, 'vendor', 12), 'vendor', 15)).toBeUndefined();
  });
});

describe('shop date', () => {
  it('counts days in Italy', () => {
    expect(shopDate(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
  });
});
