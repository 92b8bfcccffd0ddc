// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium against a running app:
// the performance score, paint timings, and the bytes of JavaScript and CSS a first visit downloads.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const kb = (bytes) => Math.round(bytes / 1024);

/** Audits each path of `base` with Lighthouse and returns one row per path. */
export async function audit(base, paths) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows = [];
  try {
    for (const path of paths) {
      const { lhr } = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
      const audits = lhr.audits;
      const requests = audits['network-requests'].details.items;
      const transferred = (type) =>
        requests
          .filter((r) => r.resourceType === type)
          .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
      const wasted = (id) =>
        (audits[id].details?.items ?? []).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
      rows.push({
        path,
        score: Math.round(lhr.categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        jsKb: kb(transferred('Script')),
        unusedJsKb: kb(wasted('unused-javascript')),
        cssKb: kb(transferred('Stylesheet')),
        unusedCssKb: kb(wasted('unused-css-rules')),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** Prints the rows as a table. */
export function print(rows) {
  const head = [
    'page',
    'perf',
    'FCP s',
    'LCP s',
    'TBT ms',
    'CLS',
    'JS KB',
    'unused',
    'CSS KB',
    'unused',
  ];
  const widths = [14, 5, 6, 6, 7, 6, 6, 7, 7, 7];
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join(' ');
  console.log(line(head));
  for (const r of rows) {
    console.log(
      line([
        r.path,
        r.score,
        (r.fcp / 1000).toFixed(1),
        (r.lcp / 1000).toFixed(1),
        Math.round(r.tbt),
        r.cls.toFixed(3),
        r.jsKb,
        r.unusedJsKb,
        r.cssKb,
        r.unusedCssKb,
      ]),
    );
  }
}
