import { describe, expect, it } from 'vitest';
import { allProducts, categoryBySlug, listProducts, type Product } from './helpers/catalog';
import {
  backends,
  DEMO_PASSWORD,
  expectFailure,
  postLogin,
  sessionCookieOf,
  useTestApp,
} from './helpers/test-app';

function countBy<T>(items: readonly T[], key: (item: T) => number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const item of items) for (const id of key(item)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

const vendorOf = (product: Product) => [product.vendor.vendorId];
const classesOf = (product: Product) => product.productClasses.map((c) => c.productClassId);

describe.each(backends)('product lists (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('lists a category subtree 24 to a page with the paging totals', async () => {
    const { app } = testApp();
    const dairy = await categoryBySlug(app, 'latticini-e-uova');
    const first = await listProducts(app, `parent_category_id=${dairy.categoryId}`);
    expect(first.products).toHaveLength(24);
    expect(first.page).toEqual({
      selPage: 1,
      totPages: Math.ceil(dairy.productCount / 24),
      totItems: dairy.productCount,
      itemsPerPage: 24,
    });
    const leafIds = new Set(
      (dairy.categories ?? []).flatMap((sub) =>
        (sub.categories ?? []).map((leaf) => leaf.categoryId),
      ),
    );
    expect(first.products.every((product) => leafIds.has(product.categoryId))).toBe(true);
    const alias = await listProducts(app, `categoryId=${dairy.categoryId}`);
    expect(alias.page.totItems).toBe(dairy.productCount);
  });

  it('pages do not overlap and together hold the whole list', async () => {
    const { app } = testApp();
    const fish = await categoryBySlug(app, 'pesce');
    const products = await allProducts(app, `parent_category_id=${fish.categoryId}`);
    expect(products).toHaveLength(fish.productCount);
    expect(new Set(products.map((product) => product.productId)).size).toBe(fish.productCount);
  });

  it('a page beyond the last answers an empty list with the right totals', async () => {
    const { app } = testApp();
    const fish = await categoryBySlug(app, 'pesce');
    const beyond = await listProducts(app, `parent_category_id=${fish.categoryId}&page=999`);
    expect(beyond.products).toEqual([]);
    expect(beyond.page).toMatchObject({ selPage: 999, totItems: fish.productCount });
  });

  it('facets count the whole result, not the page', async () => {
    const { app } = testApp();
    const dairy = await categoryBySlug(app, 'latticini-e-uova');
    const query = `parent_category_id=${dairy.categoryId}`;
    const everything = await allProducts(app, query);
    const list = await listProducts(app, query);
    const vendorFacet = list.facets.find((facet) => facet.parameterName === 'vendor');
    const vendorCounts = countBy(everything, vendorOf);
    expect(vendorFacet?.name).toBe('Marca');
    expect(new Map(vendorFacet?.values.map((value) => [value.id, value.filteredCount]))).toEqual(
      vendorCounts,
    );
    const categoryFacet = list.facets.find((facet) => facet.parameterName === 'category');
    expect(categoryFacet?.name).toBe('Categoria');
    const total = categoryFacet?.values.reduce((sum, value) => sum + value.filteredCount, 0);
    expect(total).toBe(everything.length);
  });

  it('a selected facet filters the list; its own group still counts the other values', async () => {
    const { app } = testApp();
    const dairy = await categoryBySlug(app, 'latticini-e-uova');
    const query = `parent_category_id=${dairy.categoryId}`;
    const everything = await allProducts(app, query);
    const vendorCounts = [...countBy(everything, vendorOf)].sort((a, b) => b[1] - a[1]);
    const [[first], [second]] = [vendorCounts[0] ?? [0], vendorCounts[1] ?? [0]];
    const facets = `vendor:${first},${second}|productClass:6`;
    const filtered = await allProducts(app, `${query}&facets=${encodeURIComponent(facets)}`);
    const expected = everything.filter(
      (product) =>
        [first, second].includes(product.vendor.vendorId) && classesOf(product).includes(6),
    );
    expect(filtered.map((product) => product.productId).sort()).toEqual(
      expected.map((product) => product.productId).sort(),
    );
    const list = await listProducts(app, `${query}&facets=${encodeURIComponent(facets)}`);
    const vendorFacet = list.facets.find((facet) => facet.parameterName === 'vendor');
    // Vendor counts apply the class selection but not the vendor one.
    const italian = everything.filter((product) => classesOf(product).includes(6));
    expect(new Map(vendorFacet?.values.map((value) => [value.id, value.filteredCount]))).toEqual(
      countBy(italian, vendorOf),
    );
    expect(
      vendorFacet?.values
        .filter((value) => value.selected)
        .map((value) => value.id)
        .sort(),
    ).toEqual([first, second].sort());
    const classFacet = list.facets.find((facet) => facet.parameterName === 'productClass');
    const ofVendors = everything.filter((product) =>
      [first, second].includes(product.vendor.vendorId),
    );
    const classCounts = countBy(ofVendors, (product) =>
      classesOf(product).filter((id) => id !== 5),
    );
    expect(new Map(classFacet?.values.map((value) => [value.id, value.filteredCount]))).toEqual(
      classCounts,
    );
  });

  it.each([
    ['pri_asc', (a: Product, b: Product) => a.priceDisplay - b.priceDisplay],
    ['pri_des', (a: Product, b: Product) => b.priceDisplay - a.priceDisplay],
    [
      'alf_asc',
      (a: Product, b: Product) =>
        a.name.localeCompare(b.name, 'it', { sensitivity: 'base', numeric: true }),
    ],
    [
      'alf_des',
      (a: Product, b: Product) =>
        b.name.localeCompare(a.name, 'it', { sensitivity: 'base', numeric: true }),
    ],
    ['new', (a: Product, b: Product) => Number(b.isNew) - Number(a.isNew)],
  ] as const)('sort %s orders the whole list', async (sort, compare) => {
    const { app } = testApp();
    const bakery = await categoryBySlug(app, 'pane-e-pasticceria');
    const products = await allProducts(app, `parent_category_id=${bakery.categoryId}&sort=${sort}`);
    for (let i = 1; i < products.length; i += 1) {
      const previous = products[i - 1];
      const current = products[i];
      if (previous && current) expect(compare(previous, current)).toBeLessThanOrEqual(0);
    }
  });

  it('promo lists only products on promotion and onlyNew only new products', async () => {
    const { app } = testApp();
    const promo = await allProducts(app, 'promo=true');
    expect(promo.length).toBeGreaterThan(0);
    expect(promo.every((product) => product.warehousePromo !== undefined)).toBe(true);
    const fresh = await allProducts(app, 'onlyNew=true');
    expect(fresh.length).toBeGreaterThan(0);
    expect(fresh.every((product) => product.isNew)).toBe(true);
    const discounted = promo.filter(
      (product) => product.priceDisplay < product.priceStandardDisplay,
    );
    expect(discounted.length).toBeGreaterThan(0);
    expect(promo.some((product) => product.warehousePromo?.selectable === true)).toBe(true);
  });

  it('a product by slug has every field of the contract, with euros and unit prices', async () => {
    const { app } = testApp();
    const [someProduct] = (await listProducts(app, 'q=parmigiano&page_size=1')).products;
    const bySlug = await listProducts(app, `slug=${someProduct?.slug ?? ''}`);
    expect(bySlug.products).toHaveLength(1);
    const product = bySlug.products[0];
    expect(product).toMatchObject({
      productId: someProduct?.productId,
      mediaURL: expect.stringMatching(/^\/photo\/[a-z0-9-]+\.svg$/),
      ean: expect.stringMatching(/^80[0-9]{11}$/),
      productInfos: { TIPOLOGIA: expect.stringMatching(/^(Pezzo|Confezione|Sfuso)$/) },
    });
    expect(Number.isInteger(Math.round((product?.priceDisplay ?? 0) * 100))).toBe(true);
    expect(product?.priceUmDisplay).toBeGreaterThan(0);
  });

  it('an unknown slug answers 404 "Prodotto non trovato"', async () => {
    const response = await testApp().app.inject({ url: '/ebsn/api/products?slug=non-esiste-123' });
    expectFailure(response, 404, ['Prodotto non trovato']);
  });

  it('an unknown category answers 404 "Categoria non trovata"', async () => {
    const response = await testApp().app.inject({
      url: '/ebsn/api/products?parent_category_id=999999',
    });
    expectFailure(response, 404, ['Categoria non trovata']);
  });

  it('TP searches the whole catalogue instead of the category', async () => {
    const { app } = testApp();
    const fish = await categoryBySlug(app, 'pesce');
    const inFish = await listProducts(app, `q=mozzarella&parent_category_id=${fish.categoryId}`);
    expect(inFish.page.totItems).toBe(0);
    const everywhere = await listProducts(
      app,
      `q=mozzarella&parent_category_id=${fish.categoryId}&TP=true`,
    );
    expect(everywhere.page.totItems).toBeGreaterThan(0);
  });

  it('preferred needs a login (419) and is empty until the shopper has orders', async () => {
    const { app } = testApp();
    expectFailure(await app.inject({ url: '/ebsn/api/products?preferred=true' }), 419, [
      'La sessione è scaduta, si prega di rieffettuare il login per continuare.',
    ]);
    const login = await postLogin(app, { login: 'cliente@example.it', password: DEMO_PASSWORD });
    const response = await app.inject({
      url: '/ebsn/api/products?preferred=true',
      headers: { cookie: sessionCookieOf(login) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { products: [], page: { totItems: 0 } } });
  });
});
