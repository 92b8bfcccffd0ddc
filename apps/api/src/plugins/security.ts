import { Refusal, said } from '@stuga/shared';
import rateLimit from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rate-limit-store.js';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { clientAddress } from '../lib/client-address.js';

type Headers = Record<string, string>;

/**
 * The headers a helmet configuration sets, worked out once: helmet's middleware is run against a
 * stand-in response at start, since its headers depend only on its options (no nonces are used).
 * Running it per request would parse the same policy thousands of times a second.
 */
function headersOf(options: HelmetOptions): Headers {
  const headers: Headers = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => delete headers[name],
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Security headers and rate limiting (decision 0005, 0015). Pages get helmet's full set with a
 * strict Content-Security-Policy; JSON calls get the headers that matter for data (nosniff, a
 * policy that renders nothing and is framed nowhere, same-origin resource policy): the document
 * headers mean nothing on JSON, and every byte of them is read by every client on every call.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  // Google's sign-in button is a script and a frame from Google, allowed only when it is enabled.
  const google = app.config.googleClientId ? ['https://accounts.google.com/gsi/'] : [];
  const documents = headersOf({
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
  const data = headersOf({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    // The API's documentation is a page like the app's.
    const url = request.url;
    const json = url.startsWith('/api/') && !url.startsWith('/api/docs');
    reply.headers(json ? data : documents);
    done();
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
