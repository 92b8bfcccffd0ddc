import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails when axe finds a serious or critical accessibility violation on the page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Colours are judged as they end, not halfway through a dialog fading in.
  // (A spinner turns for ever: only animations that end are waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  // A sticky header covers whatever has scrolled under it, so a button half under it would be
  // judged too small to touch: while axe looks, what sticks is laid out where it stands (relative
  // keeps its place in the page), and nothing scrolls or moves focus.
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).position !== 'sticky') continue;
      element.dataset.axeSticky = element.style.position;
      element.style.position = 'relative';
    }
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('[data-axe-sticky]')) {
      element.style.position = element.dataset.axeSticky ?? '';
      delete element.dataset.axeSticky;
    }
  });
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map(
        (node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''} ${node.html}`,
      ),
    }));
  expect(serious).toEqual([]);
}
