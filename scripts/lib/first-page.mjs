// What a visitor's first page costs in JavaScript, counted one way by the end-to-end size check
// and by the bench: the bodies of its scripts as sent (compressed), without the headers, in KB of
// 1024 bytes, from the navigation until the network has been quiet.

/** The most a visitor's first page may fetch, in either language (issue 61: 125 KB). */
export const FIRST_PAGE_BUDGET_KB = 125;

/**
 * Starts counting the scripts `page` (a Playwright page) fetches; `sizes()` answers each
 * script's path and its body's bytes as sent, once the page has been loaded.
 */
export function countScripts(page) {
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const script = new URL(request.url()).pathname;
    sizes.push(request.sizes().then((size) => [script, size.responseBodySize]));
  });
  return { sizes: async () => new Map(await Promise.all(sizes)) };
}

/** The KB the scripts of `sizes` (as `countScripts` answers them) come to. */
export const kilobytes = (sizes) =>
  [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024;
