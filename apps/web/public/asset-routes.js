/* global self */
// The app's own files (`/assets/`, each name carrying a hash of its content) are read by the
// browser straight from the copy the worker keeps on install, without waking the worker and
// passing each one through it (decision 0079): a screen asks for some forty such files, and the
// worker answered them one by one. A file not in the copy (one only admin screens need) comes
// from the network. Browsers without static routes (before Chromium 123, Firefox, Safari) go on
// asking the worker, which serves the same copy. Taken in by the worker Workbox makes
// (build/pwa.ts, importScripts), whose copy is the cache named below: Workbox's own name for its
// precache; `e2e/tests/asset-route.spec.ts` fails if the two ever part.
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  event.waitUntil(
    event
      .addRoutes({
        condition: {
          // This site's files only (the rest of the address from the worker's own).
          urlPattern: new URLPattern({ pathname: '/assets/*', baseURL: self.location.origin }),
          requestMethod: 'GET',
        },
        source: { cacheName: `workbox-precache-v2-${self.registration.scope}` },
      })
      // A browser that refuses the route still has the worker's own answer.
      .catch(() => undefined),
  );
});
