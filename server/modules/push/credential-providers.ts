/**
 * Firebase Cloud Messaging and APNs, chosen by PUSH_PROVIDER: for now configuration placeholders.
 * At start each reads and checks its credentials (the service account key, the APNs key) and
 * refuses to start without them or with a malformed one; their delivery (HTTP calls to Google and
 * Apple, with an OAuth token or a signed JWT) is not built: our machines reach neither, so nothing
 * could test it. Every sending fails with a message that says so, which the caller logs.
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PushSettings } from '../../config';
import type { PushMessage, PushProvider, PushResult } from './provider';

export type CredentialPushSettings = Exclude<PushSettings, { readonly provider: 'standin' }>;

function readCredential(file: string, setting: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${setting}: cannot read ${file}`);
  }
}

/** Checks that a PEM text is a private key of the expected type; never echoes the key. */
function checkPrivateKey(pem: unknown, type: 'rsa' | 'ec', what: string): void {
  let key: KeyObject;
  try {
    key = createPrivateKey({ key: String(pem), format: 'pem' });
  } catch {
    throw new Error(`${what} is not a PEM private key`);
  }
  if (key.asymmetricKeyType !== type) throw new Error(`${what} is not an ${type} private key`);
}

/** FCM_SERVICE_ACCOUNT_FILE: a Google service account key with its project and private key. */
function checkServiceAccount(file: string): void {
  const what = `FCM_SERVICE_ACCOUNT_FILE (${file})`;
  let json: unknown;
  try {
    json = JSON.parse(readCredential(file, 'FCM_SERVICE_ACCOUNT_FILE'));
  } catch (error) {
    if (error instanceof SyntaxError) throw new Error(`${what} is not JSON`, { cause: error });
    throw error;
  }
  const account = (typeof json === 'object' && json !== null ? json : {}) as Record<
    string,
    unknown
  >;
  const { type, project_id: projectId, client_email: clientEmail } = account;
  if (type !== 'service_account' || typeof projectId !== 'string' || projectId === '') {
    throw new Error(`${what} is not a service account key (type, project_id)`);
  }
  if (typeof clientEmail !== 'string' || !clientEmail.includes('@')) {
    throw new Error(`${what} has no client_email`);
  }
  checkPrivateKey(account.private_key, 'rsa', `${what}'s private_key`);
}

function notBuilt(kind: string, where: string) {
  return async (_tokens: readonly string[], _message: PushMessage): Promise<PushResult> => {
    throw new Error(
      `${kind} delivery is not built in this version of the shop (no calls to ${where}): the notification was not sent`,
    );
  };
}

/** The provider PUSH_PROVIDER names, with its credentials checked; throws when they are not usable. */
export function credentialPushProvider(settings: CredentialPushSettings): PushProvider {
  if (settings.provider === 'fcm') {
    checkServiceAccount(settings.serviceAccountFile);
    return { kind: 'fcm', send: notBuilt('Firebase Cloud Messaging', 'Google') };
  }
  checkPrivateKey(
    readCredential(settings.keyFile, 'APNS_KEY_FILE'),
    'ec',
    `APNS_KEY_FILE (${settings.keyFile})`,
  );
  return { kind: 'apns', send: notBuilt('APNs', 'Apple') };
}
