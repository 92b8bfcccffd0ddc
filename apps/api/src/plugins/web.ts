import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  acceptedLanguages,
  isAppPath,
  isLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  type Language,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readFeeSettings, readHouseName } from '../db/settings.repository.js';
import { answerEncoding } from './compression.js';
import { apiNotFound } from './errors.js';
import { loadPages, pageFacts, type PageFacts } from './web-pages.js';

/** Files whose names carry a content hash (Vite's `assets/` folder) never change. */
const HASHED = /\/assets\/[^/]+-[A-Za-z0-9_-]{8,}(\.[a-z0-9]+)+$/;

const CHOSEN = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]+)`);

/**
 * The language a page is sent in: the one the visitor chose in this browser (the app keeps it in a
 * cookie), or else the first of their browser's the app speaks (DECISIONS §16).
 */
export function pageLanguage(
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  const chosen = cookie ? CHOSEN.exec(cookie)?.[1] : undefined;
  return isLanguage(chosen) ? chosen : pickLanguage(acceptedLanguages(acceptLanguage));
}

export interface WebOptions {
  /** The built web app (`apps/web/dist`); absent when only the API runs. */
  webRoot: string | undefined;
}

/**
 * Serves the built web app with its pre-compressed files, and answers every screen's address with
 * the app's page so the browser's router can take over (404 status for addresses no screen has).
 */
declare module 'fastify' {
  interface FastifyInstance {
    /**
     * What the pages carry of the settings (the house's name, what a stay costs); `forget()`
     * after an admin changes one in this process.
     */
    pageFacts: { get(): Promise<PageFacts>; forget(): void };
  }
}

/** How long a page reuses the settings it read: a change in another process shows by then. */
const FACTS_MS = 2000;

export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  // One read of the settings every two seconds at most, not one a page (it halved their rate).
  let known: { facts: PageFacts; at: number } | undefined;
  app.decorate('pageFacts', {
    async get() {
      const now = Date.now();
      if (!known || now - known.at > FACTS_MS) {
        const [house, { fee }] = await Promise.all([
          readHouseName(app.db),
          readFeeSettings(app.db),
        ]);
        known = { facts: pageFacts(house, fee, app.config.googleClientId ?? null), at: now };
      }
      return known.facts;
    },
    forget() {
      known = undefined;
    },
  });
  const root = options.webRoot;
  const hasApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  const pages = hasApp ? loadPages(root, await app.pageFacts.get()) : undefined;

  if (hasApp) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(reply, file) {
        reply.header(
          'Cache-Control',
          HASHED.test(file.split(path.sep).join('/'))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api';
    if (!wantsPage) return reply.status(404).send(apiNotFound(request.method, request.url));
    if (!pages) {
      const message = 'The web app is not built. Run `npm start` to build and serve it.';
      return reply.status(404).send({ error: message, message });
    }
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    const page = pages.pageFor(url, await app.pageFacts.get(), language);
    const encoding = answerEncoding(request.headers['accept-encoding']);
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(isAppPath(url) ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(page[encoding ?? 'identity']);
  });
});
