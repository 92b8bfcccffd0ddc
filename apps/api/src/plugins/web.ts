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
import { readHouseName } from '../db/settings.repository.js';
import { apiNotFound } from './errors.js';
import { loadPages } from './web-pages.js';

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
    /** The house's name as the pages carry it; `forget()` after a rename in this process. */
    pageHouseName: { get(): Promise<string>; forget(): void };
  }
}

/** How long a page reuses the house's name it read: a rename in another process shows by then. */
const HOUSE_NAME_MS = 2000;

export const webPlugin = fp(async (app: FastifyInstance, options: WebOptions) => {
  // One read of the setting every two seconds at most, not one a page (it halved their rate).
  let known: { name: string; at: number } | undefined;
  app.decorate('pageHouseName', {
    async get() {
      const now = Date.now();
      if (!known || now - known.at > HOUSE_NAME_MS) {
        known = { name: await readHouseName(app.db), at: now };
      }
      return known.name;
    },
    forget() {
      known = undefined;
    },
  });
  const root = options.webRoot;
  const hasApp = root !== undefined && existsSync(path.join(root, 'index.html'));
  const pages = hasApp ? loadPages(root, await app.pageHouseName.get()) : undefined;

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
    const page = pages.pageFor(url, await app.pageHouseName.get(), language);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted)
      ? 'br'
      : /\bgzip\b/.test(accepted)
        ? 'gzip'
        : undefined;
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply
      .status(isAppPath(url) ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
      .send(page[encoding ?? 'identity']);
  });
});
