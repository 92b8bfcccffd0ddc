import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { countScripts, FIRST_PAGE_BUDGET_KB, kilobytes } from '../../scripts/lib/first-page.mjs';
import { expect, test } from '../support/fixtures';

/** The built app's scripts and their source maps, as the server sends them. */
const assets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Code only a signed-in member or an admin runs: never on a visitor's first page. */
const SIGNED_IN_CODE =
  /\/src\/(features\/(admin|stays|members|photos|profile)\/|i18n\/admin\.|app\/routes\/(home-member|profile))/;

/** A module of texts: the web app's catalogues, and the server's messages in shared. */
const CATALOGUE = /^(\.\.\/)+(src\/i18n\/|packages\/shared\/src\/i18n\/server\.)/;

/** The modules a built script holds, from its source map. */
const modulesOf = (script: string): string[] =>
  (JSON.parse(readFileSync(path.join(assets, `${script}.map`), 'utf8')) as { sources: string[] })
    .sources;

for (const [language, locale] of [
  ['en', 'en-GB'],
  ['sv', 'sv-SE'],
] as const) {
  test.describe(`a visitor's first page in ${language}`, () => {
    // Less motion asked for: the carousel's first autoplay turn (5 s in, when its code comes)
    // never falls inside the measurement however slow the machine, so it counts the page alone.
    test.use({ locale, reducedMotion: 'reduce' });

    test('fetches only its own first-page texts, no signed-in or admin code, and stays within its budget', async ({
      page,
    }) => {
      // Counted as the bench counts it (scripts/lib/first-page.mjs), against the same budget.
      const counted = countScripts(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto('/', { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('[data-still]')).toBeVisible();
      const scripts = await counted.sizes();
      // The icon is in the page: no request of its own, nor one for a browser's default icon.
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
        'href',
        /^data:image\/svg\+xml,/,
      );
      expect(asked.filter((address) => /favicon/.test(address))).toEqual([]);

      const modules = [...scripts.keys()].flatMap(modulesOf);
      // Its own language's first-page texts, and no other text: not every screen's, not the other
      // language's (decision 0047).
      const texts = modules.filter((module) => CATALOGUE.test(module));
      expect(texts).toEqual([
        expect.stringMatching(new RegExp(`/src/i18n/${language}\\.first\\.ts$`)),
      ]);
      expect(modules.filter((module) => SIGNED_IN_CODE.test(module))).toEqual([]);
      // No library twice: a file of a package is bundled from one install of it (decision 0048).
      const installs = new Map<string, Set<string>>();
      for (const module of modules.filter((name) => name.includes('node_modules/'))) {
        const file = module.slice(module.lastIndexOf('node_modules/') + 'node_modules/'.length);
        installs.set(file, (installs.get(file) ?? new Set()).add(module));
      }
      expect([...installs.values()].filter((copies) => copies.size > 1).map((c) => [...c])).toEqual(
        [],
      );

      const kb = kilobytes(scripts);
      console.log(`first page in ${language}: ${kb.toFixed(1)} KB of JavaScript (br)`);
      expect(kb).toBeLessThanOrEqual(FIRST_PAGE_BUDGET_KB);
    });
  });
}
