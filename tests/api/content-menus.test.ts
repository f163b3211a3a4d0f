/**
 * The content service's menus (issue 14; account-and-platform.md §3 "Menu entry", §2 "Footer link
 * menu (some items hidden in the mobile app)"), answered as the "WP API Menus" plugin (v2) answers
 * `/wp-api-menus/v2/menu-locations/{location}`: a tree of entries with title, url, children,
 * classes and target, seeded from `content/menus/`.
 */
import { describe, expect, it } from 'vitest';
import { readMenus, seedMenus } from '../../server/db/menus-seed';
import { backends, useTestApp } from './helpers/test-app';

const MENUS = '/p/wp-json/wp-api-menus/v2/menu-locations';

interface Entry {
  ID: number;
  order: number;
  parent: number;
  title: string;
  url: string;
  target: string;
  classes: string;
  type: string;
  children: Entry[];
}

const flatten = (entries: readonly Entry[]): Entry[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.children)]);

describe.each(backends)('content menus (%s)', (backend) => {
  const testApp = useTestApp(backend);
  const get = async (location: string) => {
    const response = await testApp().app.inject({ method: 'GET', url: `${MENUS}/${location}` });
    return { response, entries: response.json() as Entry[] };
  };

  it('answers the footer as a tree in the plugin shape, its children nested under their parent', async () => {
    const { response, entries } = await get('footer');
    expect(response.statusCode).toBe(200);
    expect(entries.map((entry) => entry.title)).toEqual([
      'Spesa online',
      'Assistenza',
      'Note legali',
      "Scarica l'app",
    ]);
    const legal = entries.find((entry) => entry.title === 'Note legali');
    expect(legal).toMatchObject({
      parent: 0,
      url: '/page/condizioni-di-vendita',
      target: '',
      classes: '',
      attr: '',
      xfn: '',
      description: '',
      object: 'custom',
      type: 'custom',
      type_label: 'Link personalizzato',
    });
    expect(legal?.children.map((child) => [child.title, child.url])).toEqual([
      ['Condizioni di vendita', '/page/condizioni-di-vendita'],
      ['Informativa privacy', '/page/informativa-privacy'],
      ['Cookie policy', '/page/cookie-policy'],
    ]);
    for (const child of legal?.children ?? []) {
      expect(child.parent).toBe(legal?.ID);
      expect(child.children).toEqual([]);
    }
    // The plugin's order runs over the whole menu, parents before their children.
    const orders = flatten(entries).map((entry) => entry.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it("marks the footer entries the mobile app hides with the class 'hide-in-app', and opens the store link in a new window", async () => {
    const { entries } = await get('footer');
    const hidden = flatten(entries)
      .filter((entry) => entry.classes.split(' ').includes('hide-in-app'))
      .map((entry) => entry.title);
    expect(hidden).toEqual(['Lavora con noi', 'Cookie policy', "Scarica l'app"]);
    const store = entries.find((entry) => entry.title === "Scarica l'app");
    expect(store).toMatchObject({
      target: '_blank',
      classes: 'hide-in-app app-store-link',
      url: expect.stringMatching(/^https:\/\//),
    });
    const work = flatten(entries).find((entry) => entry.title === 'Lavora con noi');
    expect(work?.url).toBe('/form/2');
  });

  it('answers the header and the mobile links drawer with the shop paths', async () => {
    const header = await get('header');
    expect(header.entries[0]).toMatchObject({ title: 'Servizi', url: '/page/servizi' });
    expect(header.entries[0]?.children.map((child) => child.url)).toEqual([
      '/page/servizi#ritiro-in-negozio',
      '/page/servizi#locker',
      '/page/servizi#consegna-in-azienda',
    ]);
    const drawer = await get('links-drawer');
    const urls = flatten(drawer.entries).map((entry) => entry.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/page/servizi',
        '/vantaggi',
        '/profile/news-list',
        '/faq',
        '/form/1',
      ]),
    );
  });

  it('answers an unknown location with an empty array, as the plugin does', async () => {
    const { response, entries } = await get('nessuna');
    expect(response.statusCode).toBe(200);
    expect(entries).toEqual([]);
    const long = await get('x'.repeat(61));
    expect(long.response.statusCode).toBe(400);
    expect(long.response.json()).toMatchObject({
      code: 'rest_invalid_param',
      data: { status: 400, params: { location: expect.any(String) } },
    });
  });

  it('follows the files: a moved entry keeps its id, a renamed one is new, a removed file empties its location', async () => {
    const { db } = testApp();
    expect(await seedMenus(db)).toBe(0);
    const before = flatten((await get('footer')).entries);
    const rows = readMenus();
    const changed = rows
      .filter((row) => row.location !== 'links-drawer')
      .map((row) =>
        row.location === 'footer' && row.itemKey === 'note-legali/cookie-policy'
          ? { ...row, menuOrder: 0, title: 'Cookie policy' }
          : row.location === 'footer' && row.itemKey === 'assistenza/contatti'
            ? { ...row, itemKey: 'assistenza/dove-siamo', title: 'Dove siamo' }
            : row,
      );
    await seedMenus(db, changed);
    const after = flatten((await get('footer')).entries);
    const idOf = (entries: Entry[], title: string) =>
      entries.find((entry) => entry.title === title)?.ID;
    expect(idOf(after, 'Cookie policy')).toBe(idOf(before, 'Cookie policy'));
    expect(idOf(after, 'Contatti')).toBeUndefined();
    expect(idOf(after, 'Dove siamo')).toBeGreaterThan(0);
    expect((await get('links-drawer')).entries).toEqual([]);
    await seedMenus(db);
    expect(flatten((await get('links-drawer')).entries).length).toBeGreaterThan(5);
  });

  it('refuses a menu file that is malformed, naming the file', async () => {
    const { menuOfFile } = await import('../../server/db/menus-seed');
    expect(() =>
      menuOfFile(
        'footer.json',
        JSON.stringify({ name: 'x', items: [{ title: 'a', url: 'javascript:alert(1)' }] }),
      ),
    ).toThrow(/^footer\.json: items\.0\.url/);
    expect(() =>
      menuOfFile(
        'footer.json',
        JSON.stringify({
          name: 'x',
          items: [
            { title: 'A', url: '/a' },
            { title: 'a', url: '/b' },
          ],
        }),
      ),
    ).toThrow(/footer\.json: two entries/);
  });
});
