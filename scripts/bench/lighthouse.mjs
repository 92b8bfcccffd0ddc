// Lighthouse (mobile, its default simulated throttling) in Debian's Chromium against a running app:
// the performance score, paint timings, and the bytes of JavaScript and CSS a first visit downloads.
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';
import { keepOnMachine } from '../lib/google-script.mjs';

const kb = (bytes) => Math.round(bytes / 1024);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Attaches to the browser on `port` so that none of its pages leaves the machine (Google's script
 * stood in for), and with `login` logs in through the login page, as a member would.
 */
async function attach(port, base, login) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  await keepOnMachine(browser.contexts()[0]);
  if (!login) return browser;
  const { email, password } = login;
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${base}/`);
  await page.close();
  return browser;
}

/**
 * Audits each path of `base` with Lighthouse `runs` times and returns one row per path: the run
 * with the median score (Lighthouse's own advice, since one run on a busy machine varies by a few
 * points), with every run's score beside it. With `login`, the browser logs in through the page
 * first and Lighthouse keeps its storage, so the pages are audited as that member sees them.
 */
export async function audit(base, paths, { runs = 3, login } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  const rows = [];
  let browser;
  try {
    browser = await attach(chrome.port, base, login);
    for (const path of paths) {
      const results = [];
      for (let run = 0; run < runs; run += 1) {
        results.push(await once(chrome.port, base + path, !!login));
      }
      const middle = median(results.map((row) => row.score));
      rows.push({
        path,
        ...results.find((row) => row.score === middle),
        scores: results.map((row) => row.score),
      });
    }
  } finally {
    await browser?.close();
    await chrome.kill();
  }
  return rows;
}

/** One Lighthouse run of one page; a run whose trace failed (it says to try again) is repeated. */
async function once(port, url, keepStorage, attempts = 3) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: keepStorage,
  });
  if (lhr.runtimeError) {
    if (attempts > 1) return once(port, url, keepStorage, attempts - 1);
    throw new Error(`${url}: ${lhr.runtimeError.message}`);
  }
  const audits = lhr.audits;
  const requests = audits['network-requests'].details.items;
  const transferred = (type) =>
    requests.filter((r) => r.resourceType === type).reduce((sum, r) => sum + r.transferSize, 0);
  const wasted = (id) =>
    (audits[id].details?.items ?? []).reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0);
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    // What moved most, so a layout shift can be found.
    shifts: (audits['layout-shifts']?.details?.items ?? [])
      .slice(0, 3)
      .map(
        (item) => `${item.score.toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? '?'}`,
      ),
    longTasks: (audits['long-tasks']?.details?.items ?? [])
      .slice(0, 3)
      .map((item) => `${Math.round(item.duration)} ms ${String(item.url).split('/').pop()}`),
    jsKb: kb(transferred('Script')),
    unusedJsKb: kb(wasted('unused-javascript')),
    cssKb: kb(transferred('Stylesheet')),
    unusedCssKb: kb(wasted('unused-css-rules')),
  };
}

/** Prints the rows as a table, each score against `goal`. */
export function print(rows, goal) {
  const columns = [
    ['page', 14, (r) => r.path],
    ['perf', 5, (r) => r.score],
    ['runs', 10, (r) => r.scores.join('/')],
    ['FCP s', 6, (r) => (r.fcp / 1000).toFixed(1)],
    ['LCP s', 6, (r) => (r.lcp / 1000).toFixed(1)],
    ['TBT ms', 7, (r) => Math.round(r.tbt)],
    ['CLS', 6, (r) => r.cls.toFixed(3)],
    ['JS KB', 6, (r) => r.jsKb],
    ['unused', 7, (r) => r.unusedJsKb],
    ['CSS KB', 7, (r) => r.cssKb],
    ['unused', 7, (r) => r.unusedCssKb],
    ['', 17, (r) => (r.score >= goal ? `meets ${goal}` : `BELOW ${goal}`)],
  ];
  console.log(columns.map(([name, width]) => name.padStart(width)).join(' '));
  for (const row of rows) {
    console.log(columns.map(([, width, value]) => String(value(row)).padStart(width)).join(' '));
  }
  // Below its goal, a page says what moved and what blocked the main thread.
  for (const row of rows.filter((r) => r.cls > 0.05 || r.tbt > 150)) {
    console.log(`  ${row.path}: shifts ${row.shifts.join('; ') || 'none'}`);
    console.log(`  ${row.path}: long tasks ${row.longTasks.join('; ') || 'none'}`);
  }
}
