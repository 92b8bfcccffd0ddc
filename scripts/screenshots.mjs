// Screenshots of screens at desktop and phone width: `node scripts/screenshots.mjs http://localhost:3000 /about /`.
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
for (const [name, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 375, height: 740 }],
]) {
  const page = await browser.newPage({ viewport, deviceScaleFactor: 1 });
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
    const file = `${out}/${name}${who}${route.replace(/[^a-z0-9]+/gi, '-').slice(0, 40) || '-home'}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await page.close();
}
await browser.close();
