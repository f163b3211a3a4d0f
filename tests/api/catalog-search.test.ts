import { describe, expect, it } from 'vitest';
import { stemItalian, wordsOf } from '../../server/modules/catalog/search/italian-text';
import { isWithinOneEdit } from '../../server/modules/catalog/search/edit-distance';
import { allProducts, listProducts, type Product } from './helpers/catalog';
import { backends, useTestApp } from './helpers/test-app';

const names = (products: readonly Product[]) => products.map((product) => product.name);

describe('Italian search text', () => {
  it.each([
    ['mela', 'mele'],
    ['formaggi', 'formaggio'],
    ['pesche', 'pesca'],
    ['funghi', 'fungo'],
    ['arancia', 'arance'],
    ['bianchi', 'bianca'],
    ['olio', 'oli'],
  ])('%s and %s share a stem', (a, b) => {
    expect(stemItalian(a)).toBe(stemItalian(b));
  });

  it('folds case and accents and drops the little words', () => {
    expect(wordsOf("Caffè all'Arabica DI Colombia")).toEqual(['caffe', 'arabica', 'colombia']);
  });

  it.each([
    ['parmiggiano', 'parmigiano', true],
    ['parmgiiano', 'parmigiano', true],
    ['parmigano', 'parmigiano', true],
    ['parmigiana', 'parmigiano', true],
    ['parmezan', 'parmigiano', false],
  ])('%s is one edit from %s: %s', (a, b, expected) => {
    expect(isWithinOneEdit(a, b)).toBe(expected);
  });
});

describe.each(backends)('search (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it("stemming: 'mela' finds Mele", async () => {
    const found = await listProducts(testApp().app, 'q=mela');
    expect(found.page.totItems).toBeGreaterThan(0);
    expect(found.products[0]?.name).toMatch(/^Mele /);
  });

  it("stemming: 'formaggi' finds formaggio and the Formaggi categories", async () => {
    const found = await allProducts(testApp().app, 'q=formaggi');
    expect(found.length).toBeGreaterThan(0);
    expect(names(found).some((name) => /formaggi/i.test(name))).toBe(true);
    expect(names(found).some((name) => /Parmigiano|Gorgonzola|Pecorino/.test(name))).toBe(true);
  });

  it("one typo: 'parmiggiano' finds Parmigiano, ranked first", async () => {
    const found = await listProducts(testApp().app, 'q=parmiggiano');
    expect(found.page.totItems).toBeGreaterThan(0);
    expect(found.products[0]?.name).toMatch(/^Parmigiano/);
  });

  it('the last word may be a prefix while typing', async () => {
    const found = await listProducts(testApp().app, 'q=mozzar');
    expect(found.products[0]?.name).toMatch(/^Mozzarella/);
  });

  it('every word must match', async () => {
    const found = await allProducts(testApp().app, 'q=mozzarella%20bufala');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((product) => /mozzarella di bufala/i.test(product.name))).toBe(true);
  });

  it('name matches rank above description-only matches', async () => {
    const found = await allProducts(testApp().app, 'q=pomodoro');
    const inName = found.map((product) => /pomodor/i.test(product.name));
    expect(inName.some(Boolean)).toBe(true);
    expect(inName.some((value) => !value)).toBe(true);
    // Once a description-only match appears, no name match follows.
    expect(inName.slice(inName.indexOf(false)).some(Boolean)).toBe(false);
  });

  it('the word as typed ranks above a word one letter away', async () => {
    const found = names(await allProducts(testApp().app, 'q=parmigiano'));
    const firstParmigiana = found.findIndex((name) => name.startsWith('Parmigiana'));
    expect(found.some((name) => name.startsWith('Parmigiano'))).toBe(true);
    if (firstParmigiana !== -1) {
      expect(found.slice(firstParmigiana).some((name) => name.startsWith('Parmigiano'))).toBe(
        false,
      );
    }
  });

  it('one typo is forgiven, two are not', async () => {
    const { app } = testApp();
    expect((await listProducts(app, 'q=mozarella')).products[0]?.name).toMatch(/^Mozzarella/);
    expect((await listProducts(app, 'q=mozarela')).page.totItems).toBe(0);
  });

  it('facets and totals describe the whole search result', async () => {
    const { app } = testApp();
    const everything = await allProducts(app, 'q=latte');
    const list = await listProducts(app, 'q=latte');
    expect(list.page.totItems).toBe(everything.length);
    const vendorFacet = list.facets.find((facet) => facet.parameterName === 'vendor');
    const total = vendorFacet?.values.reduce((sum, value) => sum + value.filteredCount, 0);
    expect(total).toBe(everything.length);
  });

  it('nothing searchable finds nothing', async () => {
    const found = await listProducts(testApp().app, 'q=di%20la%20e');
    expect(found.page.totItems).toBe(0);
  });
});
