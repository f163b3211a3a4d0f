import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { CatalogSnapshot } from '../../server/modules/catalog/snapshot';
import { createPageCache } from '../../server/plugins/page-cache';
import { allowScripts, inlineScriptHashes } from '../../server/plugins/inline-script-hashes';
import { encodePage, pageEncoding } from '../../server/plugins/page-encoding';
import {
  modulePreloads,
  pageHtml,
  type BuildManifest,
  type RenderedPage,
} from '../../server/plugins/page-render';
import { hydrationChunks, SERVER_RENDERED_ROUTES } from '../../src/app/server-rendered';

const TEMPLATE =
  '<html><head><title>Spesa online</title></head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index.js"></script></body></html>';

describe('a server-rendered page in index.html', () => {
  it("puts the markup, with the router's scripts of its state, in #root", () => {
    const markup = '<h1>Latte</h1><script>$_TSR.router={}</script>';
    const html = pageHtml(TEMPLATE, { html: markup });
    expect(html).toContain(`<div id="root">${markup}</div>`);
    expect(html).not.toContain('server-state');
  });

  it("moves React's image preloads from the markup into the head", () => {
    const preload = '<link rel="preload" as="image" href="/logo.svg"/>';
    const html = pageHtml(TEMPLATE, { html: `${preload}<header>Spesa</header>` });
    expect(html).toContain(`${preload}</head>`);
    expect(html).toContain('<div id="root"><header>Spesa</header></div>');
  });
});

describe("the CSP of a page with the router's inline scripts", () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('names each inline script by the hash of its text, once, and no script with a source', () => {
    const html =
      '<script data-tsr-stream-part="">self.$_TSR={}</script><p>Latte</p>' +
      '<script>document.currentScript.remove()</script><script>self.$_TSR={}</script>' +
      '<script type="module" src="/assets/index.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      sha256('self.$_TSR={}'),
      sha256('document.currentScript.remove()'),
    ]);
  });

  it('hashes the text as the browser reads it: up to the first </script>, entities and all', () => {
    expect(inlineScriptHashes('<script>a="&lt;/p>"</script>"</script>')).toEqual([
      sha256('a="&lt;/p>"'),
    ]);
  });

  it("adds the hashes to script-src only, and keeps the policy's other directives", () => {
    const policy = "default-src 'self';script-src 'self';script-src-attr 'none'";
    expect(allowScripts(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-a' 'sha256-b';script-src-attr 'none'",
    );
    expect(allowScripts(policy, [])).toBe(policy);
  });

  it('refuses a policy without script-src rather than send one that allows nothing new', () => {
    expect(() => allowScripts("default-src 'self'", ["'sha256-a'"])).toThrow('no script-src');
  });
});

describe('the chunks a rendered page preloads', () => {
  const manifest: BuildManifest = {
    'index.html': { file: 'assets/index.js' },
    'src/app/start.tsx': { file: 'assets/start.js', imports: ['_libraries.js'] },
    '_libraries.js': { file: 'assets/libraries.js' },
    'src/routes/catalog/product/$slug.tsx?tsr-split=component': {
      file: 'assets/slug.js',
      imports: ['_libraries.js', '_Breadcrumbs.js'],
    },
    '_Breadcrumbs.js': { file: 'assets/Breadcrumbs.js', imports: ['_libraries.js'] },
    'src/locales/it/storefront.po': { file: 'assets/storefront.js' },
    'src/app/hydrate-page.tsx': { file: 'assets/hydrate-page.js', imports: ['_libraries.js'] },
  };

  it("are the app with its libraries first, then the route's chunk, what it imports, the storefront's texts and the page's hydration, less the entry", () => {
    expect(
      modulePreloads(manifest, hydrationChunks('src/routes/catalog/product/$slug.tsx')),
    ).toEqual([
      '/assets/libraries.js',
      '/assets/start.js',
      '/assets/Breadcrumbs.js',
      '/assets/slug.js',
      '/assets/storefront.js',
      '/assets/hydrate-page.js',
    ]);
  });

  it('are preload links in an inert template, for the page to move into its head as the app starts', () => {
    const html = pageHtml(TEMPLATE, { html: '<h1>Latte</h1>' }, ['/assets/slug.js', '/a"b.js']);
    expect(html).toContain(
      '<template id="server-chunks"><link rel="modulepreload" crossorigin href="/assets/slug.js">' +
        '<link rel="modulepreload" crossorigin href="/a&quot;b.js"></template>',
    );
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('modulepreload');
  });

  it('name, for every server-rendered route, the file that declares it', () => {
    for (const [id, file] of SERVER_RENDERED_ROUTES) {
      expect(readFileSync(file, 'utf8')).toContain(`createFileRoute('${id}')`);
    }
  });

  it('are of routes that tell the app when React has their content (src/shared/route-taken-over.ts)', () => {
    for (const file of SERVER_RENDERED_ROUTES.values()) {
      expect(readFileSync(file, 'utf8'), file).toMatch(/^ {2}useRouteTakenOver\(\);$/m);
    }
  });
});

describe('the page encoding', () => {
  it('prefers brotli, then gzip, else none', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip;q=1.0, deflate')).toBe('gzip');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding('deflate')).toBe('identity');
  });

  it('compresses a page once, whatever the number of requests', () => {
    const page = {};
    const text = '<p>Frutta e verdura</p>'.repeat(100);
    const html = vi.fn(() => text);
    const br = encodePage(page, html, 'br');
    expect(encodePage(page, html, 'br')).toBe(br);
    expect(brotliDecompressSync(br).toString()).toBe(text);
    expect(gunzipSync(encodePage(page, html, 'gzip')).toString()).toBe(text);
    expect(encodePage(page, html, 'identity').toString()).toBe(text);
    expect(encodePage(page, html, 'gzip')).toBe(encodePage(page, html, 'gzip'));
    // One rendering of the text per encoding made.
    expect(html).toHaveBeenCalledTimes(3);
  });
});

describe('the cache of rendered guest pages', () => {
  const page = (html: string): RenderedPage => ({
    kind: 'page',
    html,
    chunks: [],
    cookieBanner: '',
  });
  const snapshot = () => ({}) as CatalogSnapshot;

  it('renders a page once per catalogue version, and again when the catalogue changes', async () => {
    const cache = createPageCache();
    const render = vi.fn(async () => page('<h1>Latte</h1>'));
    const first = snapshot();
    await cache.get(first, '/catalog/product/latte', render);
    await cache.get(first, '/catalog/product/latte', render);
    expect(render).toHaveBeenCalledTimes(1);
    await cache.get(snapshot(), '/catalog/product/latte', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('keeps a page a minute at most', async () => {
    let now = 0;
    const cache = createPageCache(() => now);
    const render = vi.fn(async () => page('<h1>Latte</h1>'));
    const current = snapshot();
    await cache.get(current, '/', render);
    now = 59_999;
    await cache.get(current, '/', render);
    expect(render).toHaveBeenCalledTimes(1);
    now = 60_000;
    await cache.get(current, '/', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('shares one render between requests that arrive together, and keeps no failure', async () => {
    const cache = createPageCache();
    const current = snapshot();
    const failing = vi.fn(() => Promise.reject(new Error('catalogue unavailable')));
    const results = await Promise.allSettled([
      cache.get(current, '/', failing),
      cache.get(current, '/', failing),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(failing).toHaveBeenCalledTimes(1);
    const render = vi.fn(async () => page('<h1>Home</h1>'));
    await expect(cache.get(current, '/', render)).resolves.toEqual(page('<h1>Home</h1>'));
    expect(render).toHaveBeenCalledTimes(1);
  });
});
