import type { Page } from '@playwright/test';

/**
 * Waits until no CSS transition runs on the page: a panel that slides open has arrived where it
 * stays. Playwright waits for the element it clicks to hold still, not for the page around it; a
 * click on a button of a form still sliding open can press it in one place and release it in
 * another once the page has moved, and a click pressed and released on different elements is no
 * click at all. A person cannot aim at a button that is still moving; a test can.
 */
export async function transitionsDone(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getAnimations().some((animation) => animation instanceof CSSTransition),
  );
}
