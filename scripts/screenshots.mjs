// Screenshots of screens at desktop and phone width: `node scripts/screenshots.mjs http://localhost:3000 /about /`.
// SCREENSHOT_LOCALE=sv-SE opens them as a browser set to Swedish does; SCREENSHOT_WIDTH adds a width;
// SCREENSHOT_FULL_PAGE=false keeps to the first screen.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';

const [base = 'http://localhost:3000', ...routes] = process.argv.slice(2);
const out = process.env.SCREENSHOT_DIR ?? '.tmp/screenshots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
// SCREENSHOT_LOGIN=email:password signs in first, as the app keeps its session.
let session;
if (process.env.SCREENSHOT_LOGIN) {
  const [email, password] = process.env.SCREENSHOT_LOGIN.split(':');
  const answer = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  session = await answer.json();
  if (!answer.ok) throw new Error(session.error);
}
const locale = process.env.SCREENSHOT_LOCALE ?? 'en-GB';
const widths = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 375, height: 740 }],
  ...(process.env.SCREENSHOT_WIDTH
    ? [
        [
          `w${process.env.SCREENSHOT_WIDTH}`,
          { width: Number(process.env.SCREENSHOT_WIDTH), height: 900 },
        ],
      ]
    : []),
];
for (const [name, viewport] of widths) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1, locale });
  if (session) {
    await page.addInitScript(
      (stored) => localStorage.setItem('stuga.session', stored),
      JSON.stringify({ jwt: session.jwt, user: session.user }),
    );
  }
  for (const route of routes.length ? routes : ['/']) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const who = session ? '-signed-in' : '';
    const file = `${out}/${name}-${locale}${who}${route.replace(/[^a-z0-9]+/gi, '-').slice(0, 40) || '-home'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.SCREENSHOT_FULL_PAGE !== 'false' });
    console.log(file);
  }
  await page.close();
}
await browser.close();
