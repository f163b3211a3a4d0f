/**
 * Security headers for the API and the SPA (DESIGN.md "Session and security"): a strict CSP for a
 * Vite-built React app served from this origin. Styles allow 'unsafe-inline' because Mantine
 * writes style attributes; scripts never do.
 */
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  imgSrc: ["'self'", 'data:'],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
};

export default fp(
  async (app) => {
    await app.register(helmet, {
      // No upgrade-insecure-requests: the shop is also served over plain http on 127.0.0.1.
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security' },
);
