/**
 * CONTENT_URL (issue 14, the compatibility test): with it set, `/p/*` is answered by a real
 * WordPress through our server, here a stand-in answering from recorded WordPress replies
 * (tests/fixtures/wordpress). What the app reads comes back whole (body, status, paging headers),
 * what the shopper's browser sends of the shop (its cookie, its session headers) stays with the
 * shop, forged posts never leave, and a WordPress that is down or stuck answers at once in
 * WordPress's error shape with an Italian message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PROXY_MESSAGES } from '../../server/modules/content/content-proxy';
import { startWordPressFixture, type WordPressFixture } from '../fixtures/wordpress/server';
import { multipart } from './helpers/content-forms';
import { APP_CLIENT, backends, useTestApp } from './helpers/test-app';

const SHOP_SECRETS = {
  cookie: 'ebsn_session=segreto-della-sessione; altro=1',
  'x-ebsn-session': 'segreto-della-sessione',
  'x-ebsn-account': '42',
  authorization: 'Bearer segreto',
} as const;

/** Starts the recorded WordPress before the app of the same describe block is built. */
function useWordPress(): () => WordPressFixture {
  let fixture: WordPressFixture | undefined;
  beforeAll(async () => {
    fixture = await startWordPressFixture();
  });
  afterAll(async () => {
    await fixture?.close();
  });
  return () => {
    if (fixture === undefined) throw new Error('The WordPress fixture is not running');
    return fixture;
  };
}

