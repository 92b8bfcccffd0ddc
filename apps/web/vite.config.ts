import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { serverEn } from '../../packages/shared/src/i18n/server.en.ts';
import { serverSv } from '../../packages/shared/src/i18n/server.sv.ts';
import { compileCatalogues } from './build/compile-catalogues.ts';
import { compileHints } from './build/compile-hints.ts';
import { inlineIcon } from './build/inline-icon.ts';
import { chunkGroupOf, chunkGroupsPlugin, measuringChunks } from './build/member-chunks.ts';
import { pwa } from './build/pwa.ts';
import { screenPreloads } from './build/screen-preloads.ts';
import { trimUnusedMantineCss } from './build/trim-unused-mantine-css.ts';

/**
 * The screens a visitor opens first: what they share as they open is one file of its own, and
 * they never load the members' shared code (decision 0081).
 */
const VISITOR_SCREENS = [
  'home',
  'about',
  'subPage',
  'signedOut',
  'login',
  'signup',
  'invite',
  'reset',
  'confirmEmail',
  'guestbook',
];

const src = fileURLToPath(new URL('./src', import.meta.url));
const shared = fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url));
const sharedSchemas = fileURLToPath(
  new URL('../../packages/shared/src/schemas/index.ts', import.meta.url),
);

const sharedI18n = fileURLToPath(new URL('../../packages/shared/src/i18n', import.meta.url));

/** The folder of package `name` as a module in folder `from` finds it. */
const packageDir = (name: string, from: string) => {
  const entry = createRequire(import.meta.url).resolve(name, { paths: [from] });
  const folder = `node_modules/${name}`;
  return entry.slice(0, entry.lastIndexOf(folder) + folder.length);
};
/**
 * The message formatting packages, one copy for every importer: the ones react-intl uses (decision
 * 0048). npm nests a copy of each under react-intl and another under @formatjs/intl, as the root
 * holds Lighthouse's older versions; bundled as they lie, the app carried both (6 KB on the first
 * page).
 */
const reactIntl = packageDir('react-intl', src);
const messageFormat = packageDir('intl-messageformat', reactIntl);
const parser = packageDir('@formatjs/icu-messageformat-parser', reactIntl);
const oneFormatJs = Object.entries({
  'intl-messageformat': messageFormat,
  '@formatjs/icu-messageformat-parser': parser,
  '@formatjs/icu-skeleton-parser': packageDir('@formatjs/icu-skeleton-parser', parser),
  '@formatjs/fast-memoize': packageDir('@formatjs/fast-memoize', messageFormat),
}).map(([name, folder]) => ({ find: new RegExp(`^${name}(?=/|$)`), replacement: folder }));

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    // Every catalogue module, parsed at build time (decision 0049).
    compileCatalogues(
      /[\\/]apps[\\/]web[\\/]src[\\/]i18n[\\/](admin\.)?(en|sv)(\.first)?\.ts$/,
      { serverEn, serverSv },
      ['first'],
    ),
    trimUnusedMantineCss(),
    // Every file compiled as it streams in, off the main thread (decision 0061).
    compileHints(),
    // The icon in the page, not a request of its own (decision 0062).
    inlineIcon(fileURLToPath(new URL('./public/favicon.svg', import.meta.url))),
    // The offline copy, of the build that is kept (the measuring one is neither minified nor kept).
    ...(measuringChunks ? [] : [pwa()]),
    // Fewer, larger files for the members' screens (decision 0081).
    chunkGroupsPlugin({
      srcDir: src,
      table: fileURLToPath(new URL('./src/app/screens.ts', import.meta.url)),
      visitorScreens: VISITOR_SCREENS,
      // A visitor's or a guest's too, opened less often: they share the visitors' parts' file.
      guestScreens: ['contact', 'guest'],
      // Drawn from the page or Home, but only for a member.
      memberParts: ['@/app/routes/home-member', '@/app/kept-writes', '@/lib/clock'],
      apartScreens: ['home'],
    }),
    screenPreloads({
      srcDir: src,
      table: fileURLToPath(new URL('./src/app/screens.ts', import.meta.url)),
      catalogues: {
        en: fileURLToPath(new URL('./src/i18n/en.ts', import.meta.url)),
        sv: fileURLToPath(new URL('./src/i18n/sv.ts', import.meta.url)),
        'en.first': fileURLToPath(new URL('./src/i18n/en.first.ts', import.meta.url)),
        'sv.first': fileURLToPath(new URL('./src/i18n/sv.first.ts', import.meta.url)),
        'admin.en': fileURLToPath(new URL('./src/i18n/admin.en.ts', import.meta.url)),
        'admin.sv': fileURLToPath(new URL('./src/i18n/admin.sv.ts', import.meta.url)),
      },
    }),
  ],
  resolve: {
    // The shared package as source, like the type checker sees it (its `source` condition).
    alias: [
      { find: '@', replacement: src },
      { find: /^@stuga\/shared$/, replacement: shared },
      { find: /^@stuga\/shared\/schemas$/, replacement: sharedSchemas },
      { find: /^@stuga\/shared\/i18n\/(.+)$/, replacement: `${sharedI18n}/$1.ts` },
      // The built app's catalogues are parsed at build time (compileCatalogues): no parser in it.
      ...(command === 'build'
        ? [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: `${parser}/no-parser.js`,
            },
          ]
        : []),
      ...oneFormatJs,
    ],
  },
  build: {
    // The first of the two builds (decision 0081) only measures: its files go nowhere that is kept.
    outDir: measuringChunks ? 'node_modules/.cache/stuga/measure' : 'dist',
    emptyOutDir: true,
    sourcemap: !measuringChunks,
    minify: !measuringChunks,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the app's entry imports statically is one file: it is all fetched before the
            // first screen anyway, and a phone on HTTP/1.1 fetches six files at a time, a round
            // trip each (decision 0051).
            { name: 'app', tags: ['$initial'], priority: 20 },
            // Mantine's pieces of a form and of a card, which nearly every screen draws, are one
            // file too, not ten of 1-4 KB each (the login screen came in 20 files; decision 0057).
            {
              name: 'forms',
              test: /[\\/]@mantine[\\/]core[\\/]esm[\\/](components[\\/](Input|InputBase|TextInput|PasswordInput|ActionIcon|Divider|Stack|Card|Paper|SimpleGrid)[\\/]|core[\\/]styles-api[\\/]use-resolved-styles-api|core[\\/]utils[\\/]get-base-value)/,
              priority: 10,
            },
            // Shared modules of the members' screens in one file (decision 0081): by the first
            // build's measure, none while measuring.
            ...(measuringChunks
              ? []
              : [{ name: chunkGroupOf(), includeDependenciesRecursively: false, priority: 5 }]),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
}));
