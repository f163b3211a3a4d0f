import { describe, expect, it } from 'vitest';
import { bodyOf, backends, expectFailure, useTestApp } from './helpers/test-app';

/** What a refusal must never show: stack traces, SQL, internals or the input echoed back. */
function expectNothingLeaked(body: string): void {
  expect(body).not.toMatch(/stack|at \w+ \(|node_modules|select |postgres|pglite|<script/i);
}

describe.each(backends)('catalogue bad input (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it.each([
    ['page 0', '/ebsn/api/products?page=0', 'Il parametro «page» deve essere almeno 1'],
    [
      'page 10,000',
      '/ebsn/api/products?page=10000',
      'Il parametro «page» può essere al massimo 1000',
    ],
    [
      'page_size over 100',
      '/ebsn/api/products?page_size=500',
      'Il parametro «page_size» può essere al massimo 100',
    ],
    [
      'page_size 0',
      '/ebsn/api/products?page_size=0',
      'Il parametro «page_size» deve essere almeno 1',
    ],
    [
      'a non-numeric page',
      '/ebsn/api/products?page=due',
      'Il parametro «page» deve essere un numero intero',
    ],
    [
      'a non-numeric category',
      '/ebsn/api/products?parent_category_id=abc',
      'Il parametro «parent_category_id» deve essere un numero intero',
    ],
    [
      'a non-numeric category id',
      '/ebsn/api/category?categoryId=1%20OR%201%3D1',
      'Il parametro «categoryId» deve essere un numero intero',
    ],
    [
      'a non-numeric block id',
      '/ebsn/api/category-block/info?categoryBlockId=x',
      'Il parametro «categoryBlockId» deve essere un numero intero',
    ],
    [
      'malformed facets',
      '/ebsn/api/products?facets=vendor%3Dabc',
      'Il parametro «facets» non è valido',
    ],
    [
      'facets with SQL',
      "/ebsn/api/products?facets=vendor:1'%3B%20DROP%20TABLE%20products",
      'Il parametro «facets» non è valido',
    ],
    [
      'an unknown facet',
      '/ebsn/api/products?facets=prezzo:1',
      'Filtro non valido: i filtri ammessi sono vendor, category e productClass',
    ],
    [
      'an unknown sort',
      '/ebsn/api/products?sort=random',
      'Il parametro «sort» ha un valore non ammesso',
    ],
    [
      'a 2,000-character query',
      `/ebsn/api/products?q=${'a'.repeat(2000)}`,
      'Il parametro «q» può contenere al massimo 200 caratteri',
    ],
    [
      'a 2,000-character category query',
      `/ebsn/api/category?q=${'a'.repeat(2000)}`,
      'Il parametro «q» può contenere al massimo 100 caratteri',
    ],
    ['depth 4', '/ebsn/api/category?depth=4', 'Il parametro «depth» può essere al massimo 3'],
    [
      'promo not a boolean',
      '/ebsn/api/products?promo=forse',
      'Il parametro «promo» deve essere vero o falso',
    ],
  ])('%s answers 400 with a clear Italian text', async (_case, url, text) => {
    const response = await testApp().app.inject({ url });
    expectFailure(response, 400, [text]);
    expectNothingLeaked(response.body);
  });

  it.each([
    ['SQL in the query', "' OR 1=1; DROP TABLE products; --"],
    ['HTML in the query', '<script>alert(1)</script><img src=x onerror=alert(1)>'],
    ['only punctuation', '%%%___***'],
  ])('%s is searched as words, never run', async (_case, q) => {
    const { app } = testApp();
    const response = await app.inject({ url: `/ebsn/api/products?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    expect(bodyOf(response).response.status).toBe(0);
    expectNothingLeaked(response.body);
    // The catalogue is intact afterwards.
    const after = await app.inject({ url: '/ebsn/api/products?q=mela' });
    expect(after.json()).toMatchObject({ data: { page: { totItems: expect.any(Number) } } });
  });

  it.each([
    [
      'an unknown product slug',
      '/ebsn/api/products?slug=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'Prodotto non trovato',
    ],
    [
      'an unknown category slug',
      "/ebsn/api/category?slug=x'%20OR%20'1'%3D'1",
      'Categoria non trovata',
    ],
  ])('%s answers 404 without echoing it', async (_case, url, text) => {
    const response = await testApp().app.inject({ url });
    expectFailure(response, 404, [text]);
    expectNothingLeaked(response.body);
  });
});
