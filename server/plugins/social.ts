/**
 * Social login's providers (issue 16), as `app.social`: Google and Facebook as configured by
 * environment, or the local stand-in (server/dev/social-standin.ts) this plugin starts on
 * 127.0.0.1 and closes with the app. Also gives the browser's callbacks their own error handler:
 * whatever goes wrong there (a malformed or oversized query included) ends in a redirect to a
 * page that says so in Italian, never in an envelope the browser would show as text.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  SOCIAL_PROVIDERS,
  socialErrorPath,
  type SocialProvider,
} from '../../src/domain/social-login';
import type { RateLimit } from '../config';
import { ApiError } from '../http/envelope';
import { OidcProvider, type OidcProviderSettings } from '../modules/social-login/oidc';
import { SOCIAL_COOKIE } from '../modules/social-login/cookie';
import { startStandin, type Standin } from '../dev/social-standin';
import {
  enforceLimits,
  ensureRateLimitCounters,
  limitOperations,
  perAddressAndKey,
} from './login-rate-limit';

/** The path of the browser's callback (`{provider}`) and of the mobile app's (`{provider}-mobile`). */
export const SOCIAL_REDIRECT_PREFIX = '/ebsn/api/social-redir/';

/** Sign-ins one client address may start in a window. */
export const START_LIMIT: RateLimit = { max: 60, timeWindowMs: 10 * 60_000 };

export interface SocialPluginOptions {
  /** Per provider: its settings, 'standin' for the local stand-in, or null: not offered. */
  readonly providers: Readonly<Record<SocialProvider, OidcProviderSettings | 'standin' | null>>;
  /** PUBLIC_URL: the callbacks' origin, as the providers know them. */
  readonly publicUrl: string;
  /** Where the stand-in keeps its signing key between starts; undefined: a new one each start. */
  readonly standinKeyFile?: string;
  /**
   * Password tries of social/link per client address (5 times as many) and per waiting account;
   * false: none, nor the limit of social/start (START_LIMIT per address) (tests).
   */
  readonly linkRateLimit: RateLimit | false;
}

export interface SocialService {
  /** The provider, or null when this shop does not offer it. */
  provider(name: SocialProvider): OidcProvider | null;
  /** The callback the provider sends the browser (or the mobile app) back to. */
  redirectUri(name: SocialProvider, mobile: boolean): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    social: SocialService;
  }
}

function redirectUriOf(publicUrl: string, name: SocialProvider, mobile: boolean): string {
  return `${publicUrl}${SOCIAL_REDIRECT_PREFIX}${name}${mobile ? '-mobile' : ''}`;
}

/** The browser's callback failed before or inside its handler: back to the login with why. */
async function callbackFailure(
  this: unknown,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  request.log.info({ reason: error.message }, 'social callback refused');
  // A request refused before the handler (its shape, a NUL byte) is malformed; anything else
  // is the shop's or the provider's fault.
  const status = error instanceof ApiError ? error.statusCode : (error.statusCode ?? 500);
  const reason = error.validation || status < 500 ? 'invalid' : 'unavailable';
  await reply
    .code(303)
    .header('location', socialErrorPath(reason))
    .header('cache-control', 'no-store')
    .send();
}

export default fp<SocialPluginOptions>(
  async (app, options) => {
    // The stand-in starts on the first sign-in that needs it, not with every app.
    let standin: Promise<Standin> | null = null;
    const standinProviders = () => {
      standin ??= startStandin({
        redirectUris: (name) => [
          redirectUriOf(options.publicUrl, name, false),
          redirectUriOf(options.publicUrl, name, true),
        ],
        keyFile: options.standinKeyFile,
      });
      return standin;
    };
    app.addHook('onClose', async () => {
      if (standin !== null) await (await standin).close();
    });

    const providers = new Map<SocialProvider, OidcProvider>();
    for (const name of SOCIAL_PROVIDERS) {
      const configured = options.providers[name];
      if (configured === null) continue;
      const settings =
        configured === 'standin'
          ? async () => (await standinProviders()).providers[name]
          : async () => configured;
      providers.set(name, new OidcProvider(name, settings));
    }

    app.decorate<SocialService>('social', {
      provider: (name) => providers.get(name) ?? null,
      redirectUri: (name, mobile) => redirectUriOf(options.publicUrl, name, mobile),
    });

    // social/link tries a password: limited as the login is. social/start stores a row each
    // time: limited per address too, generously (a family or an office shares one).
    if (options.linkRateLimit !== false) {
      await ensureRateLimitCounters(app);
      const startCheck = app.createRateLimit({
        max: START_LIMIT.max,
        timeWindow: START_LIMIT.timeWindowMs,
        keyGenerator: (request) => `social-start-address:${request.ip}`,
      });
      limitOperations(app, new Set(['socialStart']), enforceLimits([startCheck]));
      const checks = perAddressAndKey(app, options.linkRateLimit, {
        factor: 5,
        scope: 'social-link',
        keyOf: (request) => `${request.ip}:${request.cookies[SOCIAL_COOKIE] ?? ''}`,
      });
      limitOperations(app, new Set(['socialLink']), enforceLimits(checks));
    }

    // The browser's callbacks (not the mobile app's, which answer envelopes).
    app.addHook('onRoute', (route) => {
      if (route.url.startsWith(SOCIAL_REDIRECT_PREFIX) && !route.url.endsWith('-mobile')) {
        route.errorHandler = callbackFailure;
      }
    });
  },
  { name: 'social', dependencies: ['database', '@fastify/cookie'] },
);
