/**
 * The files by which Android and iOS open the shop's links in the mobile app (issue 32):
 * `/.well-known/assetlinks.json` and `/.well-known/apple-app-site-association`, made from the
 * server's settings (ANDROID_PACKAGE_NAME, ANDROID_CERT_SHA256, APPLE_TEAM_ID, APPLE_BUNDLE_ID),
 * and 404 without them.
 */
import { describe, expect, it } from 'vitest';
import { appLinksOf, loadConfig } from '../../server/config';
import { backends, expectFailure, useTestApp } from './helpers/test-app';

const RELEASE_KEY =
  '14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5';
const DEBUG_KEY =
  'fa c6 17 45 dc 09 03 78 6f b9 ed e6 2a 96 2b 39 9f 73 48 f0 bb 6f 89 9b 83 32 66 75 91 03 3b 9c';
const DEBUG_KEY_NORMALISED =
  'FA:C6:17:45:DC:09:03:78:6F:B9:ED:E6:2A:96:2B:39:9F:73:48:F0:BB:6F:89:9B:83:32:66:75:91:03:3B:9C';

const ENV = {
  ANDROID_PACKAGE_NAME: 'it.example.spesa',
  ANDROID_CERT_SHA256: `${RELEASE_KEY}, ${DEBUG_KEY.replace(/ /g, '')}`,
  APPLE_TEAM_ID: 'ABCDE12345',
  APPLE_BUNDLE_ID: 'it.example.spesa',
};

/** Every deep link of the spec the iOS app must open, as the paths to match. */
const SPEC_DEEP_LINKS = [
  '/profile/orders',
  '/profile/orders/*',
  '/checkout',
  '/search',
  '/product/*',
  '/category/*',
  '/page/*',
  '/reset-password-*',
  '/recover-password-confirm',
  '/Recupera-Password',
];

describe.each(backends)('the link files, configured (%s)', (backend) => {
  const testApp = useTestApp(backend, { appLinks: appLinksOf(ENV) });

  it('assetlinks.json names the Android app by package and signing certificates', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/.well-known/assetlinks.json',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: {
          namespace: 'android_app',
          package_name: 'it.example.spesa',
          sha256_cert_fingerprints: [RELEASE_KEY, DEBUG_KEY_NORMALISED],
        },
      },
    ]);
  });

  it('apple-app-site-association names the iOS app and the paths of the deep links', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/.well-known/apple-app-site-association',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers.location).toBeUndefined();
    const body = response.json() as {
      applinks: { details: { appIDs: string[]; components: { '/': string }[] }[] };
    };
    expect(body.applinks.details).toHaveLength(1);
    const [detail] = body.applinks.details;
    expect(detail?.appIDs).toEqual(['ABCDE12345.it.example.spesa']);
    const paths = detail?.components.map((component) => component['/']);
    expect(paths).toEqual(expect.arrayContaining(SPEC_DEEP_LINKS));
  });
});

describe.each(backends)('the link files, not configured (%s)', (backend) => {
  const testApp = useTestApp(backend);

  it.each(['/.well-known/assetlinks.json', '/.well-known/apple-app-site-association'])(
    '%s answers 404',
    async (url) => {
      const response = await testApp().app.inject({ method: 'GET', url });
      expectFailure(response, 404, ['Pagina non trovata']);
    },
  );
});

describe('the link files’ settings', () => {
  it('are each pair set or unset, and read from the environment by loadConfig', () => {
    expect(appLinksOf({})).toEqual({ android: null, apple: null });
    expect(loadConfig(ENV).appLinks).toEqual({
      android: {
        packageName: 'it.example.spesa',
        certFingerprints: [RELEASE_KEY, DEBUG_KEY_NORMALISED],
      },
      apple: { teamId: 'ABCDE12345', bundleId: 'it.example.spesa' },
    });
  });

  it.each([
    [{ ANDROID_PACKAGE_NAME: 'it.example.spesa' }, /ANDROID_CERT_SHA256/],
    [{ ANDROID_CERT_SHA256: RELEASE_KEY }, /ANDROID_PACKAGE_NAME/],
    [{ ANDROID_PACKAGE_NAME: 'spesa', ANDROID_CERT_SHA256: RELEASE_KEY }, /ANDROID_PACKAGE_NAME/],
    [
      { ANDROID_PACKAGE_NAME: 'it.example.spesa', ANDROID_CERT_SHA256: 'AB:CD' },
      /ANDROID_CERT_SHA256/,
    ],
    [{ APPLE_TEAM_ID: 'ABCDE12345' }, /APPLE_BUNDLE_ID/],
    [{ APPLE_TEAM_ID: 'abc', APPLE_BUNDLE_ID: 'it.example.spesa' }, /APPLE_TEAM_ID/],
  ])('a half or malformed setting stops the start: %j', (env, message) => {
    expect(() => appLinksOf(env)).toThrow(message);
  });
});
