// A visitor's first page in each language: the compressed JavaScript it fetches, counted as the
// end-to-end size check counts it (scripts/lib/first-page.mjs), against the same budget.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { keepOnMachine } from '../lib/google-script.mjs';
import { countScripts, FIRST_PAGE_BUDGET_KB, kilobytes } from '../lib/first-page.mjs';

/** Answers `{ language, kb }` for English and Swedish readers of `base`'s first page. */
export async function benchFirstPage(base) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const rows = [];
    for (const [language, locale] of [
      ['English', 'en-GB'],
      ['Swedish', 'sv-SE'],
    ]) {
      // Less motion: the carousel's autoplay never turns during the count.
      const context = await browser.newContext({ locale, reducedMotion: 'reduce' });
      await keepOnMachine(context);
      const page = await context.newPage();
      const counted = countScripts(page);
      await page.goto(`${base}/`, { waitUntil: 'networkidle' });
      await page.locator('[data-still]').first().waitFor();
      rows.push({ language, kb: kilobytes(await counted.sizes()) });
      await context.close();
    }
    return rows;
  } finally {
    await browser.close();
  }
}

/** Prints the rows against the budget. */
export function printFirstPage(rows) {
  console.log(
    `\nA visitor's first page: JavaScript as sent (compressed bodies, no headers), ` +
      `goal at most ${FIRST_PAGE_BUDGET_KB} KB`,
  );
  for (const row of rows) {
    console.log(
      `  ${row.language.padEnd(8)} ${row.kb.toFixed(1).padStart(6)} KB`,
      row.kb <= FIRST_PAGE_BUDGET_KB ? ' meets the goal' : ' ABOVE THE GOAL',
    );
  }
}
