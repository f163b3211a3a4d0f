import { describe, expect, it } from 'vitest';
import { buildAssortment } from '../../server/db/assortment/assortment';
import { pictureFor } from '../../server/modules/catalog-photos/illustrations';
import { listProducts } from './helpers/catalog';
import { APP_CLIENT, backends, expectFailure, useTestApp } from './helpers/test-app';

describe('product pictures', () => {
  it('every picture the assortment uses exists in the illustration set', async () => {
    const assortment = buildAssortment();
    const photos = new Set<string>();
    for (let index = 0; index < 3000; index += 1) photos.add(assortment.product(index).photo);
    for (const category of assortment.categories) {
      const icon = category.info.ICON;
      if (icon !== undefined) photos.add(icon.replace(/^\/photo\/|\.svg$/g, ''));
    }
    for (const proposal of assortment.proposals) {
      if (proposal.imageUrl !== null)
        photos.add(proposal.imageUrl.replace(/^\/photo\/|\.svg$/g, ''));
    }
    for (const photo of photos) expect(await pictureFor(`${photo}.svg`), photo).not.toBeNull();
  });
});

describe.each(backends)('photos (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('a product picture is an SVG cached for a year, with an ETag', async () => {
    const { app } = testApp();
    const [product] = (await listProducts(app, 'q=mele&page_size=1')).products;
    const response = await app.inject({ headers: APP_CLIENT, url: product?.mediaURL ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(response.body).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="[0-9. ]+"/,
    );
    expect(response.body).toContain('<path');
    expect(product?.mediaURL).toBe('/photo/red-apple.svg');
  });

  it('the detail picture differs from the main one', async () => {
    const { app } = testApp();
    const main = await app.inject({ headers: APP_CLIENT, url: '/photo/cheese-wedge.svg' });
    const detail = await app.inject({
      headers: APP_CLIENT,
      url: '/photo/cheese-wedge-dettaglio.svg',
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.body).not.toBe(main.body);
  });

  it('revalidation with the ETag answers 304 without a body', async () => {
    const { app } = testApp();
    const first = await app.inject({ headers: APP_CLIENT, url: '/photo/bread.svg' });
    const again = await app.inject({
      url: '/photo/bread.svg',
      headers: { ...APP_CLIENT, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('a picture sent as a request body is refused with 400', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/ebsn/api/auth/login',
      headers: { ...APP_CLIENT, 'content-type': 'image/svg+xml' },
      payload: '<svg/>',
    });
    expectFailure(response, 400, ['Tipo di contenuto della richiesta non supportato']);
  });

  it('an unknown picture answers 404 and a bad name 400', async () => {
    const { app } = testApp();
    expectFailure(
      await app.inject({ headers: APP_CLIENT, url: '/photo/unicorno-volante.svg' }),
      404,
      ['Immagine non trovata'],
    );
    const bad = await app.inject({ headers: APP_CLIENT, url: '/photo/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(400);
  });
});
