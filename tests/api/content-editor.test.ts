/**
 * The staff's content editor (issue 16 "The content editor"): an editor's draft is not what the
 * shop serves until it is published, then the content service answers it at once; saved HTML is
 * sanitised; only staff with the role `editor` reach the calls; bad input is refused in Italian
 * and changes nothing; the seeding from `content/` leaves a published edit alone.
 */
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { seedContentPages } from '../../server/db/content-seed';
import { contentDrafts, contentPages, contentRevisions } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { contentEditorMessages } from '../../src/domain/content-editor';
import { staffMessages } from '../../src/domain/staff';
import { newShopper } from './helpers/cart';
import { callAs } from './helpers/shoppers';
import { staffSessionFor } from './helpers/staff';
import { APP_CLIENT, backends, bodyOf, expectFailure, useTestApp } from './helpers/test-app';

const API = '/ebsn/api/content-editor';

interface Version {
  title: string;
  html: string;
  link: string;
}
interface Item {
  kind: string;
  id: number;
  group: string;
  storefrontPath: string;
  published: Version;
  draft: (Version & { staffName: string }) | null;
  revisions: { title: string; staffName: string }[];
}
interface ListData {
  kind: string;
  items: { id: number; title: string; group: string; hasDraft: boolean }[];
}

function call(
  app: FastifyInstance,
  cookie: string | null,
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  const headers = cookie === null ? APP_CLIENT : { ...APP_CLIENT, cookie };
  return payload === undefined
    ? app.inject({ method: 'GET', url, headers })
    : app.inject({ method: 'POST', url, headers, payload });
}

function itemOf(reply: LightMyRequestResponse): Item {
  if (reply.statusCode !== 200) throw new Error(`HTTP ${reply.statusCode}: ${reply.body}`);
  return bodyOf(reply).data as Item;
}

async function servedPage(app: FastifyInstance, slug: string) {
  const reply = await app.inject({ url: `/p/wp-json/wp/v2/pages?slug=${slug}` });
  const [page] = reply.json() as { title: { rendered: string }; content: { rendered: string } }[];
  if (page === undefined) throw new Error(`No page ${slug}`);
  return { title: page.title.rendered, html: page.content.rendered };
}

async function pageId(db: Db, slug: string): Promise<number> {
  const [row] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(eq(contentPages.slug, slug));
  if (row === undefined) throw new Error(`No page ${slug}`);
  return row.id;
}

async function draftCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.kind, 'page'), eq(contentDrafts.itemId, id)));
  return row?.value ?? 0;
}

const CALLS: readonly [string, object | undefined][] = [
  [`${API}/list?kind=page`, undefined],
  [`${API}/item?kind=page&id=1`, undefined],
  [`${API}/save-draft`, { kind: 'page', id: 1, title: 'Prova', html: '<p>x</p>' }],
  [`${API}/publish`, { kind: 'page', id: 1 }],
  [`${API}/discard-draft`, { kind: 'page', id: 1 }],
];

