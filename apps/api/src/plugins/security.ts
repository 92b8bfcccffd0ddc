import { Refusal, said } from '@stuga/shared';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit-store.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { clientAddress } from '../lib/client-address.js';

/**
 * What a JSON call is sent besides its data (decision 0058): a policy that renders nothing and is
 * framed nowhere, nosniff, and a same-origin resource policy. The document headers mean nothing on
 * JSON, and every byte of them is read by every client on every call. Three fixed values: helmet
 * worked them out again on every call, a fifth of what a small read cost the server.
 */
const DATA_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
} as const;

/**
 * Security headers and rate limiting (decision 0005, 0036, 0058). Pages get helmet's full set
 * with a strict Content-Security-Policy; JSON calls get `DATA_HEADERS`.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Google's sign-in button is a script and a frame from Google, allowed only when it is enabled.
  const google = app.config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  // Made once; running it sets its headers on a page's response (decision 0036).
  const documents = helmet({
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
  app.addHook('onRequest', (request, reply, done) => {
    // The API's documentation is a page like the app's.
    const url = request.url;
    if (url.startsWith('/api/') && !url.startsWith('/api/docs')) {
      reply.headers(DATA_HEADERS);
      done();
    } else {
      documents(request.raw, reply.raw, () => done());
    }
  });

  await app.register(rateLimit, {
    global: false,
    // Counted in the database: shared by every process, kept across restarts.
    store: databaseRateLimitStore(app),
    // An IPv6 /64 is one client, as for the login limits.
    keyGenerator: (request) => clientAddress(request.ip),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return new Refusal(
        context.statusCode,
        said(
          'api.request.tooManyAttempts',
          `Too many attempts. Please wait ${seconds} seconds and try again.`,
          { seconds },
        ),
      );
    },
  });
});
