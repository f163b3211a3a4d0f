/**
 * The content service's pages (issue 14; account-and-platform.md §3 "CMS page", §7 "Content
 * service"), answered as WordPress's REST API answers `/wp/v2/pages`: the shape, the paging
 * headers, an unknown slug, an unknown id and bad parameters in WordPress's error shape, with the
 * pages seeded from `content/pages/`.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readContentPages, seedContentPages } from '../../server/db/content-seed';
import { contentPages } from '../../server/db/schema';
import { backends, useTestApp } from './helpers/test-app';

const PAGES = '/p/wp-json/wp/v2/pages';
const SHOP = 'https://spesa.example.it';

describe.each(backends)('content pages (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: SHOP });

  const get = (url: string) => testApp().app.inject({ method: 'GET', url });

  it('answers a page by slug in WordPress shape, with its SEO fields and its link in the shop', async () => {
    const response = await get(`${PAGES}?slug=servizi`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const [page] = response.json() as Record<string, unknown>[];
    expect(page).toMatchObject({
      slug: 'servizi',
      status: 'publish',
      type: 'page',
      link: `${SHOP}/page/servizi`,
      title: { rendered: 'I nostri servizi' },
      meta: {
        seo_title: 'Ritiro in negozio, locker e consegna in azienda | Spesa online',
        seo_description: expect.stringContaining('ritiro al locker'),
      },
      testo_validit: '',
      // 09:00 in Milan on 1 September is 07:00 UTC.
      date: '2026-09-01T09:00:00',
      date_gmt: '2026-09-01T07:00:00',
    });
    expect(page?.content).toMatchObject({ rendered: expect.stringContaining('<h2 id="locker">') });
    expect(page?.excerpt).toMatchObject({ rendered: expect.stringMatching(/^<p>/) });
  });

  it('answers an unknown slug with an empty list, as WordPress does', async () => {
    const response = await get(`${PAGES}?slug=non-esiste`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
  });

  it('pages through every page with the paging headers, in the order asked', async () => {
    const seeded = readContentPages().length;
    const first = await get(`${PAGES}?per_page=2&page=1&orderby=slug&order=asc`);
    expect(first.headers['x-wp-total']).toBe(String(seeded));
    expect(first.headers['x-wp-totalpages']).toBe(String(Math.ceil(seeded / 2)));
    const slugs = (first.json() as { slug: string }[]).map((page) => page.slug);
    expect(slugs).toEqual([...slugs].sort());
    expect(slugs).toHaveLength(2);
    const past = await get(`${PAGES}?per_page=2&page=${Math.ceil(seeded / 2) + 1}`);
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({
      code: 'rest_post_invalid_page_number',
      data: { status: 400 },
    });
  });

  it('refuses per_page over 100, an id of 1e309 and a made-up order in WordPress shape, naming the parameter', async () => {
    const response = await get(`${PAGES}?per_page=101`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'rest_invalid_param',
      message: 'Parametro(i) non valido(i): per_page',
      data: { status: 400, params: { per_page: expect.stringContaining('100') } },
    });
    const infinite = await get(`${PAGES}/1e309`);
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { id: 'Il parametro «id» deve essere un numero finito' } },
    });
    const order = await get(`${PAGES}?order=random`);
    expect(order.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { params: { order: expect.any(String) } },
    });
  });

  it('answers a page by id, and an unknown id or call with 404 in WordPress shape', async () => {
    const [servizi] = await testApp()
      .db.select()
      .from(contentPages)
      .where(eq(contentPages.slug, 'servizi'));
    const byId = await get(`${PAGES}/${servizi?.id ?? 0}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toMatchObject({ slug: 'servizi' });
    const unknown = await get(`${PAGES}/999999`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'ID articolo non valido.',
      data: { status: 404 },
    });
    const noRoute = await get('/p/wp-json/wp/v2/nessuna');
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json()).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });

  it('seeding again changes nothing; a page whose file changed is updated, one whose file is gone removed', async () => {
    const { db } = testApp();
    expect(await seedContentPages(db)).toBe(0);
    const pages = readContentPages().map((page) =>
      page.slug === 'chi-siamo' ? { ...page, title: 'Chi siamo davvero' } : page,
    );
    const [before] = await db.select().from(contentPages).where(eq(contentPages.slug, 'chi-siamo'));
    expect(await seedContentPages(db, pages)).toBe(1);
    const [after] = await db.select().from(contentPages).where(eq(contentPages.slug, 'chi-siamo'));
    expect(after?.title).toBe('Chi siamo davvero');
    expect(after?.modifiedAt.getTime()).toBeGreaterThan(before?.modifiedAt.getTime() ?? 0);

    // A page whose file is gone is gone from the service too.
    await seedContentPages(
      db,
      pages.filter((page) => page.slug !== 'cookie-policy'),
    );
    expect((await get(`${PAGES}?slug=cookie-policy`)).json()).toEqual([]);
    await seedContentPages(db);
    expect((await get(`${PAGES}?slug=cookie-policy`)).json()).toHaveLength(1);
  });
});
