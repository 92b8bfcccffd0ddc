/**
 * The caches the service worker keeps at run time (build/pwa.ts makes it), one name for each: the
 * app empties every one of them when a session ends (decision 0055), so a cache added here is
 * emptied too.
 */
export const RUNTIME_CACHES = {
  pages: 'stuga-pages',
  data: 'stuga-data',
  pictures: 'stuga-pictures',
  documents: 'stuga-documents',
} as const;
