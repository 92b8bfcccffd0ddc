import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a picture is drawn: visible, and loaded with pixels (a server resizing it, a busy
 * machine or a lazy load may take a moment). Asking `naturalWidth` once right after it appears is a
 * race.
 */
export async function expectDrawn(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
    .toBeGreaterThan(0);
}
