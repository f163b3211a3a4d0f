/**
 * The news archive ('Archivio Messaggi', issue 14) as WordPress answers `/wp/v2/posts`: the shape,
 * paging headers, the cache-burst hash, filters (categories, search, after/before, slug), order,
 * `next=`/`previous=` around a post, an unknown post type, and `custom/v1/news`; seeded from
 * `content/news/`.
 */
import { describe, expect, it } from 'vitest';
import { newsOfFile, readNews, seedNews } from '../../server/db/news-seed';
import { contentCategories } from '../../server/db/schema';
import { backends, useTestApp } from './helpers/test-app';

const POSTS = '/p/wp-json/wp/v2/posts';
const SHOP = 'https://spesa.example.it';

interface Post {
  id: number;
  slug: string;
  date: string;
  date_gmt: string;
  type: string;
  link: string;
  title: { rendered: string };
  content: { rendered: string };
  excerpt: { rendered: string };
  categories: number[];
  sticky: boolean;
}

describe.each(backends)('content news (%s)', (backend) => {
  const testApp = useTestApp(backend, { publicUrl: SHOP });
  const get = async (url: string) => {
    const response = await testApp().app.inject({ method: 'GET', url });
    return { response, posts: response.json() as Post[] };
  };
  const news = readNews();
  const byDate = [...news].sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());

  it('answers the news newest first in WordPress post shape, 10 a page, ignoring the hash', async () => {
    expect(news.length).toBeGreaterThanOrEqual(8);
    const { response, posts } = await get(`${POSTS}?hash=1733000000-25-11-2026`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe(String(news.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(news.length / 10)));
    expect(posts.map((post) => post.slug)).toEqual(byDate.slice(0, 10).map((post) => post.slug));
    expect(posts[0]).toMatchObject({
      slug: 'orari-festivita-natalizie-2026',
      type: 'post',
      status: 'publish',
      link: `${SHOP}/profile/news-list#orari-festivita-natalizie-2026`,
      title: { rendered: 'Orari di Natale e Capodanno: ritiri e consegne' },
      // 09:00 in Milan on 20 November is 08:00 UTC.
      date: '2026-11-20T09:00:00',
      date_gmt: '2026-11-20T08:00:00',
      sticky: true,
      format: 'standard',
      comment_status: 'closed',
      tags: [],
      categories: [expect.any(Number)],
      guid: { rendered: expect.stringContaining('?p=') },
    });
    expect(posts[0]?.excerpt.rendered).toMatch(/^<p>/);
  });

  it('pages through the news with per_page and page, and refuses a page past the last', async () => {
    const first = await get(`${POSTS}?per_page=3&page=1`);
    const second = await get(`${POSTS}?per_page=3&page=2`);
    expect(first.response.headers['x-wp-totalpages']).toBe(String(Math.ceil(news.length / 3)));
    expect([...first.posts, ...second.posts].map((post) => post.slug)).toEqual(
      byDate.slice(0, 6).map((post) => post.slug),
    );
    const past = await get(`${POSTS}?per_page=3&page=${Math.ceil(news.length / 3) + 1}`);
    expect(past.response.statusCode).toBe(400);
    expect(past.response.json()).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'Il numero di pagina richiesto è maggiore del numero di pagine disponibili.',
      data: { status: 400 },
    });
    const ascending = await get(`${POSTS}?order=asc&orderby=date&per_page=2`);
    expect(ascending.posts.map((post) => post.slug)).toEqual(
      byDate
        .slice(-2)
        .reverse()
        .map((post) => post.slug),
    );
  });

  it('answers the post after and before another by date with next= and previous=', async () => {
    const { posts: all } = await get(`${POSTS}?per_page=100&order=asc`);
    const middle = all[3];
    if (middle === undefined) throw new Error('too few news');
    const next = await get(`${POSTS}?next=${middle.id}&per_page=1&orderby=date`);
    expect(next.posts.map((post) => post.id)).toEqual([all[4]?.id]);
    expect(next.response.headers['x-wp-total']).toBe(String(all.length - 4));
    const previous = await get(`${POSTS}?previous=${middle.id}&per_page=1`);
    expect(previous.posts.map((post) => post.id)).toEqual([all[2]?.id]);
    // The nearest two after it, in the order asked.
    const twoAfter = await get(`${POSTS}?next=${middle.id}&per_page=2&order=desc`);
    expect(twoAfter.posts.map((post) => post.id)).toEqual([all[5]?.id, all[4]?.id]);
    const newest = all[all.length - 1];
    const none = await get(`${POSTS}?next=${newest?.id ?? 0}`);
    expect(none.posts).toEqual([]);
    expect(none.response.headers['x-wp-total']).toBe('0');
  });

  it('filters by category, search (case and accents ignored), slug and after/before', async () => {
    const { posts: notices } = await get(`${POSTS}?search=RICHIAMO`);
    expect(notices.map((post) => post.slug)).toEqual(['richiamo-pesto-genovese']);
    const category = notices[0]?.categories[0] ?? 0;
    const inCategory = await get(`${POSTS}?categories=${category}&per_page=100`);
    const expected = news.filter((post) => post.category.name === 'Avvisi ai clienti');
    expect(inCategory.posts.map((post) => post.slug).sort()).toEqual(
      expected.map((post) => post.slug).sort(),
    );
    // 'È disponibile' is found typing 'e disponibile'.
    const accents = await get(`${POSTS}?search=${encodeURIComponent('e disponibile la nuova')}`);
    expect(accents.posts.map((post) => post.slug)).toEqual(['aggiornamento-app']);
    const accented = await get(`${POSTS}?search=${encodeURIComponent('FESTIVITÀ')}`);
    expect(accented.posts.map((post) => post.slug)).toContain('orari-festivita-natalizie-2026');
    const october = await get(
      `${POSTS}?after=2026-10-01T00:00:00&before=2026-11-01T00:00:00&per_page=100`,
    );
    expect(october.posts.map((post) => post.slug).sort()).toEqual(
      news
        .filter((post) => post.publishedAt.toISOString() >= '2026-09-30T22:00:00')
        .filter((post) => post.publishedAt.toISOString() < '2026-10-31T23:00:00')
        .map((post) => post.slug)
        .sort(),
    );
    const utc = await get(`${POSTS}?after=2026-11-20T07:59:59Z`);
    expect(utc.posts.map((post) => post.slug)).toEqual(['orari-festivita-natalizie-2026']);
    const slugs = await get(`${POSTS}?slug=invita-un-amico,aggiornamento-app`);
    expect(slugs.posts).toHaveLength(2);
    expect((await get(`${POSTS}?slug=non-esiste`)).posts).toEqual([]);
  });

  it('answers one post by id, and an unknown id, post type or endpoint as WordPress does', async () => {
    const { posts } = await get(`${POSTS}?per_page=1`);
    const one = await testApp().app.inject({ method: 'GET', url: `${POSTS}/${posts[0]?.id ?? 0}` });
    expect(one.json()).toMatchObject({ slug: posts[0]?.slug });
    const unknown = await testApp().app.inject({ method: 'GET', url: `${POSTS}/999999` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'ID articolo non valido.',
      data: { status: 404 },
    });
    for (const url of [
      '/p/wp-json/wp/v2/ricette',
      '/p/wp-json/wp/v2/ricette/1',
      '/p/wp-json/custom/v1/ricette',
    ]) {
      const response = await testApp().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        code: 'rest_no_route',
        message: "Nessun percorso corrisponde all'URL e al metodo richiesto.",
        data: { status: 404 },
      });
    }
    // Pages and FAQ still answer from their own calls.
    expect((await get('/p/wp-json/wp/v2/pages?slug=servizi')).posts).toHaveLength(1);
    expect((await get('/p/wp-json/wp/v2/faq?per_page=1')).response.statusCode).toBe(200);
  });

  it('refuses per_page over 100, bad dates and categories, an unknown next id, and next with previous', async () => {
    const cases: [string, number, string, string][] = [
      [`${POSTS}?per_page=101`, 400, 'rest_invalid_param', 'per_page'],
      [`${POSTS}?per_page=0`, 400, 'rest_invalid_param', 'per_page'],
      [`${POSTS}?page=0`, 400, 'rest_invalid_param', 'page'],
      [`${POSTS}?after=ieri`, 400, 'rest_invalid_param', 'after'],
      [`${POSTS}?before=2026-13-45T99:00:00`, 400, 'rest_invalid_param', 'before'],
      [`${POSTS}?categories=uno`, 400, 'rest_invalid_param', 'categories'],
      [`${POSTS}?next=1e309`, 400, 'rest_invalid_param', 'next'],
      [`${POSTS}?next=1&previous=2`, 400, 'rest_invalid_param', 'previous'],
      [`${POSTS}?search=a%00b`, 400, 'rest_invalid_param', 'search'],
      [`${POSTS}?orderby=random`, 400, 'rest_invalid_param', 'orderby'],
    ];
    for (const [url, status, code, param] of cases) {
      const response = await testApp().app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status });
      expect(response.json()).toMatchObject({
        code,
        data: { status, params: { [param]: expect.any(String) } },
      });
    }
    const unknownNext = await get(`${POSTS}?next=999999`);
    expect(unknownNext.response.statusCode).toBe(404);
    expect(unknownNext.response.json()).toMatchObject({ code: 'rest_post_invalid_id' });
  });

  it('answers custom/v1/news with the category names flattened and the same paging', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/custom/v1/news?per_page=2&page=1&hash=1733000000-25-11-2026',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe(String(news.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(news.length / 2)));
    expect(response.json()).toEqual([
      expect.objectContaining({
        slug: 'orari-festivita-natalizie-2026',
        title: 'Orari di Natale e Capodanno: ritiri e consegne',
        date: '2026-11-20T09:00:00',
        categories: ['Orari e aperture'],
        link: `${SHOP}/profile/news-list#orari-festivita-natalizie-2026`,
      }),
      expect.objectContaining({ slug: byDate[1]?.slug }),
    ]);
  });

  it('follows the files: a changed post is updated, a removed one and its unused category removed', async () => {
    const { db } = testApp();
    expect(await seedNews(db)).toBe(0);
    const changed = news
      .filter((post) => post.slug !== 'invita-un-amico')
      .map((post) =>
        post.slug === 'aggiornamento-app' ? { ...post, title: "Nuova versione dell'app" } : post,
      );
    expect(await seedNews(db, changed)).toBe(1);
    expect((await get(`${POSTS}?slug=invita-un-amico`)).posts).toEqual([]);
    expect((await get(`${POSTS}?slug=aggiornamento-app`)).posts[0]?.title.rendered).toBe(
      "Nuova versione dell'app",
    );
    // 'Promozioni' held only that post.
    const names = (await db.select().from(contentCategories)).map((row) => row.name);
    expect(names).not.toContain('Promozioni');
    await seedNews(db);
    expect((await get(`${POSTS}?slug=invita-un-amico`)).posts).toHaveLength(1);
  });

  it('refuses a news file without a category or with a wrong date, naming the file', () => {
    expect(() =>
      newsOfFile('a.html', "---\ntitle: 'A'\ndate: 2026-01-01T09:00\n---\n<p>x</p>"),
    ).toThrow(/^a\.html: category/);
    expect(() =>
      newsOfFile('b.html', "---\ntitle: 'B'\ndate: ieri\ncategory: 'X'\n---\n<p>x</p>"),
    ).toThrow(/^b\.html: date/);
  });
});
