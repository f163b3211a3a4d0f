/**
 * Social login's providers from the environment (docs/accounts-and-staff.md "Social login"):
 *
 * - `SOCIAL_GOOGLE_CLIENT_ID`, `SOCIAL_GOOGLE_CLIENT_SECRET`, `SOCIAL_GOOGLE_ISSUER` (default
 *   https://accounts.google.com), and the same three for `FACEBOOK` (issuer default
 *   https://www.facebook.com): a provider with a client id is the real one;
 * - a provider without a client id is the local stand-in (server/dev/social-standin.ts),
 *   unless `SOCIAL_STANDIN=false`, which offers it not at all.
 */
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../../src/domain/social-login';
import type { OidcProviderSettings } from './oidc';

const DEFAULT_ISSUERS: Readonly<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com',
  facebook: 'https://www.facebook.com',
};

export type SocialProviderChoice = OidcProviderSettings | 'standin' | null;

function providerOf(env: NodeJS.ProcessEnv, name: SocialProvider): SocialProviderChoice {
  const prefix = `SOCIAL_${name.toUpperCase()}_`;
  const clientId = (env[`${prefix}CLIENT_ID`] ?? '').trim();
  if (clientId === '') return env.SOCIAL_STANDIN === 'false' ? null : 'standin';
  const clientSecret = env[`${prefix}CLIENT_SECRET`] ?? '';
  if (clientSecret === '')
    throw new Error(`${prefix}CLIENT_SECRET is needed with ${prefix}CLIENT_ID`);
  const issuer = (env[`${prefix}ISSUER`] ?? '').trim() || DEFAULT_ISSUERS[name];
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`${prefix}ISSUER must be an https URL, got ${issuer}`);
  }
  const local = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(`${prefix}ISSUER must be an https URL, got ${issuer}`);
  }
  return { issuer, clientId, clientSecret };
}

export function socialProvidersOf(
  env: NodeJS.ProcessEnv,
): Readonly<Record<SocialProvider, SocialProviderChoice>> {
  const entries = SOCIAL_PROVIDERS.map((name) => [name, providerOf(env, name)] as const);
  return Object.fromEntries(entries) as Record<SocialProvider, SocialProviderChoice>;
}
