import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { matchAppPath } from '@stuga/shared';

/** What the web build says each lazily loaded screen needs (`apps/web/build/screen-preloads.ts`). */
type ScreensManifest = Record<string, { js: string[]; css: string[] }>;

/** One page, ready to send in each encoding. */
export interface Page {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const encode = (html: string): Page => {
  const identity = Buffer.from(html);
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The app's page for each screen: `index.html` with the screen's own script and style files named
 * in its head, so the browser fetches them with the app instead of after it has started.
 * Addresses without a screen of their own get the plain page. Built from the web build, and built
 * again when the build changes under a running server (its old files are gone then).
 */
export function loadPages(webRoot: string): { pageFor(pathname: string): Page } {
  const index = path.join(webRoot, 'index.html');
  let built = build(webRoot);
  let stamp = statSync(index).mtimeMs;
  return {
    pageFor(pathname) {
      const now = existsSync(index) ? statSync(index).mtimeMs : stamp;
      if (now !== stamp) {
        built = build(webRoot);
        stamp = now;
      }
      const pattern = matchAppPath(pathname);
      return (pattern && built.pages.get(pattern)) ?? built.plain;
    },
  };
}

function build(webRoot: string): { plain: Page; pages: Map<string, Page> } {
  const html = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
  const manifestFile = path.join(webRoot, 'screens.json');
  const manifest: ScreensManifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ScreensManifest)
    : {};

  const plain = encode(html);
  const pages = new Map<string, Page>();
  for (const [pattern, files] of Object.entries(manifest)) {
    const links = [
      ...files.css.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
      ...files.js.map(
        (href) =>
          `<link rel="modulepreload" crossorigin fetchpriority="low" href="${escapeAttribute(href)}">`,
      ),
    ].join('');
    pages.set(pattern, encode(html.replace('</head>', `${links}</head>`)));
  }
  return { plain, pages };
}
