/**
 * The tag manager's configuration (issue 17 "Analytics through a tag manager"): with
 * TAG_MANAGER_ID every page names the container in a meta tag and the CSP lets in the tag
 * manager's and Google Analytics' hosts; without it the pages name nothing and the CSP stays the
 * shop's own. A malformed id stops the server from starting.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tagManagerIdOf } from '../../server/config';
import { withTagManagerMeta } from '../../server/plugins/spa';
import { APP_CLIENT, useTestApp } from './helpers/test-app';

const CONTAINER = 'GTM-AB12CD3';

function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ebsn-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Spesa online</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const dist = fakeBuild();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('with a tag manager configured', () => {
  const testApp = useTestApp('pglite', { staticDir: dist, tagManagerId: CONTAINER });

  it('every page names the container, and the CSP lets in its hosts', async () => {
    const page = await testApp().app.inject({ headers: APP_CLIENT, url: '/faq' });
    expect(page.body).toContain(`<meta name="ebsn-tag-manager" content="${CONTAINER}" />`);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://*.googletagmanager.com");
    expect(csp).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(csp).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com",
    );
  });
});

describe('without a tag manager', () => {
  const testApp = useTestApp('pglite', { staticDir: dist });

  it('pages name no container and the CSP allows only the shop', async () => {
    const page = await testApp().app.inject({ headers: APP_CLIENT, url: '/' });
    expect(page.body).not.toContain('ebsn-tag-manager');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('google');
  });
});

describe('TAG_MANAGER_ID', () => {
  it('is a container id or nothing; anything else stops the start', () => {
    expect(tagManagerIdOf(undefined)).toBeNull();
    expect(tagManagerIdOf('  ')).toBeNull();
    expect(tagManagerIdOf(' GTM-AB12CD3 ')).toBe('GTM-AB12CD3');
    for (const wrong of ['UA-12345-1', 'GTM-"><script>', 'gtm-ab12cd3', 'GTM-']) {
      expect(() => tagManagerIdOf(wrong)).toThrow(/TAG_MANAGER_ID/);
    }
  });

  it('never writes anything but a container id into a page', () => {
    expect(() => withTagManagerMeta('<head></head>', 'GTM-"><script>')).toThrow();
  });
});
