/**
 * The browsable API reference (issue 17): /ebsn/docs shows both contracts with Swagger UI, every
 * file it loads comes from this origin under the shop's CSP, the contracts are served exactly as
 * mounted, and with the reference off every path answers 404. API_DOCS decides: on by default,
 * off by default under NODE_ENV=production.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiDocsOf } from '../../server/config';
import { API_DOCS_NOT_FOUND } from '../../server/modules/api-docs/handlers';
import { CONTENT_SPECIFICATION_PATH, SPECIFICATION_PATH } from '../../server/routes';
import { expectFailure, useTestApp } from './helpers/test-app';

/** The CSP's directives by name. */
function cspOf(header: string | string[] | number | undefined): Map<string, string[]> {
  const text = typeof header === 'string' ? header : '';
  return new Map(
    text
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The URLs of the page's stylesheets and scripts. */
function assetsOf(html: string): string[] {
  return [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)]
    .map((match) => match[1] ?? '')
    .filter((url) => !url.startsWith('data:'));
}

describe('the API reference when on', () => {
  const testApp = useTestApp('pglite', { apiDocs: true });

  it('/ebsn/docs is an HTML page whose scripts and styles all come from /ebsn/docs, allowed by the CSP', async () => {
    const { app } = testApp();
    const page = await app.inject({ url: '/ebsn/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = page.body;
    expect(html).toContain('<html lang="it">');
    // No inline script: the CSP (script-src 'self') would block it.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const csp = cspOf(page.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toContain("'self'");
    expect(csp.get('connect-src')).toEqual(["'self'"]);

    const assets = assetsOf(html);
    expect(assets).toEqual([
      '/ebsn/docs/swagger-ui.css',
      '/ebsn/docs/swagger-ui-bundle.js',
      '/ebsn/docs/swagger-ui-standalone-preset.js',
      '/ebsn/docs/api-docs.js',
    ]);
    for (const url of assets) {
      const asset = await app.inject({ url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.headers['content-type'], url).toBe(
        url.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
      );
      expect(asset.headers['x-content-type-options'], url).toBe('nosniff');
      expect(asset.body.length, url).toBeGreaterThan(100);
    }
  });

  it('the start script loads both contracts from this origin, with no outside validator', async () => {
    const script = (await testApp().app.inject({ url: '/ebsn/docs/api-docs.js' })).body;
    expect(script).toContain("'/ebsn/docs/ebsn.yaml'");
    expect(script).toContain("'/ebsn/docs/content.yaml'");
    expect(script).toContain('validatorUrl: null');
    expect(script).not.toMatch(/https?:\/\//);
  });

  it('serves the shop and content contracts exactly as the server mounts them', async () => {
    const { app } = testApp();
    for (const [url, file] of [
      ['/ebsn/docs/ebsn.yaml', SPECIFICATION_PATH],
      ['/ebsn/docs/content.yaml', CONTENT_SPECIFICATION_PATH],
    ] as const) {
      const reply = await app.inject({ url });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toBe('application/yaml; charset=utf-8');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
      expect(reply.body, url).toBe(readFileSync(file, 'utf8'));
    }
  });

  it('any other file answers 404, a malformed name 400', async () => {
    const { app } = testApp();
    expectFailure(await app.inject({ url: '/ebsn/docs/package.yaml' }), 404, [API_DOCS_NOT_FOUND]);
    expectFailure(await app.inject({ url: '/ebsn/docs/index.js' }), 404, [API_DOCS_NOT_FOUND]);
    expect((await app.inject({ url: '/ebsn/docs/..%2Fpackage.json' })).statusCode).toBe(400);
  });
});

describe('the API reference when off', () => {
  const testApp = useTestApp('pglite', { apiDocs: false });

  it('the page, the viewer and the contracts answer 404', async () => {
    const { app } = testApp();
    for (const url of [
      '/ebsn/docs',
      '/ebsn/docs/ebsn.yaml',
      '/ebsn/docs/content.yaml',
      '/ebsn/docs/swagger-ui-bundle.js',
    ]) {
      expectFailure(await app.inject({ url }), 404, [API_DOCS_NOT_FOUND]);
    }
  });
});

describe('API_DOCS', () => {
  it('is on by default, off by default under NODE_ENV=production, and on or off when set', () => {
    expect(apiDocsOf(undefined, undefined)).toBe(true);
    expect(apiDocsOf('', 'development')).toBe(true);
    expect(apiDocsOf(undefined, 'production')).toBe(false);
    expect(apiDocsOf('on', 'production')).toBe(true);
    expect(apiDocsOf('off', undefined)).toBe(false);
    expect(() => apiDocsOf('yes', undefined)).toThrow('API_DOCS must be on or off, got yes');
  });
});
