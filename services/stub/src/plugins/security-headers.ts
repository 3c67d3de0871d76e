import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The security headers of every answer (@fastify/helmet): the stub serves data and files, never a page, so its
 * Content-Security-Policy allows nothing to load and no framing; no MIME sniffing, no referrer across origins. Its
 * resources may be read by the same site (the web app on another port or subdomain fetches the files it shows).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'same-origin' },
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
