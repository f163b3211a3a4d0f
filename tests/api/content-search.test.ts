/**
 * The content search (issue 14: "Site search returns content results (pages, FAQ) beside
 * products"): `/wp/v2/search` in WordPress's search-result shape over pages, FAQ and news, with
 * subtypes, paging headers and WordPress's refusals, and the compact `custom/ali/search?q=`. The
 * expected hits are worked out here from the content files, not from the server.
 */
import { describe, expect, it } from 'vitest';
import { readContentPages } from '../../server/db/content-seed';
import { readFaq } from '../../server/db/faq-seed';
import { readNews } from '../../server/db/news-seed';
import { backends, useTestApp } from './helpers/test-app';

const SEARCH = '/p/wp-json/wp/v2/search';
const SHOP = 'https://spesa.example.it';

interface Result {
  id: number;
  title: string;
  url: string;
  type: string;
  subtype: string;
  _links: { self?: { href: string; embeddable: boolean }[]; about: { href: string }[] };
}

const fold = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** What the files hold: [subtype, slug, title, body]. */
const CONTENT: [string, string, string, string][] = [
  ...readContentPages().map((page): [string, string, string, string] => [
    'page',
    page.slug,
    page.title,
    page.contentHtml,
  ]),
  ...readFaq().map((entry): [string, string, string, string] => [
    'faq',
    entry.slug,
    entry.question,
    entry.answerHtml,
  ]),
  ...readNews().map((post): [string, string, string, string] => [
    'post',
    post.slug,
    post.title,
    post.contentHtml,
  ]),
];

/** The titles whose title or text holds `words`, case and accents ignored. */
const expectedTitles = (words: string, subtypes = ['page', 'faq', 'post']) =>
  CONTENT.filter(([subtype]) => subtypes.includes(subtype))
    .filter(([, , title, body]) => fold(`${title} ${body}`).includes(fold(words)))
    .map(([, , title]) => title)
    .sort();