describe.each(backends)('content editor (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it('an editor saves a draft: the shop still serves the published text; publishing serves the new one at once', async () => {
    const { app, db } = testApp();
    const editor = await staffSessionFor(db, ['editor']);
    const id = await pageId(db, 'servizi');
    const before = await servedPage(app, 'servizi');

    const listed = bodyOf(await call(app, editor, `${API}/list?kind=page`)).data as ListData;
    expect(listed.items.find((item) => item.id === id)).toMatchObject({
      title: before.title,
      group: 'servizi',
      hasDraft: false,
    });

    const saved = itemOf(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'page',
        id,
        title: '  Servizi rinnovati  ',
        html: '<h2>Novità</h2><p>Ritiro in <strong>negozio</strong> anche la domenica.</p>',
      }),
    );
    expect(saved.draft).toMatchObject({
      title: 'Servizi rinnovati',
      html: '<h2>Novità</h2><p>Ritiro in <strong>negozio</strong> anche la domenica.</p>',
      staffName: 'Prova',
    });
    expect(saved.published.title).toBe(before.title);
    expect(saved.storefrontPath).toBe('/page/servizi');
    expect(await servedPage(app, 'servizi')).toEqual(before);
    const relisted = bodyOf(await call(app, editor, `${API}/list?kind=page`)).data as ListData;
    expect(relisted.items.find((item) => item.id === id)?.hasDraft).toBe(true);

    const published = itemOf(await call(app, editor, `${API}/publish`, { kind: 'page', id }));
    expect(published.draft).toBeNull();
    expect(published.published.title).toBe('Servizi rinnovati');
    expect(published.revisions[0]).toMatchObject({
      title: 'Servizi rinnovati',
      staffName: 'Prova',
    });
    expect(await servedPage(app, 'servizi')).toEqual({
      title: 'Servizi rinnovati',
      html: '<h2>Novità</h2><p>Ritiro in <strong>negozio</strong> anche la domenica.</p>',
    });

    // A second publish has no draft to publish.
    expectFailure(await call(app, editor, `${API}/publish`, { kind: 'page', id }), 400, [
      contentEditorMessages.noDraft.message,
    ]);

    // Seeding again from content/ leaves the published edit alone.
    await seedContentPages(db);
    expect((await servedPage(app, 'servizi')).title).toBe('Servizi rinnovati');
  });

  it('discarding a draft keeps the published version', async () => {
    const { app, db } = testApp();
    const editor = await staffSessionFor(db, ['editor']);
    const id = await pageId(db, 'chi-siamo');
    const before = await servedPage(app, 'chi-siamo');
    itemOf(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'page',
        id,
        title: 'Bozza da scartare',
        html: '<p>Non pubblicare</p>',
      }),
    );
    const discarded = itemOf(await call(app, editor, `${API}/discard-draft`, { kind: 'page', id }));
    expect(discarded.draft).toBeNull();
    expect(await draftCount(db, id)).toBe(0);
    expect(await servedPage(app, 'chi-siamo')).toEqual(before);
  });

  it('script, event handlers, javascript: links and iframes are removed when a draft is saved', async () => {
    const { app, db } = testApp();
    const editor = await staffSessionFor(db, ['editor']);
    const id = await pageId(db, 'contatti');
    const saved = itemOf(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'page',
        id,
        title: 'Contatti',
        html: [
          '<p onclick="alert(1)">Scrivici</p>',
          '<script>alert(2)</script>',
          '<img src="x" onerror="alert(3)" alt="logo">',
          '<a href="javascript:alert(4)">clic</a>',
          '<a href="https://example.it" target="_blank">sito</a>',
          '<iframe src="https://evil.example"></iframe>',
          '<form action="/x"><input name="q"></form>',
          '<p style="background:url(x)">stile</p>',
        ].join(''),
      }),
    );
    const html = saved.draft?.html ?? '';
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|<form|<input|style=/i);
    expect(html).toContain('<p>Scrivici</p>');
    expect(html).toContain('<img src="x" alt="logo">');
    expect(html).toContain('<a>clic</a>');
    expect(html).toContain(
      '<a href="https://example.it" target="_blank" rel="noopener noreferrer">sito</a>',
    );
  });

  it('menus and slides are edited by title and link; a link that is not a shop path or https is refused', async () => {
    const { app, db } = testApp();
    const editor = await staffSessionFor(db, ['editor']);
    const menu = bodyOf(await call(app, editor, `${API}/list?kind=menu`)).data as ListData;
    const footerEntry = menu.items.find((item) => item.group === 'footer');
    if (footerEntry === undefined) throw new Error('No footer entry');
    expectFailure(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'menu',
        id: footerEntry.id,
        title: 'Aiuto',
        link: 'javascript:alert(1)',
      }),
      400,
      [contentEditorMessages.linkInvalid.message],
    );
    itemOf(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'menu',
        id: footerEntry.id,
        title: 'Aiuto e domande',
        link: '/faq',
        html: '<p>ignorato</p>',
      }),
    );
    const published = itemOf(
      await call(app, editor, `${API}/publish`, { kind: 'menu', id: footerEntry.id }),
    );
    expect(published.published).toEqual({ title: 'Aiuto e domande', html: '', link: '/faq' });
    const served = await app.inject({ url: '/p/wp-json/wp-api-menus/v2/menu-locations/footer' });
    expect(served.body).toContain('Aiuto e domande');

    const slides = bodyOf(await call(app, editor, `${API}/list?kind=slide`)).data as ListData;
    expect(slides.items.length).toBeGreaterThan(0);
    const faq = bodyOf(await call(app, editor, `${API}/list?kind=faq`)).data as ListData;
    expect(faq.items.length).toBe(24);
  });

  it('bad input gets the Italian message and changes nothing', async () => {
    const { app, db } = testApp();
    const editor = await staffSessionFor(db, ['editor']);
    const id = await pageId(db, 'vantaggi');
    const before = await servedPage(app, 'vantaggi');
    const save = (title: string) =>
      call(app, editor, `${API}/save-draft`, { kind: 'page', id, title, html: '<p>x</p>' });
    expectFailure(await save('   '), 400, [contentEditorMessages.titleRequired.message]);
    expectFailure(await save('a'.repeat(201)), 400, [contentEditorMessages.titleTooLong.message]);
    expectFailure(
      await call(app, editor, `${API}/save-draft`, {
        kind: 'page',
        id,
        title: 'Lungo',
        html: 'a'.repeat(12_001),
      }),
      400,
      [contentEditorMessages.htmlTooLong.message],
    );
    expectFailure(
      await call(app, editor, `${API}/save-draft`, { kind: 'page', id: 999999, title: 'Nessuna' }),
      404,
      [contentEditorMessages.itemNotFound.message],
    );
    expect((await call(app, editor, `${API}/list?kind=post`)).statusCode).toBe(400);
    expect(await draftCount(db, id)).toBe(0);
    expect(await servedPage(app, 'vantaggi')).toEqual(before);
    const [revisions] = await db
      .select({ value: count() })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.kind, 'page'), eq(contentRevisions.itemId, id)));
    expect(revisions?.value).toBe(0);
  });

  it.each(CALLS)('a customer session gets 403 on %s', async (url, payload) => {
    const { app, db } = testApp();
    const shopper = await newShopper(db);
    const reply = await callAs(
      app,
      shopper,
      url,
      payload === undefined ? {} : { method: 'POST', payload },
    );
    expectFailure(reply, 403, [staffMessages.staffOnly.message], shopper.userId);
  });

  it.each(CALLS)('staff without the editor role get 403 on %s', async (url, payload) => {
    const { app, db } = testApp();
    const staff = await staffSessionFor(db, ['customer-care', 'auditor']);
    expectFailure(await call(app, staff, url, payload), 403, [staffMessages.roleMissing.message]);
  });

  it.each(CALLS)('a visitor gets 403 on %s', async (url, payload) => {
    const { app } = testApp();
    expectFailure(await call(app, null, url, payload), 403, [staffMessages.staffOnly.message]);
  });
});
