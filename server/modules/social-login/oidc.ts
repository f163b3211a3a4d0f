/**
 * The shop as an OpenID Connect client of Google and Facebook (openid-client 6): discovery, the
 * authorization URL with PKCE (S256), state and nonce, and the code exchange that checks all
 * three and the ID token. The provider's configuration is discovered once and kept.
 */
import * as client from 'openid-client';
import type { SocialProvider } from '../../../src/domain/social-login';

/** One provider as configured by environment (or by the stand-in). */
export interface OidcProviderSettings {
  /** The issuer URL (`https://accounts.google.com`); its discovery document is read from it. */
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

/** What a sign-in needs to remember until the provider answers. */
export interface SignInChecks {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The provider's account as the ID token (or userinfo) tells it. */
export interface ProviderAccount {
  readonly subject: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly firstName: string;
  readonly lastName: string;
}

/** The provider could not be reached or answered nonsense to discovery. */
export class ProviderUnavailableError extends Error {}

const SCOPE = 'openid email profile';
const NAME_MAX = 100;

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, NAME_MAX) : '';
}

/** First and last name from the claims; a single `name` is split at its first space. */
function namesOf(claims: Record<string, unknown>): { firstName: string; lastName: string } {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given !== '' || family !== '') return { firstName: given, lastName: family };
  const name = text(claims.name);
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1).trim() };
}

export class OidcProvider {
  #configuration: Promise<client.Configuration> | null = null;

  /** `settings` may be slow to come (the stand-in starts on first use). */
  constructor(
    readonly name: SocialProvider,
    private readonly settings: () => Promise<OidcProviderSettings>,
  ) {}

  private async discover(): Promise<client.Configuration> {
    const settings = await this.settings();
    const issuer = new URL(settings.issuer);
    // Plain http only for a provider on this machine (the stand-in).
    const local =
      issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    return client.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      client.ClientSecretPost(settings.clientSecret),
      local ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  }

  private configuration(): Promise<client.Configuration> {
    if (this.#configuration === null) {
      this.#configuration = this.discover().catch((error: unknown) => {
        // Try again on the next sign-in rather than remember a failure.
        this.#configuration = null;
        throw new ProviderUnavailableError('discovery failed', { cause: error });
      });
    }
    return this.#configuration;
  }

  /** Fresh state, nonce and PKCE verifier for one sign-in. */
  newChecks(): SignInChecks {
    return {
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
    };
  }

  /** Where to send the browser to sign in. */
  async authorizationUrl(checks: SignInChecks, redirectUri: string): Promise<string> {
    const configuration = await this.configuration();
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: SCOPE,
      state: checks.state,
      nonce: checks.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
      code_challenge_method: 'S256',
    });
    return url.href;
  }

  /**
   * Exchanges the code of `callbackUrl` (the full URL the provider sent the browser to, with our
   * redirect URI as its origin and path) checking state, PKCE and nonce. Throws on any mismatch.
   */
  async account(
    callbackUrl: URL,
    checks: SignInChecks,
    options: { readonly issuerKnown?: boolean } = {},
  ): Promise<ProviderAccount> {
    const configuration = await this.configuration();
    // The mobile app's plugin hands over code and state only: the state is bound to this
    // provider already, so its issuer stands in for the missing `iss`.
    const { issuer } = configuration.serverMetadata();
    if (options.issuerKnown === true && !callbackUrl.searchParams.has('iss')) {
      callbackUrl.searchParams.set('iss', issuer);
    }
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (idClaims === undefined) throw new Error('no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    // Some providers keep e-mail and names for the userinfo endpoint.
    if (
      typeof claims.email !== 'string' &&
      configuration.serverMetadata().userinfo_endpoint !== undefined
    ) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = { ...info, ...claims, email: info.email, email_verified: info.email_verified };
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : null;
    return {
      subject: idClaims.sub,
      email: email === '' || email === null || email.length > 254 ? null : email,
      emailVerified: claims.email_verified === true,
      ...namesOf(claims),
    };
  }
}
