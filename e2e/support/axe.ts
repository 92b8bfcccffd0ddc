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
  // The sticky header covers whatever has scrolled under it, so a button half under it would be
  // judged too small to touch: the page is judged from its top, as it lays out, then put back.
  const scrolled = await page.evaluate(() => {
    const at = window.scrollY;
    window.scrollTo(0, 0);
    return at;
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  await page.evaluate((at) => window.scrollTo(0, at), scrolled);
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
