import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddress } from '../lib/client-address.js';

/** Security headers with a strict Content-Security-Policy, and rate limiting for routes that ask. */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Google's sign-in button is a script and a frame from Google, allowed only when it is enabled.
  const google = app.config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // No inline scripts, ever: the app is one bundled file from this origin.
        scriptSrc: ["'self'", ...google.map((g) => `${g}client`)],
        // The component library sets style attributes and CSS variables at run time.
        styleSrc: ["'self'", "'unsafe-inline'", ...google.map((g) => `${g}style`)],
        frameSrc: google.length ? google : ["'none'"],
        // Guide sections may show pictures from https addresses.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...google],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(rateLimit, {
    global: false,
    // An IPv6 /64 is one client, as for the login limits.
    keyGenerator: (request) => clientAddress(request.ip),
    errorResponseBuilder: (_request, context) => {
      const message = `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`;
      return { statusCode: context.statusCode, error: message, message };
    },
  });
});
