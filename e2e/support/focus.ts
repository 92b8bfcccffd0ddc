import { expect, type Page } from '@playwright/test';

/**
 * Focus is on something a sighted person sees (ARCHITECTURE convention 14): not fallen to the
 * page, and not on a live region only screen readers hear (1 px, visually hidden). Answers a
 * description of what has it.
 */
export async function expectFocusSeen(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return 'the page';
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return `a hidden ${element.id || element.tagName}`;
        return 'seen';
      }),
    )
    .toBe('seen');
}
