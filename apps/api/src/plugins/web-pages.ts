import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LANGUAGES, matchAppPath, paths, type FeeSettings, type Language } from '@stuga/shared';

/** How often a running server looks whether the web app was built again under it. */
export const BUILD_CHECK_MS = 1000;

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
 * `html` with the first match of `pattern` replaced by `text` as it is: a replacement given as a
 * function is never read as a pattern, so a `$&` or `$'` in a house's name is only text.
 */
const put = (html: string, pattern: string | RegExp, text: string) =>
  html.replace(pattern, () => text);

/** What the pages carry of the house's settings, so the app has it before it asks anything. */
export interface PageFacts {
  house: string;
  /** What a stay costs (DECISIONS §21): the footer's line. */
  fee: FeeSettings;
  /**
   * The Google client id when Google sign-in is on, else null: the login screen draws its button
   * (or none) without asking first, a call that held up its first paint on a slow network.
   */
  google: string | null;
  /** All of it as one text, made once: what tells the pages to be built again. */
  key: string;
}

export const pageFacts = (house: string, fee: FeeSettings, google: string | null): PageFacts => ({
  house,
  fee,
  google,
  key: JSON.stringify([house, fee, google]),
});

/** The pages of one language: one per screen, and the plain one. */
interface LanguagePages {
  plain: Page;
  pages: Map<string, Page>;
}

/**
 * The app's page for each screen and language: `index.html` with the screen's own script and
 * style files and the language's catalogue named in its head, so the browser fetches them with
 * the app instead of after it has started, and `<html lang>` saying the language. Addresses
 * without a screen of their own get the plain page. Built from the web build with the house's
 * name and what a stay costs, and built again when the build changes under a running server (its
 * old files are gone then) or the admins rename the house or change the fee.
 */
export function loadPages(
  webRoot: string,
  facts: PageFacts,
): { pageFor(pathname: string, facts: PageFacts, language: Language): Page } {
  const index = path.join(webRoot, 'index.html');
  let built = build(webRoot, facts);
  let stamp = statSync(index).mtimeMs;
  let builtFor = facts.key;
  // The build is looked at once a second, not on every page: two file-system calls a page were a
  // quarter of what serving one cost (decision 0043).
  let lookedAt = Date.now();
  const stampNow = () => {
    if (Date.now() - lookedAt < BUILD_CHECK_MS) return stamp;
    lookedAt = Date.now();
    return existsSync(index) ? statSync(index).mtimeMs : stamp;
  };
  return {
    pageFor(pathname, facts, language) {
      const now = stampNow();
      // Built again when the build or what the pages carry changes.
      if (now !== stamp || facts.key !== builtFor) {
        built = build(webRoot, facts);
        stamp = now;
        builtFor = facts.key;
      }
      const pattern = matchAppPath(pathname);
      const pages = built[language];
      return (pattern && pages.pages.get(pattern)) ?? pages.plain;
    },
  };
}

const escapeText = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const preloads = (files: { js: string[]; css: string[] } | undefined, priority: string) =>
  [
    ...(files?.css ?? []).map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    ...(files?.js ?? []).map(
      (href) =>
        `<link rel="modulepreload" crossorigin fetchpriority="${priority}" href="${escapeAttribute(href)}">`,
    ),
  ].join('');

function build(webRoot: string, facts: PageFacts): Record<Language, LanguagePages> {
  const { house } = facts;
  // The house's name in the title, and it, the fee and Google sign-in for the app to read before
  // it asks anything.
  const template = put(
    put(
      readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
      /<title>[^<]*<\/title>/,
      `<title>${escapeText(house)}</title>`,
    ),
    '</head>',
    `<meta name="house-name" content="${escapeAttribute(house)}">` +
      `<meta name="stay-fee" content="${escapeAttribute(JSON.stringify(facts.fee))}">` +
      `<meta name="google-client-id" content="${escapeAttribute(facts.google ?? '')}"></head>`,
  );
  const manifestFile = path.join(webRoot, 'screens.json');
  const manifest: ScreensManifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ScreensManifest)
    : {};

  const built = {} as Record<Language, LanguagePages>;
  for (const language of LANGUAGES) {
    // The first screen waits for its catalogue, so it is asked for first: on Home only the
    // first page's texts, which is all a visitor's Home needs (decision 0047).
    const inLanguage = put(template, /<html lang="[^"]*"/, `<html lang="${language}"`);
    const withTexts = (catalogue: string) =>
      put(inLanguage, '</head>', `${preloads(manifest[`language:${catalogue}`], 'high')}</head>`);
    const html = withTexts(language);
    const home = withTexts(`${language}.first`);
    const pages = new Map<string, Page>();
    for (const [pattern, files] of Object.entries(manifest)) {
      if (pattern.startsWith('language:')) continue;
      // An admin screen's texts are a catalogue of their own (decision 0021), asked for with it.
      const texts = pattern.startsWith(paths.admin)
        ? preloads(manifest[`language:admin.${language}`], 'low')
        : '';
      const page = pattern === paths.home ? home : html;
      pages.set(pattern, encode(put(page, '</head>', `${preloads(files, 'low')}${texts}</head>`)));
    }
    built[language] = { plain: encode(html), pages };
  }
  return built;
}
