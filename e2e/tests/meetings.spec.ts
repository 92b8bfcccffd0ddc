import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { request as http, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { freePort, startApp } from '../../scripts/lib/processes.mjs';
import { smtpUrl } from '../playwright.config';
import { adminToken, logIn, loggaIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * The annual meeting end to end (DECISIONS §24), on an app of its own started as `npm start`
 * does, and started again on the same data on the meeting's day: an admin calls the meeting, a
 * member sends a motion on a phone in Swedish, on the day the admin records two decisions with
 * the owners' votes, the two checkers approve, and the minutes and the decision history show
 * what was decided.
 */
test.setTimeout(240_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'meeting-admin@example.com', password: 'meeting-admin-pass', first: 'Ada' };
const people = {
  anna: { email: 'anna.meeting@example.com', first: 'Anna' },
  bo: { email: 'bo.meeting@example.com', first: 'Bo' },
  cai: { email: 'cai.meeting@example.com', first: 'Cai' },
  dan: { email: 'dan.meeting@example.com', first: 'Dan' },
};
const PASSWORD = 'meeting-member-pass';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

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

/** The house's people: four members who plan stays, three of them owners (50, 30 and 20 %). */
async function house(api: APIRequestContext) {
  const admin = { authorization: `Bearer ${await adminToken(api, ADMIN)}` };
  const ids: Record<string, number> = {};
  for (const [key, who] of Object.entries(people)) {
    const invite = await api.post('/api/generate-invite', {
      data: { code_type: 'trusted' },
      headers: admin,
    });
    const created = await api.post('/api/register', {
      data: {
        email: who.email,
        password: PASSWORD,
        first_name: who.first,
        last_name: 'Berg',
        invite_code: (await invite.json()).invite_code,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    ids[key] = (await created.json()).user.id;
  }
  const owners = await api.put('/api/admin/owners', {
    headers: admin,
    data: {
      from: '2025/01/01',
      owners: [
        { user_id: ids.anna, percent: 50 },
        { user_id: ids.bo, percent: 30 },
        { user_id: ids.cai, percent: 20 },
      ],
    },
  });
  expect(owners.status(), await owners.text()).toBe(200);
}

async function signedIn(
  browser: Browser,
  url: string,
  who: { email: string; password: string },
  swedish = false,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: swedish ? PHONE : DESKTOP,
    locale: swedish ? 'sv-SE' : 'en-GB',
  });
  const page = await context.newPage();
  if (swedish) await loggaIn(page, who);
  else await logIn(page, who.email, who.password);
  return page;
}

/** The admin records the decision on an item with each owner's vote. */
async function decide(
  page: Page,
  item: string,
  decision: { text: string; rule: string; basis: string; votes: [string, string][] },
) {
  await page.getByRole('button', { name: `Record the decision on ${item}` }).click();
  const form = page.getByRole('form', { name: `Record the decision on ${item}` });
  await form.getByLabel('The decision').fill(decision.text);
  await form.getByLabel('The owners voted on it').check();
  await form.getByRole('combobox', { name: 'How it is decided' }).click();
  await page.getByRole('option', { name: decision.rule }).click();
  await form.getByRole('combobox', { name: 'What a vote weighs' }).click();
  await page.getByRole('option', { name: decision.basis }).click();
  for (const [owner, vote] of decision.votes) {
    await form.getByRole('radiogroup', { name: owner }).getByText(vote, { exact: true }).click();
  }
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(form).toHaveCount(0);
}

test('an admin calls the annual meeting, a member sends a motion, two decisions are voted, the checkers approve, the minutes are published', async ({
  browser,
}) => {
  mkdirSync(path.join(root, 'e2e', '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'e2e', '.tmp', 'meetings-'));
  const port = await freePort();
  let app = await startAppAt(dataDir, port, '2025-09-25T10:00:00+02:00');
  const api = await http.newContext({ baseURL: app.url });
  try {
    await house(api);
    const admin = await signedIn(browser, app.url, ADMIN);
    await admin.goto('/meetings');
    await expect(admin.getByRole('heading', { name: 'Annual meetings', level: 1 })).toBeVisible();
    await expect(admin.getByText('No meeting has been called yet.')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    const call = admin.getByRole('form', { name: 'Call a meeting' });
    await call.getByRole('textbox', { name: 'Day', exact: true }).fill('2025-10-18');
    await call.getByLabel('Place').fill('Stugan vid Lillsjön');
    await call
      .getByRole('textbox', { name: 'Last day for motions', exact: true })
      .fill('2025-10-11');
    await call.getByRole('button', { name: 'Call the meeting' }).click();
    // Three weeks: too soon for the notice.
    await expect(
      call.getByText(
        'The notice must go out at least 4 weeks before the meeting: the earliest day is 23 Oct 2025.',
      ),
    ).toBeVisible();
    await call.getByRole('textbox', { name: 'Day', exact: true }).fill('2025-10-25');
    await call.getByRole('button', { name: 'Call the meeting' }).click();
    await expect(
      admin.getByRole('heading', { name: 'Annual meeting 25 Oct 2025', level: 1 }),
    ).toBeVisible();
    await expect(admin.getByText('25 Oct 2025 at 14:00')).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    const meetingUrl = new URL(admin.url()).pathname;

    // Dan, on his phone in Swedish, finds the meeting from At the house and sends a motion.
    const dan = await signedIn(
      browser,
      app.url,
      { email: people.dan.email, password: PASSWORD },
      true,
    );
    await dan.goto('/at-the-house');
    await dan.getByRole('link', { name: 'Årsmöten' }).click();
    await expect(dan.getByRole('heading', { name: 'Årsmöten', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(dan);
    await dan.getByRole('link', { name: 'Årsmöte 25 okt. 2025' }).click();
    await expect(dan.getByText('Motioner senast 11 okt. 2025')).toBeVisible();
    const motion = dan.getByRole('form', { name: 'Skicka en motion' });
    await motion.getByLabel('Vad motionen gäller').fill('Ny brygga');
    await motion.getByLabel('Vad du föreslår').fill('Vi bygger en ny brygga i sommar.');
    await motion.getByRole('button', { name: 'Skicka motionen' }).click();
    await expect(motion.getByText('Din motion står på dagordningen.')).toBeVisible();
    await expect(dan.getByRole('heading', { name: '7. Ny brygga' })).toBeVisible();
    await expect(dan.getByText('Motion av Dan Berg')).toBeVisible();
    await expectNoSeriousA11yViolations(dan);

    // The meeting's day: the app started again with its clock there; everyone signs in anew.
    await app.stop();
    app = await startAppAt(dataDir, port, '2025-10-25T16:00:00+02:00');
    const chair = await signedIn(browser, app.url, ADMIN);
    await chair.goto(meetingUrl);
    await decide(chair, 'Budget and charges', {
      text: 'The budget for 2026 is set.',
      rule: 'Two thirds',
      basis: 'by share',
      votes: [
        ['Anna Berg', 'Yes'],
        ['Bo Berg', 'No'],
        ['Cai Berg', 'Abstain'],
      ],
    });
    const budget = chair.getByRole('listitem').filter({ hasText: '5. Budget and charges' });
    await expect(budget.getByText('Not carried')).toBeVisible();
    await expect(
      budget.getByText('Yes 50 %, no 30 %, abstained 20 %, did not vote 0 %'),
    ).toBeVisible();
    await decide(chair, 'Ny brygga', {
      text: 'Bryggan byggs.',
      rule: 'Simple majority',
      basis: 'one vote each',
      votes: [
        ['Anna Berg', 'No'],
        ['Bo Berg', 'Yes'],
        ['Cai Berg', 'Yes'],
      ],
    });
    const jetty = chair.getByRole('listitem').filter({ hasText: '7. Ny brygga' });
    await expect(jetty.getByText('Carried', { exact: true })).toBeVisible();
    await expect(jetty.getByText('Yes 2, no 1, abstained 0, did not vote 0')).toBeVisible();

    const send = chair.getByRole('form', { name: 'Send the minutes to the checkers' });
    await send.getByRole('combobox', { name: 'First checker' }).click();
    await chair.getByRole('option', { name: 'Bo Berg' }).click();
    await send.getByRole('combobox', { name: 'Second checker' }).click();
    await chair.getByRole('option', { name: 'Dan Berg' }).click();
    await send.getByRole('button', { name: 'Send to the checkers' }).click();
    await expect(chair.getByText('Waiting for Bo Berg')).toBeVisible();
    await expectNoSeriousA11yViolations(chair);

    // The checkers approve: Bo at his desk, Dan on his phone in Swedish.
    const bo = await signedIn(browser, app.url, { email: people.bo.email, password: PASSWORD });
    await bo.goto(meetingUrl);
    await bo.getByRole('button', { name: 'Approve the minutes' }).click();
    await expect(bo.getByText('Approved by Bo Berg')).toBeVisible();
    const checker = await signedIn(
      browser,
      app.url,
      { email: people.dan.email, password: PASSWORD },
      true,
    );
    await checker.goto(meetingUrl);
    await checker.getByRole('button', { name: 'Godkänn protokollet' }).click();
    await expect(checker.getByText('Protokollet publicerat')).toBeVisible();
    await expect(checker.getByText(/^Publicerat 25 okt\. 2025, justerat av/)).toBeVisible();
    await expect(checker.getByRole('button', { name: 'Skriv ut protokollet' })).toBeVisible();
    await expectNoSeriousA11yViolations(checker);

    // Cai, an owner who checked nothing, reads the minutes and the decision history.
    const cai = await signedIn(browser, app.url, { email: people.cai.email, password: PASSWORD });
    await cai.goto('/meetings');
    const history = cai.getByRole('region', { name: 'Decision history' });
    await expect(
      history.getByRole('link', { name: '25 Oct 2025: Budget and charges' }),
    ).toBeVisible();
    await expect(history.getByRole('link', { name: '25 Oct 2025: Ny brygga' })).toBeVisible();
    await expect(history.getByText('Bryggan byggs.')).toBeVisible();
    await expectNoSeriousA11yViolations(cai);
    for (const page of [admin, dan, chair, bo, checker, cai]) await page.context().close();
  } finally {
    await api.dispose();
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
