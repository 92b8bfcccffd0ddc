import type { APIRequestContext, Page } from '@playwright/test';

/** Waits until the service worker controls the page. */
export const controlled = (page: Page) =>
  page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  });

/** The files the worker keeps on install (its precache list), by their paths. */
export async function keptFiles(request: APIRequestContext): Promise<Set<string>> {
  const worker = await (await request.get('/sw.js')).text();
  return new Set([...worker.matchAll(/url:"([^"]+)"/g)].map(([, url]) => `/${url}`));
}
