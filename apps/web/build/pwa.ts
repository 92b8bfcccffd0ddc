import { VitePWA } from 'vite-plugin-pwa';
import { RUNTIME_CACHES } from '../src/lib/runtime-caches.ts';
import { adminOnlyFiles } from './screen-preloads.ts';

export { RUNTIME_CACHES };

/**
 * The app installs on a phone's home screen and reads what it needs at the house without a
 * network (DECISIONS §20, decision 0055), with Workbox's service worker made at build time:
 *
 * - the app's code, styles and icons are kept on install (precache), but for what only admin
 *   screens need: an admin's screens come from the network (`offlineCopy`); the browser reads
 *   the app's files (`/assets/`) from that copy by a static route, without the worker (decision
 *   0079, `public/asset-routes.js`);
 * - pages are asked of the server first (its pages carry the house's name and each screen's
 *   files), the last copy of each served when the network is gone;
 * - the guides, the member's stays and checklists, and the house log likewise, network first;
 * - the guides' pictures are kept by their path alone: their addresses carry a signature that
 *   runs out, and a copy on the phone is found again whatever signature asked for it, while the
 *   server never serves one without a valid signature;
 * - the house codes never: the server says `no-store`, and the worker leaves them to the network;
 * - of the documents' files only the manuals kept for offline (DECISIONS §24), which the server
 *   marks (`X-Stuga-Offline`), found by their path as the pictures are, whether opened as a page
 *   or fetched by "Keep for offline"; every other document stays on the server.
 */
/**
 * An answer the worker serves from what it kept says so (`X-Stuga-Kept`), so the app can tell it
 * is offline when the browser does not know (one bar, a network that answers nothing).
 */
const keptMark = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set('X-Stuga-Kept', '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * The most the copy kept on install may weigh, in KB as stored (uncompressed): the member's
 * screens, styles, icons and fonts, never the admin screens (issue 61). The build fails above it.
 */
export const OFFLINE_COPY_BUDGET_KB = 2600;

interface ManifestEntry {
  url: string;
  size: number;
}

/**
 * What the worker keeps on install: every file of the app but those only admin screens need
 * (`adminOnlyFiles`, found by the same build), its size printed and held to the budget.
 */
export function offlineCopy<T extends ManifestEntry>(
  entries: T[],
  budgetKb = OFFLINE_COPY_BUDGET_KB,
) {
  const manifest = entries.filter((entry) => !adminOnlyFiles.has(entry.url));
  const kb = manifest.reduce((sum, entry) => sum + entry.size, 0) / 1024;
  const left = entries.length - manifest.length;
  console.log(
    `offline copy: ${manifest.length} files, ${kb.toFixed(0)} KB (budget ${budgetKb} KB); ` +
      `${left} files only admin screens need are left to the network`,
  );
  if (kb > budgetKb) {
    throw new Error(`the offline copy weighs ${kb.toFixed(0)} KB, over its ${budgetKb} KB budget`);
  }
  return { manifest, warnings: [] as string[] };
}

export const pwa = () =>
  VitePWA({
    // The app registers the worker itself, after the first screen (main.tsx).
    injectRegister: false,
    registerType: 'autoUpdate',
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'Stuga',
      short_name: 'Stuga',
      description: 'The private site of our holiday house in Sweden.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#f3f0e8',
      theme_color: '#9b2a1f',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,woff2}'],
      globIgnores: ['**/*.map', 'sample-*/**'],
      // The member's screens, not the admin screens (issue 61).
      manifestTransforms: [async (entries) => offlineCopy(entries)],
      // Pages come from the server (network first), not from one kept shell.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The worker's part of notifications on the phone (public/push-worker.js), and the static
      // route by which the browser reads the app's files from the copy (public/asset-routes.js).
      importScripts: ['/push-worker.js', '/asset-routes.js'],
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/api/documents/files/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.documents,
            networkTimeoutSeconds: 6,
            plugins: [
              keptMark,
              {
                cacheWillUpdate: async ({ response }) =>
                  response.ok && response.headers.get('X-Stuga-Offline') === '1' ? response : null,
              },
            ],
            matchOptions: { ignoreSearch: true, ignoreVary: true },
            expiration: { maxEntries: 30 },
          },
        },
        {
          // A page opened, or asked for by "Keep for offline" (as HTML).
          urlPattern: ({ request }) =>
            request.mode === 'navigate' ||
            (request.method === 'GET' &&
              (request.headers.get('accept') ?? '').startsWith('text/html')),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.pages,
            networkTimeoutSeconds: 6,
            // One copy of a page, whichever way it was asked for.
            matchOptions: { ignoreVary: true },
            expiration: { maxEntries: 40 },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname === '/api/house-codes',
          handler: 'NetworkOnly',
        },
        {
          urlPattern: ({ url, request }) =>
            request.method === 'GET' &&
            /^\/api\/(guides\/[^/]+|documents|at-the-house|seasons|weather|ice|bookings\/\d+\/checklists|house-log|profile_data|clock|content)$/.test(
              url.pathname,
            ),
          handler: 'NetworkFirst',
          options: {
            plugins: [keptMark],
            cacheName: RUNTIME_CACHES.data,
            networkTimeoutSeconds: 6,
            expiration: { maxEntries: 60 },
          },
        },
        {
          urlPattern: ({ url }) => url.pathname.startsWith('/p/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: RUNTIME_CACHES.pictures,
            networkTimeoutSeconds: 6,
            // Found by its path: the signature in the address changes, the picture does not; and
            // whatever format the copy was kept in (the server picks one by what is accepted).
            matchOptions: { ignoreSearch: true, ignoreVary: true },
            expiration: { maxEntries: 120 },
          },
        },
      ],
    },
  });
