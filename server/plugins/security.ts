/**
 * Security headers for the API and the SPA (DESIGN.md "Session and security"): a strict CSP for a
 * Vite-built React app served from this origin, a Permissions-Policy, and no caching of API replies. Styles allow 'unsafe-inline' because Mantine
 * writes style attributes; scripts never do.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { TAG_MANAGER_CSP } from '../../src/domain/tag-manager';
import { API_PREFIX } from '../config';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  // The video dialog's players (shopping-flow.md §2): YouTube's cookieless one and Vimeo's.
  frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  // The login's bot check solves its challenge in a Web Worker, a script of our own.
  workerSrc: ["'self'"],
};

/**
 * The browser features the shop's pages may use: the shopper's position for the nearest stores,
 * nothing else (no camera, microphone, payment handler or sensors; the card form is the gateway's).
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), serial=(), bluetooth=(), ' +
  'accelerometer=(), gyroscope=(), magnetometer=(), browsing-topics=()';

export interface SecurityPluginOptions {
  /** TAG_MANAGER_ID: with a container configured, the CSP lets in its hosts; null: none. */
  readonly tagManagerId?: string | null;
}

/** The CSP of the shop, with the tag manager's hosts when one is configured. */
export function contentSecurityPolicy(tagManager: boolean) {
  if (!tagManager) return CONTENT_SECURITY_POLICY;
  return {
    ...CONTENT_SECURITY_POLICY,
    scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...TAG_MANAGER_CSP.scriptSrc],
    imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...TAG_MANAGER_CSP.imgSrc],
    connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...TAG_MANAGER_CSP.connectSrc],
  };
}

export default fp<SecurityPluginOptions>(
  async (app, options) => {
    await app.register(helmet, {
      // No upgrade-insecure-requests: the shop is also served over plain http on 127.0.0.1.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(Boolean(options.tagManagerId)),
      },
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API replies carry the shopper's data (at least the user in the envelope): no cache, shared
      // or private, keeps them, unless a call says otherwise (the app version, the photos).
      if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control')) {
        reply.header('cache-control', 'no-store');
      }
    });
  },
  { name: 'security' },
);
