import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as http, type APIRequestContext } from '@playwright/test';
import { freePort, startApp } from '../../scripts/lib/processes.mjs';
import { smtpUrl } from '../playwright.config';
import { adminToken, logIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * A guest pass end to end (DECISIONS §26), on an app of its own whose clock is inside a stay's
 * codes window: Hugo gives the neighbour a pass on At the house; she opens its link on her phone
 * in Swedish, reads the code and the guide, ticks an item; Hugo sees her use and takes it back.
 */
test.setTimeout(180_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'pass-admin@example.com', password: 'pass-admin-password', first: 'Ada' };
const HUGO = { email: 'hugo.pass@example.com', password: 'hugo-pass-password' };

test('a guest opens a pass on a phone in Swedish, reads the code and the guide and ticks an item', async ({
  browser,
}) => {
  mkdirSync(path.join(root, 'e2e', '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'e2e', '.tmp', 'pass-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  // The stay is 2–4 October 2025 (clear of the sample stays); the clock is in its window.
  const app = await startApp({
    port,
    healthPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      APP_NOW: '2025-10-01T10:00:00+02:00',
      ADMIN_EMAILS: ADMIN.email,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
  });
  const api: APIRequestContext = await http.newContext({ baseURL: url });
  try {
    const admin = { authorization: `Bearer ${await adminToken(api, ADMIN)}` };
    const invite = await api.post('/api/generate-invite', {
      data: { code_type: 'trusted' },
      headers: admin,
    });
    const created = await api.post('/api/register', {
      data: {
        ...HUGO,
        first_name: 'Hugo',
        last_name: 'Strand',
        invite_code: (await invite.json()).invite_code,
      },
    });
    expect(created.status()).toBe(201);
    const hugo = {
      authorization: `Bearer ${(await (await api.post('/api/login', { data: HUGO })).json()).jwt}`,
    };
    const planned = await api.post('/api/stay-plans', {
      headers: hugo,
      data: {
        title: 'Autumn',
        expiry_date: '2025/10/02',
        options: [{ from: '2025/10/02', to: '2025/10/04', status: 'pending' }],
      },
    });
    expect(planned.status(), await planned.text()).toBe(201);
    const option = (await planned.json()).stay_plan.options[0].id as number;
    expect(
      (await api.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
    ).toBe(200);
    await api.put('/api/admin/house-codes', {
      headers: admin,
      data: { codes: [{ kind: 'door', label: 'Ytterdörr', value: '2580' }] },
    });
    await api.put('/api/admin/checklists/arrival', {
      headers: admin,
      data: { items: [{ text: 'Sätt på vattnet', asks_number: false, unit: '' }] },
    });

    // Hugo gives the pass on At the house, on a computer.
    const desktop = await browser.newContext({
      baseURL: url,
      viewport: { width: 1280, height: 900 },
    });
    const page = await desktop.newPage();
    await logIn(page, HUGO.email, HUGO.password);
    await page.goto('/at-the-house');
    const card = page.getByRole('region', { name: 'Guest passes' });
    await expect(card.getByText('No guest passes yet.')).toBeVisible();
    await card.getByLabel('Guest’s name').fill('Greta');
    await card.getByRole('button', { name: 'Give a guest pass' }).click();
    await expect(card.getByText(/^The pass for Greta is ready\./)).toBeVisible();
    await expect(
      card.getByRole('img', { name: 'QR code of the guest pass for Greta' }),
    ).toBeVisible();
    const link = await card.getByLabel('Link of the pass').inputValue();
    expect(link).toMatch(new RegExp(`^${url}/guest#[A-Za-z0-9_-]+$`));
    await expectNoSeriousA11yViolations(page);

    // Greta, on her phone in Swedish: no account, the code, the guide, a tick.
    const phone = await browser.newContext({
      baseURL: url,
      viewport: { width: 375, height: 812 },
      locale: 'sv-SE',
    });
    const guest = await phone.newPage();
    await guest.goto(link);
    await expect(guest.getByRole('heading', { level: 1, name: 'Ditt gästpass' })).toBeVisible();
    await expect(guest.getByText(/^Välkommen, Greta! Hugo bjuder in dig till huset/)).toBeVisible();
    await expect(guest.getByText('Ytterdörr: 2580')).toBeVisible();
    await expect(guest).toHaveURL(`${url}/guest`);
    // The guide as the house wrote it (the sample house's is in English).
    const guide = guest.getByRole('region', { name: 'House guide' });
    await expect(guide.getByRole('heading', { name: 'Getting in' })).toBeVisible();
    await expect(guest.getByText('Strand')).toHaveCount(0);
    await expectNoSeriousA11yViolations(guest);
    const water = guest.getByRole('checkbox', { name: 'Sätt på vattnet' });
    await water.check();
    await expect(water).toBeChecked();
    await guest.reload();
    await expect(guest.getByRole('checkbox', { name: 'Sätt på vattnet' })).toBeChecked();
    // Nothing else of the app: the pass is not a session.
    await guest.goto('/at-the-house');
    await expect(guest).toHaveURL(/\/login/);

    // The pass in the other language at each width, axe clean on each.
    const others = [];
    for (const [locale, viewport] of [
      ['en-GB', { width: 1280, height: 900 }],
      ['en-GB', { width: 375, height: 812 }],
      ['sv-SE', { width: 1280, height: 900 }],
    ] as const) {
      const context = await browser.newContext({ baseURL: url, viewport, locale });
      const other = await context.newPage();
      await other.goto(link);
      await expect(other.getByText('Ytterdörr: 2580')).toBeVisible();
      const words = locale === 'sv-SE' ? 'Husets koder' : 'House codes';
      await expect(other.getByRole('region', { name: words })).toBeVisible();
      await expectNoSeriousA11yViolations(other);
      others.push(other);
    }
    const other = others[0]!;
    await page.reload();
    await expect(card.getByText(/^Used \d+ times, last /)).toBeVisible();
    await card.getByRole('button', { name: 'Take back the pass of Greta' }).click();
    await expect(card.getByText(/^Taken back /)).toBeVisible();
    await other.reload();
    await expect(
      other.getByText(
        'This guest pass does not open the house: it has run out, was taken back, or is not one.',
      ),
    ).toBeVisible();
    await desktop.close();
    await phone.close();
    for (const one of others) await one.context().close();
  } finally {
    await api.dispose();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
