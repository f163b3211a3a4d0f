/**
 * The maintenance switch (issue 17, "Versions and availability"): with MAINTENANCE=on every shop
 * API call and the content API answer 503 with the maintenance text, while `/version.json` and the
 * app's own files keep answering so the app can show /service-down; off, nothing changes.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { maintenanceOf } from '../../server/config';
import { platformMessages } from '../../src/domain/platform-messages';
import {
  APP_CLIENT,
  backends,
  countSessions,
  DEMO_PASSWORD,
  FORM,
  useTestApp,
} from './helpers/test-app';

const MAINTENANCE_TEXT = 'Il negozio è in manutenzione: torna tra qualche minuto.';

/** A stand-in for Vite's dist/: the shell page and one hashed asset. */
function fakeBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ebsn-dist-maintenance-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Spesa online</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-M41nt.js'), 'console.log("app");');
  return dir;
}

describe('MAINTENANCE', () => {
  it('is on only when set to on, off when unset, empty or off, and refuses anything else', () => {
    expect(maintenanceOf('on')).toBe(true);
    expect(maintenanceOf(' ON ')).toBe(true);
    expect(maintenanceOf('off')).toBe(false);
    expect(maintenanceOf('')).toBe(false);
    expect(maintenanceOf(undefined)).toBe(false);
    expect(() => maintenanceOf('yes')).toThrow('MAINTENANCE must be on or off');
  });

  it('answers with the text of the platform catalogue', () => {
    expect(platformMessages.maintenance.message).toBe(MAINTENANCE_TEXT);
  });
});

describe.each(backends)('maintenance switch on (%s)', (backend) => {
  const dist = fakeBuild();
  const testApp = useTestApp(backend, { maintenance: true, staticDir: dist });

  it.each([
    ['GET', '/ebsn/api/auth/test'],
    ['GET', '/ebsn/api/cart/view'],
    ['GET', '/ebsn/api/category'],
    ['POST', '/ebsn/api/cart/add'],
    ['GET', '/ebsn/api/no-such-call'],
  ] as const)(
    '%s %s answers 503 with the envelope and the maintenance text',
    async (method, url) => {
      const response = await testApp().app.inject({ headers: APP_CLIENT, method, url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        response: {
          status: 1,
          // The text's catalog id, which the app shows in the shopper's language.
          errors: [{ error: MAINTENANCE_TEXT, code: 'errors.maintenance' }],
          warnings: [],
          infos: [],
          errorsMessage: [{ error: MAINTENANCE_TEXT, code: 'errors.maintenance' }],
          warningsMessage: [],
          infosMessage: [],
        },
        data: null,
        user: { userId: -1 },
      });
    },
  );

  it('a login during maintenance starts no session', async () => {
    const before = await countSessions(testApp().db);
    const response = await testApp().app.inject({
      headers: { ...APP_CLIENT, ...FORM },
      method: 'POST',
      url: '/ebsn/api/auth/login',
      payload: new URLSearchParams({
        login: 'cliente@example.it',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await countSessions(testApp().db)).toBe(before);
  });

  it('the content API answers 503 in WordPress shape with the maintenance text', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/p/wp-json/wp/v2/pages?slug=chi-siamo',
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json()).toEqual({
      code: 'rest_maintenance',
      message: MAINTENANCE_TEXT,
      data: { status: 503 },
    });
  });

  it('/version.json keeps answering', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ version: '2.0.7' });
  });

  it("the app's pages and files keep being served, so the app can show /service-down", async () => {
    const page = await testApp().app.inject({ method: 'GET', url: '/service-down' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root"></div>');
    const asset = await testApp().app.inject({ method: 'GET', url: '/assets/index-M41nt.js' });
    expect(asset.statusCode).toBe(200);
  });
});

describe.each(backends)('maintenance switch off (%s)', (backend) => {
  const testApp = useTestApp(backend, { maintenance: false });

  it('calls answer as usual', async () => {
    const cart = await testApp().app.inject({
      headers: APP_CLIENT,
      method: 'GET',
      url: '/ebsn/api/cart/view',
    });
    expect(cart.statusCode).toBe(200);
    expect(cart.json()).toMatchObject({ response: { status: 0 } });
    const pages = await testApp().app.inject({ method: 'GET', url: '/p/wp-json/wp/v2/pages' });
    expect(pages.statusCode).toBe(200);
    expect(cart.headers['retry-after']).toBeUndefined();
  });
});
