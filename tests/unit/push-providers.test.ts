/**
 * Who delivers push notifications (PUSH_PROVIDER, issue 32): the local stand-in by default, which
 * records what would be sent; Firebase Cloud Messaging and APNs as configuration placeholders that
 * refuse to start without usable credentials and, started, say that their delivery is not built.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appLinksOf, loadConfig, pushSettingsOf } from '../../server/config';
import { createPushStandin } from '../../server/dev/push-standin';
import { credentialPushProvider } from '../../server/modules/push/credential-providers';

const dir = mkdtempSync(path.join(tmpdir(), 'push-credentials-'));
const pem = (type: 'rsa' | 'ec') =>
  (type === 'rsa'
    ? generateKeyPairSync('rsa', { modulusLength: 2048 })
    : generateKeyPairSync('ec', { namedCurve: 'P-256' })
  ).privateKey
    .export({ type: 'pkcs8', format: 'pem' })
    .toString();

function file(name: string, text: string): string {
  const where = path.join(dir, name);
  writeFileSync(where, text);
  return where;
}

const serviceAccount = file(
  'service-account.json',
  JSON.stringify({
    type: 'service_account',
    project_id: 'spesa-online',
    client_email: 'push@spesa-online.iam.gserviceaccount.com',
    private_key: pem('rsa'),
  }),
);
const apnsKey = file('AuthKey_ABCDE12345.p8', pem('ec'));
const APPLE = { APPLE_TEAM_ID: 'TEAM123456', APPLE_BUNDLE_ID: 'it.example.spesa' };
const MESSAGE = { title: 'Titolo', body: 'Testo', nav_to: '/profile/orders/1' };

describe('the push provider', () => {
  it('is the stand-in by default, which records what would be sent', async () => {
    expect(loadConfig({}).push).toEqual({ provider: 'standin' });
    const standin = createPushStandin();
    expect(await standin.send(['a', 'b'], MESSAGE)).toEqual({ sent: 2, invalidTokens: [] });
    expect(standin.sent).toEqual([{ tokens: ['a', 'b'], message: MESSAGE }]);
    standin.clear();
    expect(standin.sent).toEqual([]);
  });

  it('keeps only the latest sendings', async () => {
    const standin = createPushStandin();
    for (let index = 0; index < 150; index += 1) {
      await standin.send([`token-${index}`], MESSAGE);
    }
    expect(standin.sent).toHaveLength(100);
    expect(standin.sent.at(-1)?.tokens).toEqual(['token-149']);
  });

  it.each([
    [{ PUSH_PROVIDER: 'fcm' }, /FCM_SERVICE_ACCOUNT_FILE/],
    [{ PUSH_PROVIDER: 'apns', APNS_KEY_FILE: apnsKey, APNS_KEY_ID: 'KEY1234567' }, /APPLE_TEAM_ID/],
    [{ PUSH_PROVIDER: 'apns', APNS_KEY_ID: 'KEY1234567', ...APPLE }, /APNS_KEY_FILE/],
    [
      { PUSH_PROVIDER: 'apns', APNS_KEY_FILE: apnsKey, APNS_KEY_ID: 'short', ...APPLE },
      /APNS_KEY_ID/,
    ],
    [{ PUSH_PROVIDER: 'firebase' }, /PUSH_PROVIDER must be standin, fcm or apns/],
  ])('a provider without its settings stops the start: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [
      'a missing file',
      { provider: 'fcm' as const, serviceAccountFile: path.join(dir, 'none.json') },
      /cannot read/,
    ],
    [
      'a file that is not JSON',
      { provider: 'fcm' as const, serviceAccountFile: file('bad.json', 'nope') },
      /not JSON/,
    ],
    [
      'a key of another kind',
      {
        provider: 'fcm' as const,
        serviceAccountFile: file('user.json', JSON.stringify({ type: 'authorized_user' })),
      },
      /not a service account key/,
    ],
    [
      'a service account without a usable private key',
      {
        provider: 'fcm' as const,
        serviceAccountFile: file(
          'no-key.json',
          JSON.stringify({
            type: 'service_account',
            project_id: 'p',
            client_email: 'a@b.c',
            private_key: 'x',
          }),
        ),
      },
      /not a PEM private key/,
    ],
    [
      'an APNs key that is not an EC key',
      {
        provider: 'apns' as const,
        keyFile: file('rsa.p8', pem('rsa')),
        keyId: 'KEY1234567',
        teamId: 'TEAM123456',
        bundleId: 'it.example.spesa',
      },
      /not an ec private key/,
    ],
  ])('FCM and APNs refuse to start with %s', (_case, settings, message) => {
    expect(() => credentialPushProvider(settings)).toThrow(message);
  });

  it('FCM and APNs start with usable credentials, and say their delivery is not built', async () => {
    const fcmSettings = pushSettingsOf(
      { PUSH_PROVIDER: 'fcm', FCM_SERVICE_ACCOUNT_FILE: serviceAccount },
      appLinksOf({}),
    );
    const apnsSettings = pushSettingsOf(
      { PUSH_PROVIDER: 'apns', APNS_KEY_FILE: apnsKey, APNS_KEY_ID: 'KEY1234567', ...APPLE },
      appLinksOf(APPLE),
    );
    expect(apnsSettings).toMatchObject({ provider: 'apns', teamId: 'TEAM123456' });
    for (const settings of [fcmSettings, apnsSettings]) {
      if (settings.provider === 'standin') throw new Error('not a credential provider');
      const provider = credentialPushProvider(settings);
      expect(provider.kind).toBe(settings.provider);
      await expect(provider.send(['token'], MESSAGE)).rejects.toThrow(/not built/);
    }
  });
});
