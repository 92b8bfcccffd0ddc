import { test as base, expect, type Page, type Request } from '@playwright/test';

/**
 * Google's sign-in script, stood in for: it renders a button that hands the page's callback the
 * credential a test put in `window.__e2eGoogleCredential`, and records the options it was given.
 */
const fakeGoogleScript = `
window.google = { accounts: { id: {
  initialize: function (options) { window.__gis = options; },
  renderButton: function (element, options) {
    var button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
    button.setAttribute('data-theme', options.theme);
    button.setAttribute('data-size', options.size);
    button.setAttribute('data-shape', options.shape);
    button.onclick = function () { window.__gis.callback({ credential: window.__e2eGoogleCredential }); };
    element.appendChild(button);
  }
} } };`;

/** Every page in these tests: nothing leaves the machine; Google's script is the stand-in. */
export const test = base.extend<{ stayOnMachine: void; explainTimeout: void }>({
  stayOnMachine: [
    async ({ context }, use) => {
      await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
        route.request().url().startsWith('https://accounts.google.com/gsi/client')
          ? route.fulfill({ contentType: 'text/javascript', body: fakeGoogleScript })
          : route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
  // A test that runs out of time says, for each of its pages, whether the page still ran its
  // script and drew frames: a page whose script is stuck is the app's fault; one that runs its
  // script but draws no frame (Playwright waits a frame to see an element is still) is the
  // browser's.
  explainTimeout: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status !== 'timedOut') return;
      // Every page of every context: a test's second browser (another member's phone) too.
      const contexts = context.browser()?.contexts() ?? [context];
      for (const page of contexts.flatMap((each) => each.pages())) {
        const state = await Promise.race([
          page.evaluate(
            () =>
              new Promise<string>((resolve) => {
                const visibility = document.visibilityState;
                requestAnimationFrame(() => resolve(`script runs, frames drawn, ${visibility}`));
                setTimeout(() => resolve(`script runs, NO FRAME in 2 s, ${visibility}`), 2000);
              }),
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('script STUCK for 5 s'), 5000)),
        ]).catch((error: unknown) => `not asked: ${String(error)}`);
        const line = `${page.url()}: ${state}`;
        console.log(`timed out at ${line}`);
        testInfo.annotations.push({ type: 'page at the timeout', description: line });
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Records the page's calls to the API from now on, as `METHOD /path`: `calls()` waits until the
 * network has been quiet for a while, so a refetch that follows an answer would be counted too.
 */
export function recordApiCalls(page: Page) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', listener);
  return {
    async calls() {
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      return seen;
    },
  };
}
