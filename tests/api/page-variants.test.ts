/**
 * What a server-rendered page's first HTML holds by the browser's technical cookies (issue 17):
 * - the cookie banner ("Consent"), for a browser whose marker does not say a choice is in force, so
 *   the banner is on the screen with the page; the same page without it for a browser that chose;
 * - the Italian rendering only for a shopper reading Italian ("Language"): one who chose English
 *   gets the shell, which the app renders in English, and no Italian page first.
 * The render module here is a stand-in for the app's build (`dist-ssr/`), answering one page.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { COOKIE_CHOICE_MARKER, COOKIE_PURPOSES_VERSION } from '../../src/domain/cookie-choice';
import { LANGUAGE_COOKIE } from '../../src/domain/language-cookie';
import { APP_CLIENT, useTestApp } from './helpers/test-app';

const BANNER = '<section class="cookie-banner">La tua scelta sui cookie</section>';

function fakeBuild(): { staticDir: string; ssrDir: string } {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'ebsn-dist-'));
  writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>Spesa online</title></head><body><div id="root"></div></body></html>',
  );
  const ssrDir = mkdtempSync(path.join(tmpdir(), 'ebsn-dist-ssr-'));
  const page = {
    kind: 'page',
    html: '<h1>Latte</h1>',
    state: '{}',
    chunks: [],
    cookieBanner: BANNER,
  };
  writeFileSync(
    path.join(ssrDir, 'entry-server.js'),
    `export async function renderPage() { return ${JSON.stringify(page)}; }`,
  );
  return { staticDir, ssrDir };
}

const build = fakeBuild();
afterAll(() => {
  rmSync(build.staticDir, { recursive: true, force: true });
  rmSync(build.ssrDir, { recursive: true, force: true });
});

describe('a server-rendered page and the cookie banner', () => {
  const testApp = useTestApp('pglite', build);
  const open = (cookie?: string) =>
    testApp().app.inject({
      url: '/catalog/category/latticini-e-uova',
      headers: { ...APP_CLIENT, ...(cookie === undefined ? {} : { cookie }) },
    });
  const withBanner = `<div id="root"><h1>Latte</h1></div><div id="early-cookie-banner">${BANNER}</div>`;

  it('carries the banner after the page for a browser that has not chosen', async () => {
    const page = await open();
    expect(page.body).toContain(withBanner);
    // The same address answers differently by cookie: no cache may keep one for the other.
    expect(page.headers.vary).toContain('cookie');
  });

  it('carries no banner for a browser whose marker says its choice is in force', async () => {
    const page = await open(`${COOKIE_CHOICE_MARKER}=${COOKIE_PURPOSES_VERSION}`);
    expect(page.body).toContain('<div id="root"><h1>Latte</h1></div>');
    expect(page.body).not.toContain('early-cookie-banner');
    // Asked again: a browser that comes back without its marker gets the banner once more.
    expect((await open()).body).toContain(withBanner);
  });

  it('asks again when the marker is of purposes since changed', async () => {
    const page = await open(`${COOKIE_CHOICE_MARKER}=${COOKIE_PURPOSES_VERSION - 1}`);
    expect(page.body).toContain(withBanner);
  });
});

describe('a server-rendered page and the language', () => {
  const testApp = useTestApp('pglite', build);
  const open = (cookie: string) =>
    testApp().app.inject({
      url: '/catalog/search?query=latte',
      headers: { ...APP_CLIENT, cookie },
    });

  it('is rendered in Italian for a shopper reading Italian', async () => {
    expect((await open(`${LANGUAGE_COOKIE}=it`)).body).toContain(
      '<div id="root"><h1>Latte</h1></div>',
    );
  });

  it('is the shell, for the app to render, for a shopper who chose English', async () => {
    const page = await open(`${LANGUAGE_COOKIE}=en`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root"></div>');
    expect(page.body).not.toContain('Latte');
    expect(page.body).not.toContain('early-cookie-banner');
  });

  it('is rendered in Italian when the cookie names no language of the shop', async () => {
    expect((await open(`${LANGUAGE_COOKIE}=xx`)).body).toContain('<h1>Latte</h1>');
  });
});
