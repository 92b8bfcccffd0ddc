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
 * The house codes by the house's clock, end to end (DECISIONS §20): on an app of its own, started
 * as `npm start` does, and started again on the same data with the clock at each edge of a stay's
 * window — absent the week before, shown from 00:00 the day before arrival, gone at 12:00 on
 * departure day.
 */
test.setTimeout(180_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** This app's admin: an address of its own, never one the main app's tests mailed a link to. */
const ADMIN = { email: 'codes-admin@example.com', password: 'codes-admin-password', first: 'Ada' };
const ELSA = { email: 'elsa.codes@example.com', password: 'elsa-codes-password' };

async function startAppAt(dataDir: string, port: number, now: string) {
  const url = `http://localhost:${port}`;
  const app = await startApp({
    port,
    healthPath: '/api/health',
    env: {
      DATA_DIR: dataDir,
      APP_NOW: now,
      ADMIN_EMAILS: ADMIN.email,
      SMTP_URL: smtpUrl,
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
    },
  });
  return { url, stop: () => app.stop() };
}

test('Elsa sees the codes from 00:00 the day before she arrives until 12:00 the day she leaves', async ({
  browser,
}) => {
  mkdirSync(path.join(root, 'e2e', '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'e2e', '.tmp', 'codes-'));
  const port = await freePort();
  // Five days before her window opens: her stay is 1–3 October 2025 (clear of the sample stays
  // the app makes around its first day).
  let app = await startAppAt(dataDir, port, '2025-09-25T10:00:00+02:00');
  const api: APIRequestContext = await http.newContext({ baseURL: app.url });
  try {
    const jwt = await adminToken(api, ADMIN);
    const admin = { authorization: `Bearer ${jwt}` };
    const invite = await api.post('/api/generate-invite', {
      data: { code_type: 'trusted' },
      headers: admin,
    });
    const created = await api.post('/api/register', {
      data: {
        ...ELSA,
        first_name: 'Elsa',
        last_name: 'Strand',
        invite_code: (await invite.json()).invite_code,
      },
    });
    expect(created.status()).toBe(201);
    const elsa = {
      authorization: `Bearer ${(await (await api.post('/api/login', { data: ELSA })).json()).jwt}`,
    };
    const planned = await api.post('/api/stay-plans', {
      headers: elsa,
      data: {
        title: 'Autumn',
        expiry_date: '2025/09/30',
        options: [{ from: '2025/10/01', to: '2025/10/03', status: 'pending' }],
      },
    });
    expect(planned.status(), await planned.text()).toBe(201);
    const option = (await planned.json()).stay_plan.options[0].id as number;
    expect(
      (await api.post(`/api/admin/approve-option/${option}`, { headers: admin })).status(),
    ).toBe(200);
    expect(
      (
        await api.put('/api/admin/house-codes', {
          headers: admin,
          data: { codes: [{ kind: 'door', label: 'Front door', value: '2580' }] },
        })
      ).status(),
    ).toBe(200);

    const context = await browser.newContext({
      baseURL: app.url,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await logIn(page, ELSA.email, ELSA.password);
    const codes = () => page.getByRole('region', { name: 'House codes' });
    const look = async () => {
      await page.goto('/guide/house');
      await expect(page.getByRole('heading', { level: 1, name: 'House guide' })).toBeVisible();
    };

    await look();
    await expect(
      codes().getByText('The codes show from 30 Sept 2025 00:00 until you leave.'),
    ).toBeVisible();
    await expect(page.getByText('2580')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Each edge, the server started again with its clock there.
    for (const [now, shown] of [
      ['2025-09-29T23:59:00+02:00', false],
      ['2025-09-30T00:00:00+02:00', true],
      ['2025-10-03T11:59:00+02:00', true],
      ['2025-10-03T12:00:00+02:00', false],
    ] as const) {
      await app.stop();
      app = await startAppAt(dataDir, port, now);
      await look();
      if (shown) {
        await expect(codes().getByText('2580')).toBeVisible();
        await expect(codes().getByText('Shown until you leave: 3 Oct 2025, 12:00.')).toBeVisible();
      } else {
        await expect(codes().getByText(/^The codes show/)).toBeVisible();
        await expect(page.getByText('2580')).toHaveCount(0);
      }
    }
    // After the stay: no window ahead.
    await expect(
      codes().getByText(
        'The codes show to members with a booked stay, from the day before they arrive until they leave.',
      ),
    ).toBeVisible();
    await context.close();
  } finally {
    await api.dispose();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