describe.each(backends)('the content service pointed at a WordPress (%s)', (backend) => {
  const wordpress = useWordPress();
  const testApp = useTestApp(backend, () => ({
    contentUrl: wordpress().url,
    contentProxyTimeoutMs: 700,
  }));

  it("answers a page with WordPress's page and its paging headers", async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/pages?slug=servizi',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers['x-wp-total']).toBe('1');
    expect(response.headers['x-wp-totalpages']).toBe('1');
    const [page] = response.json();
    expect(page.title.rendered).toBe('Servizi dal WordPress');
    expect(page.meta.seo_title).toBe('Servizi dal WordPress | Spesa online');
    expect(page.testo_validit).toBe('Valido dal 1 marzo 2026');
    expect(page._links.self[0].href).toBe('https://cms.spesa.example.it/wp-json/wp/v2/pages/412');
    // WordPress's own cookie and signature stay on its side; the shop's headers are ours.
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(wordpress().received.at(-1)?.url).toBe('/wp-json/wp/v2/pages?slug=servizi');
  });

  it('an unknown slug answers WordPress’s empty list', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/pages?slug=non-esiste',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe('0');
  });

  it('forwards the query string as sent, and the paging WordPress answers for it', async () => {
    const query = 'per_page=1&page=2&search=ritiro%20in%20negozio&filter%5Bterm%5D=home';
    const response = await testApp().app.inject({
      method: 'GET',
      url: `/p/wp-json/wp/v2/faq?${query}`,
      headers: { 'accept-language': 'it-IT,it;q=0.9', accept: 'application/json' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('2');
    expect(response.headers['x-wp-totalpages']).toBe('2');
    expect(response.json().map((entry: { slug: string }) => entry.slug)).toEqual([
      'pagamento-wordpress',
    ]);
    const received = wordpress().received.at(-1);
    expect(received?.url).toBe(`/wp-json/wp/v2/faq?${query}`);
    expect(received?.headers['accept-language']).toBe('it-IT,it;q=0.9');
    expect(received?.headers.accept).toBe('application/json');
  });

  it("answers the menus, news, search and a form's definition from WordPress", async () => {
    const { app } = testApp();
    const menu = await app.inject({ url: '/p/wp-json/wp-api-menus/v2/menu-locations/footer' });
    expect(menu.json()[0].title).toBe('Il negozio dal WordPress');
    const news = await app.inject({ url: '/p/wp-json/custom/v1/news?per_page=8&page=1' });
    expect(news.json()[0].title).toBe('Novità dal WordPress');
    expect(news.headers['x-wp-totalpages']).toBe('1');
    const search = await app.inject({ url: '/p/wp-json/wp/v2/search?search=servizi' });
    expect(search.json()[0]).toMatchObject({ title: 'Servizi dal WordPress', subtype: 'page' });
    const form = await app.inject({ url: '/p/wp-json/wp/v2/get_mail_pars?form_id=1' });
    expect(form.json().settings.title).toBe('Scrivici dal WordPress');
  });

  it("never passes on the shop's cookie or session headers", async () => {
    await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/posts',
      headers: { ...APP_CLIENT, ...SHOP_SECRETS },
    });
    const received = wordpress().received.at(-1);
    expect(received?.url).toBe('/wp-json/wp/v2/posts');
    for (const name of [
      'cookie',
      'x-ebsn-session',
      'x-ebsn-account',
      'x-ebsn-client',
      'authorization',
    ]) {
      expect(received?.headers[name], name).toBeUndefined();
    }
    expect(JSON.stringify(received?.headers)).not.toContain('segreto');
  });

  it('forwards a multipart form submission whole, without the shop’s cookie', async () => {
    const { payload, contentType } = await multipart({
      action: 'nf_ajax_submit',
      security: 'a1b2c3d4e5',
      formData: JSON.stringify({ id: 1, fields: { 1: { id: 1, value: 'Mario Rossi' } } }),
      files: { name: 'curriculum.pdf', content: Buffer.alloc(200_000, 7), type: 'application/pdf' },
    });
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { ...APP_CLIENT, ...SHOP_SECRETS, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      errors: [],
      data: { actions: { save: { sub_id: 4711 } } },
    });
    const received = wordpress().received.at(-1);
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe('/wp-admin/admin-ajax.php');
    expect(received?.headers['content-type']).toBe(contentType);
    expect(received?.headers['content-length']).toBe(String(payload.length));
    expect(received?.body.equals(payload)).toBe(true);
    expect(received?.headers.cookie).toBeUndefined();
    expect(received?.headers['x-ebsn-session']).toBeUndefined();
  });

  it('refuses a forged post before it reaches WordPress', async () => {
    const before = wordpress().received.length;
    const { payload, contentType } = await multipart({ action: 'nf_ajax_submit' });
    const withoutAppHeader = await testApp().app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(withoutAppHeader.statusCode).toBe(403);
    expect(withoutAppHeader.json()).toMatchObject({ data: {}, debug: [] });
    const fromAnotherSite = await testApp().app.inject({
      method: 'POST',
      url: '/p/wp-json/contact-form-7/v1/contact-forms/5/feedback',
      headers: {
        ...APP_CLIENT,
        origin: 'https://altro-sito.example',
        'sec-fetch-site': 'cross-site',
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    expect(fromAnotherSite.statusCode).toBe(403);
    expect(fromAnotherSite.json().data.status).toBe(403);
    expect(wordpress().received.length).toBe(before);
  });

  it('refuses a body over the limit without forwarding it', async () => {
    const before = wordpress().received.length;
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/p/wp-json/wp/v2/comments',
      headers: { ...APP_CLIENT, 'content-type': 'application/json' },
      payload: JSON.stringify({ content: 'x'.repeat(20_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'rest_content_too_large',
      data: { status: 413 },
    });
    expect(wordpress().received.length).toBe(before);
  });

  it('a WordPress that does not answer in time answers 504 in its error shape, in Italian', async () => {
    const started = Date.now();
    const response = await testApp().app.inject({ url: '/p/wp-json/wp/v2/lento' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      code: 'rest_content_timeout',
      message: CONTENT_PROXY_MESSAGES.timeout,
      data: { status: 504 },
    });
  });
});

describe('the content service pointed at a WordPress that is down', () => {
  let downUrl = '';
  beforeAll(async () => {
    const fixture = await startWordPressFixture();
    downUrl = fixture.url;
    await fixture.close();
  });
  const testApp = useTestApp('pglite', () => ({ contentUrl: downUrl }));

  it("answers 502 in WordPress's error shape with an Italian message, without waiting", async () => {
    const started = Date.now();
    const response = await testApp().app.inject({ url: '/p/wp-json/wp/v2/pages?slug=servizi' });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'rest_content_unreachable',
      message: CONTENT_PROXY_MESSAGES.unreachable,
      data: { status: 502 },
    });
  });

  it("a form sent meanwhile is answered in Ninja Forms' shape", async () => {
    const { payload, contentType } = await multipart({ action: 'nf_ajax_submit' });
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/p/wp-admin/admin-ajax.php',
      headers: { ...APP_CLIENT, 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      data: {},
      errors: { form: { 'server-error': CONTENT_PROXY_MESSAGES.unreachable } },
      debug: [],
    });
  });
});

describe('without CONTENT_URL', () => {
  const testApp = useTestApp('pglite');

  it('our own content service answers', async () => {
    const response = await testApp().app.inject({ url: '/p/wp-json/wp/v2/pages?slug=servizi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()[0].title.rendered).toBe('I nostri servizi');
  });
});