describe.each(backends)('content search (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: SHOP });
  const get = async (url: string) => {
    const response = await testApp().app.inject({ method: 'GET', url });
    return { response, results: response.json() as Result[] };
  };

  it('finds pages, FAQ and news holding the words, in WordPress search-result shape, titles first', async () => {
    const { response, results } = await get(`${SEARCH}?search=locker&per_page=100`);
    expect(response.statusCode).toBe(200);
    const expected = expectedTitles('locker');
    expect(expected.length).toBeGreaterThan(5);
    expect(results.map((result) => result.title).sort()).toEqual(expected);
    expect(response.headers['x-wp-total']).toBe(String(expected.length));
    expect(response.headers['x-wp-totalpages']).toBe('1');
    expect(new Set(results.map((result) => result.subtype))).toEqual(
      new Set(['page', 'faq', 'post']),
    );
    // Those with the word in the title come first.
    const inTitle = results.map((result) => fold(result.title).includes('locker'));
    expect(inTitle).toEqual([...inTitle].sort((a, b) => Number(b) - Number(a)));
    expect(inTitle[0]).toBe(true);
    const page = results.find(
      (result) => result.subtype === 'page' && result.url.endsWith('/servizi'),
    );
    expect(page).toEqual({
      id: expect.any(Number),
      title: 'I nostri servizi',
      url: `${SHOP}/page/servizi`,
      type: 'post',
      subtype: 'page',
      _links: {
        self: [{ embeddable: true, href: `${SHOP}/p/wp-json/wp/v2/pages/${page?.id ?? 0}` }],
        about: [{ href: `${SHOP}/p/wp-json/wp/v2/types/page` }],
      },
    });
    const faq = results.find((result) => result.subtype === 'faq');
    expect(faq?.url).toMatch(new RegExp(`^${SHOP}/faq#[a-z0-9-]+$`));
    const news = results.find((result) => result.subtype === 'post');
    expect(news?.url).toMatch(new RegExp(`^${SHOP}/profile/news-list#[a-z0-9-]+$`));
  });

  it('ignores case and accents, and never matches inside HTML tags', async () => {
    const perche = await get(`${SEARCH}?search=PERCHE&per_page=100`);
    expect(perche.results.map((result) => result.title).sort()).toEqual(expectedTitles('perché'));
    expect(perche.results.length).toBeGreaterThan(0);
    const accented = await get(`${SEARCH}?search=${encodeURIComponent('festività')}&per_page=100`);
    expect(accented.results.map((result) => result.title).sort()).toEqual(
      expectedTitles('festivita'),
    );
    expect(accented.results.length).toBeGreaterThan(0);
    // `strong` is in the tags of several texts, never in their words.
    expect((await get(`${SEARCH}?search=strong`)).results).toEqual([]);
    expect((await get(`${SEARCH}?search=${encodeURIComponent('%_%')}`)).results).toEqual([]);
  });

  it('keeps the subtypes asked for (posts taken as post), and pages through the results as the app asks (24)', async () => {
    const faqOnly = await get(`${SEARCH}?search=locker&subtype=faq&per_page=100`);
    expect(faqOnly.results.map((result) => result.title).sort()).toEqual(
      expectedTitles('locker', ['faq']),
    );
    const newsAndPages = await get(
      `${SEARCH}?search=locker&subtype=posts,page&type=post&per_page=100`,
    );
    expect(newsAndPages.results.map((result) => result.title).sort()).toEqual(
      expectedTitles('locker', ['post', 'page']),
    );
    const all = await get(`${SEARCH}?per_page=24`);
    expect(all.response.headers['x-wp-total']).toBe(String(CONTENT.length));
    expect(all.response.headers['x-wp-totalpages']).toBe(String(Math.ceil(CONTENT.length / 24)));
    expect(all.results).toHaveLength(Math.min(24, CONTENT.length));
    const second = await get(`${SEARCH}?per_page=24&page=2`);
    const ids = new Set(
      [...all.results, ...second.results].map((result) => `${result.subtype}${result.id}`),
    );
    expect(ids.size).toBe(all.results.length + second.results.length);
    const nothing = await get(`${SEARCH}?search=zzzyyyxxx`);
    expect(nothing.results).toEqual([]);
    expect(nothing.response.headers['x-wp-total']).toBe('0');
  });

  it('refuses a page past the last, per_page over 100 and unknown types in WordPress shape', async () => {
    const past = await get(`${SEARCH}?search=locker&page=50`);
    expect(past.response.statusCode).toBe(400);
    expect(past.response.json()).toEqual({
      code: 'rest_search_invalid_page_number',
      message: 'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
      data: { status: 400 },
    });
    for (const [query, param] of [
      ['per_page=101', 'per_page'],
      ['type=term', 'type'],
      ['subtype=product', 'subtype'],
      ['page=1e309', 'page'],
      ['search=a%00', 'search'],
    ] as const) {
      const { response } = await get(`${SEARCH}?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [param]: expect.any(String) } },
      });
    }
  });

  it('answers custom/ali/search compactly: kind, title, url and a plain-text excerpt around the match', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/custom/ali/search?q=preautorizzazione',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      q: string;
      total: number;
      results: { kind: string; title: string; url: string; excerpt: string }[];
    };
    expect(body.q).toBe('preautorizzazione');
    expect(body.total).toBe(expectedTitles('preautorizzazione').length);
    expect(body.results.map((result) => result.title).sort()).toEqual(
      expectedTitles('preautorizzazione'),
    );
    for (const result of body.results) {
      expect(['page', 'faq', 'post']).toContain(result.kind);
      expect(result.excerpt).not.toMatch(/[<>]/);
      expect(result.excerpt.length).toBeLessThanOrEqual(162);
    }
    expect(body.results.some((result) => fold(result.excerpt).includes('preautorizzazione'))).toBe(
      true,
    );
    const limited = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/custom/ali/search?q=a&per_page=3',
    });
    expect((limited.json() as { results: unknown[]; total: number }).results).toHaveLength(3);
    for (const url of ['/p/wp-json/custom/ali/search', '/p/wp-json/custom/ali/search?q=']) {
      const refused = await testApp().app.inject({ method: 'GET', url });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'rest_invalid_param',
        data: { params: { q: expect.any(String) } },
      });
    }
  });
});
