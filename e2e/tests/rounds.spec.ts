import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  request as http,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { simpleParser } from 'mailparser';
import { freePort, startApp } from '../../scripts/lib/processes.mjs';
import { mailSinkUrl, smtpUrl } from '../playwright.config';
import { adminToken, loggaIn, logIn } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { expectFocusSeen } from '../support/focus';
import { transitionsDone } from '../support/motion';
import { pickUpWithKeyboard } from '../support/sortable';

/**
 * The high-season round end to end (DECISIONS §18), on an app of its own: the round needs the
 * clock to pass its ballot's close, so this test starts the app as `npm start` does, on its own
 * data folder, and starts it again on the same data the day after the close, as a server
 * restarted after it would be.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const tina = { email: 'tina.round@example.com', password: 'tina-password' };
const tom = { email: 'tom.round@example.com', password: 'tom-password' };
const vera = { email: 'vera.round@example.com', password: 'vera-password' };
/**
 * This app's admin: an address of its own, so the link that proves it is never one the main
 * app's tests had mailed to the shared sink.
 */
const ADMIN = { email: 'round-admin@example.com', password: 'round-admin-password', first: 'Ada' };
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

interface RoundApp {
  url: string;
  stop(): Promise<void>;
}

/** The app on its own data folder with the clock at `now`. */
async function startAppAt(dataDir: string, port: number, now: string): Promise<RoundApp> {
  // Mailed links are checked as `localhost` ones (support/accounts.ts).
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

/** A trusted member invited by this app's admin. */
async function member(
  api: APIRequestContext,
  jwt: string,
  who: { email: string; password: string },
  names: { first: string; last: string },
) {
  const invite = await api.post('/api/generate-invite', {
    data: { code_type: 'trusted' },
    headers: { authorization: `Bearer ${jwt}` },
  });
  const { invite_code } = await invite.json();
  const created = await api.post('/api/register', {
    data: { ...who, first_name: names.first, last_name: names.last, invite_code },
  });
  expect(created.status()).toBe(201);
}

/** Mails the sink holds for an address, parsed (Swedish subjects and bodies decoded). */
async function mailsTo(address: string) {
  const api = await http.newContext();
  // Each mail as it came, its bytes as JSON writes a Buffer.
  const all: { to: string[]; source: { data: number[] } }[] = await (
    await api.get(mailSinkUrl)
  ).json();
  await api.dispose();
  return Promise.all(
    all
      .filter((mail) => mail.to.includes(address))
      .map((mail) => simpleParser(Buffer.from(mail.source.data))),
  );
}

async function browse(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  locale = 'en-GB',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, locale });
  // Nothing leaves the machine.
  await context.route(/^https?:\/\/(?!localhost[:/]|127\.0\.0\.1[:/])/, (route) =>
    route.abort('blockedbyclient'),
  );
  return { context, page: await context.newPage() };
}

const ranked = (page: Page, name: RegExp | string) =>
  page.getByRole('list', { name }).getByRole('listitem');

test('an admin opens a round from the high season; three members rank; the draw is confirmed and each sees their result', async ({
  browser,
}) => {
  mkdirSync(path.join(root, 'e2e', '.tmp'), { recursive: true });
  const dataDir = mkdtempSync(path.join(root, 'e2e', '.tmp', 'rounds-'));
  const port = await freePort();
  let app = await startAppAt(dataDir, port, '2025-09-12T09:17:00+02:00');
  const api: APIRequestContext = await http.newContext({ baseURL: app.url });
  try {
    // Three members who may book; Tom reads the app in Swedish.
    const jwt = await adminToken(api, ADMIN);
    await member(api, jwt, tina, { first: 'Tina', last: 'Lund' });
    await member(api, jwt, tom, { first: 'Tom', last: 'Ek' });
    await member(api, jwt, vera, { first: 'Vera', last: 'Berg' });

    // The admin opens "Winter 2025" from the high season around Christmas and New Year.
    const admin = await browse(browser, app.url, DESKTOP);
    await logIn(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.goto('/admin');
    await admin.page.getByRole('link', { name: 'High-season rounds' }).click();
    await expect(
      admin.page.getByRole('heading', { level: 1, name: 'High-season rounds' }),
    ).toBeVisible();
    await expect(admin.page.getByText('No round yet.')).toBeVisible();
    await admin.page.getByRole('button', { name: 'Open a round' }).click();
    const form = admin.page.getByRole('region', { name: 'A new round' });
    await form.getByLabel('Name').fill('Winter 2025');
    await expect(form.getByLabel('Ballot opens')).toHaveValue('2025-09-12');
    await form.getByLabel(/^Ballot closes/).fill('2025-09-20');
    await form.getByLabel('High season from').fill('2025-12-01');
    await form.getByLabel('until').fill('2026-01-10');
    await form.getByRole('button', { name: 'Make blocks from the high season' }).click();
    // A week each, the four cleaning days between them: both can be given.
    await expect(form.getByLabel('Block 1', { exact: true })).toHaveValue('Week 51');
    await expect(form.getByLabel('Block 1 arrival')).toHaveValue('2025-12-20');
    await expect(form.getByLabel('Block 1 departure')).toHaveValue('2025-12-26');
    await expect(form.getByLabel('Block 2', { exact: true })).toHaveValue('Week 1');
    await expect(form.getByLabel('Block 2 arrival')).toHaveValue('2025-12-30');
    // Moved closer, the form says before the ballot opens that they exclude each other.
    await form.getByLabel('Block 2 arrival').fill('2025-12-28');
    await expect(form.getByText(/only one of them can be given/)).toBeVisible();
    // Edited one by one: by name, and the New Year's days moved clear again.
    await form.getByLabel('Block 1', { exact: true }).fill('Christmas week');
    await form.getByLabel('Block 2', { exact: true }).fill('New Year');
    await form.getByLabel('Block 2 arrival').fill('2026-01-02');
    await form.getByLabel('Block 2 departure').fill('2026-01-06');
    await expect(form.getByText(/only one of them can be given/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(admin.page);
    await form.getByRole('button', { name: 'Open round' }).click();
    await expect(admin.page).toHaveURL(/\/admin\/rounds\/\d+$/);
    const roundId = Number(admin.page.url().split('/').pop());
    await expect(admin.page.getByRole('heading', { level: 1, name: 'Winter 2025' })).toBeVisible();
    await expect(admin.page.getByText('Ballot open', { exact: true })).toBeVisible();
    await expect(
      admin.page.getByText(/^0 of \d+ members who may book have voted\.$/),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(admin.page);
    // The list of rounds has it, open for ballots.
    await admin.page.getByRole('link', { name: 'Back to the rounds' }).click();
    const card = admin.page.getByRole('article', { name: 'Winter 2025' });
    await expect(card).toContainText('Ballot open');
    await expect(card).toContainText('2 blocks');
    await expectNoSeriousA11yViolations(admin.page);

    // Tina, at a desk, follows Home's line to her ballot and ranks by dragging.
    const tinas = await browse(browser, app.url, DESKTOP);
    await logIn(tinas.page, tina.email, tina.password);
    await expect(tinas.page.getByText('The Winter 2025 ballot closes in 8 days')).toBeVisible();
    await expectNoSeriousA11yViolations(tinas.page);
    await tinas.page.getByRole('link', { name: 'Rank the blocks' }).click();
    await expect(tinas.page).toHaveURL(`/rounds/${roundId}`);
    await expect(tinas.page.getByRole('heading', { level: 1, name: 'Winter 2025' })).toBeVisible();
    await tinas.page.getByRole('button', { name: 'Add Christmas week to your ranking' }).click();
    await tinas.page.getByRole('button', { name: 'Add New Year to your ranking' }).click();
    const tinasRanking = ranked(tinas.page, 'Your ranking, most wanted first');
    await expect(tinasRanking).toHaveCount(2);
    await expect(tinas.page.getByText('Saved', { exact: true })).toBeVisible();
    const handle = (page: Page, index: number) =>
      ranked(page, /^Your ranking|^Din rangordning/)
        .nth(index)
        .getByRole('button', { name: /^Move|^Flytta/ });
    const target = await handle(tinas.page, 0).boundingBox();
    await handle(tinas.page, 1).hover();
    await tinas.page.mouse.down();
    await tinas.page.mouse.move(target!.x + target!.width / 2, target!.y + 2, { steps: 12 });
    await tinas.page.mouse.up();
    await expect(tinasRanking.first()).toContainText('New Year');
    await expect(tinas.page.getByText('Saved', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(tinas.page);

    // Tom, on a phone in Swedish, finds the ballot on Plan a Visit and ranks by keyboard.
    const toms = await browse(browser, app.url, PHONE, 'sv-SE');
    await loggaIn(toms.page, tom);
    await toms.page.goto('/book-stay');
    await expect(
      toms.page.getByText('Omröstningen i Winter 2025 stänger om 8 dagar'),
    ).toBeVisible();
    await toms.page.getByRole('link', { name: 'Rangordna blocken' }).click();
    await toms.page.getByRole('button', { name: 'Lägg till New Year i din rangordning' }).click();
    await toms.page
      .getByRole('button', { name: 'Lägg till Christmas week i din rangordning' })
      .click();
    const tomsRanking = ranked(toms.page, 'Din rangordning, det du helst vill ha först');
    await expect(tomsRanking.first()).toContainText('New Year');
    await handle(toms.page, 1).focus();
    const live = toms.page.locator('[id^="DndLiveRegion"]');
    await pickUpWithKeyboard(toms.page);
    // Picked up, it is over its own place.
    await expect(live).toHaveText(/Christmas week är nu över plats 2/);
    await toms.page.keyboard.press('ArrowUp');
    await expect(live).toHaveText(/Christmas week är nu över plats 1/);
    await toms.page.keyboard.press('Space');
    await expect(live).toHaveText(/Christmas week släpptes på plats 1/);
    await expect(tomsRanking.first()).toContainText('Christmas week');
    await expect(toms.page.getByText('Sparat', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(toms.page);

    // Vera, on a phone, wants Christmas week only.
    const veras = await browse(browser, app.url, PHONE);
    await logIn(veras.page, vera.email, vera.password);
    await veras.page.goto(`/rounds/${roundId}`);
    await veras.page.getByRole('button', { name: 'Add Christmas week to your ranking' }).focus();
    await veras.page.keyboard.press('Enter');
    await expect(veras.page.getByText('Saved', { exact: true })).toBeVisible();
    // Its button gone, focus goes to what the ranking did, never to the drag library's hidden
    // announcement.
    await expectFocusSeen(veras.page);

    // What each ranked is kept, seen by its owner alone; the admin sees that three voted.
    const ballotOf = async (who: { email: string; password: string }) => {
      const jwt = (await (await api.post('/api/login', { data: who })).json()).jwt as string;
      const rounds = await api.get('/api/rounds', {
        headers: { authorization: `Bearer ${jwt}` },
      });
      const round = (await rounds.json()).rounds.find((r: { id: number }) => r.id === roundId);
      const names = new Map(
        round.blocks.map((block: { id: number; name: string }) => [block.id, block.name]),
      );
      return round.ballot.map((id: number) => names.get(id));
    };
    expect(await ballotOf(tina)).toEqual(['New Year', 'Christmas week']);
    expect(await ballotOf(tom)).toEqual(['Christmas week', 'New Year']);
    expect(await ballotOf(vera)).toEqual(['Christmas week']);
    await admin.page.goto(`/admin/rounds/${roundId}`);
    await expect(
      admin.page.getByText(/^3 of \d+ members who may book have voted\.$/),
    ).toBeVisible();
    for (const session of [admin, tinas, toms, veras]) await session.context.close();

    // The day after the close: the house draws the round by itself soon after it starts.
    await api.dispose();
    await app.stop();
    app = await startAppAt(dataDir, port, '2025-09-21T09:00:00+02:00');
    const adminApi = await http.newContext({ baseURL: app.url });
    const adminJwt = await adminToken(adminApi, ADMIN);
    const asAdmin = { authorization: `Bearer ${adminJwt}` };
    await expect
      .poll(
        async () =>
          (await (await adminApi.get(`/api/admin/rounds/${roundId}`, { headers: asAdmin })).json())
            .round.status,
        { timeout: 30_000 },
      )
      .toBe('drawn');

    const admin2 = await browse(browser, app.url, PHONE);
    await logIn(admin2.page, ADMIN.email, ADMIN.password);
    await admin2.page.goto(`/admin/rounds/${roundId}`);
    await expect(
      admin2.page.getByText(/^Drawn by the house when the ballot closed\./),
    ).toBeVisible();
    const order = admin2.page.getByRole('region', { name: 'The order' }).getByRole('row');
    await expect(order).toHaveCount(4);
    await expect(order.nth(1)).toContainText('0 high-season nights in the last three seasons');
    await expectNoSeriousA11yViolations(admin2.page);
    await admin2.page.getByRole('button', { name: 'Confirm result' }).click();
    const dialog = admin2.page.getByRole('dialog', { name: 'Confirm the Winter 2025 draw?' });
    await expect(dialog).toContainText('The 2 blocks given become bookings at once');
    await transitionsDone(admin2.page);
    await dialog.getByRole('button', { name: 'Confirm result' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin2.page.getByText('Confirmed', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin2.page);
    await admin2.page.getByRole('link', { name: 'The published result, and its check' }).click();
    await expect(admin2.page).toHaveURL(`/rounds/${roundId}`);
    await admin2.page.getByRole('button', { name: 'Check the draw' }).click();
    await expect(admin2.page.getByText(/gives exactly this result/)).toBeVisible();
    await admin2.context.close();

    // Who got what, as drawn.
    const { draw } = await (
      await adminApi.get(`/api/admin/rounds/${roundId}/draw`, { headers: asAdmin })
    ).json();
    const { round } = await (
      await adminApi.get(`/api/admin/rounds/${roundId}`, { headers: asAdmin })
    ).json();
    await adminApi.dispose();
    const blockName = new Map<number, string>(
      round.blocks.map((block: { id: number; name: string }) => [block.id, block.name]),
    );
    const nameOf = new Map<number, string>(
      draw.order.map((line: { user_id: number; name: string }) => [line.user_id, line.name]),
    );
    const givenTo = (name: string) =>
      draw.given
        .filter((g: { user_id: number }) => nameOf.get(g.user_id) === name)
        .map((g: { block_id: number }) => blockName.get(g.block_id));
    // Two blocks, three voters: two got one each, and one got nothing.
    expect(draw.given).toHaveLength(2);
    const firstDay: Record<string, string> = {
      'Christmas week': '24 Dec 2025',
      'New Year': '3 Jan 2026',
    };

    // Each hears their result by mail in their own language, and sees it on the timeline.
    const members = [
      { who: tina, name: 'Tina Lund', locale: 'en-GB', viewport: DESKTOP },
      { who: tom, name: 'Tom Ek', locale: 'sv-SE', viewport: PHONE },
      { who: vera, name: 'Vera Berg', locale: 'en-GB', viewport: PHONE },
    ];
    for (const member of members) {
      const got = givenTo(member.name);
      await expect.poll(async () => (await mailsTo(member.who.email)).length).toBeGreaterThan(0);
      const mail = (await mailsTo(member.who.email)).find((m) =>
        /result|resultat/.test(m.subject ?? ''),
      );
      if (member.locale === 'sv-SE') {
        expect(mail?.subject).toBe('Omgången Winter 2025: ditt resultat');
        expect(mail?.text).toContain(
          got.length
            ? `Du fick det här blocket; det är bokat åt dig:\n- ${got[0]}:`
            : 'du fick inget',
        );
      } else {
        expect(mail?.subject).toBe('The Winter 2025 round: your result');
        expect(mail?.text).toContain(
          got.length
            ? `You were given this block; it is booked for you:\n- ${got[0]}:`
            : 'you got nothing this time',
        );
      }
      expect(mail?.text).toContain(`${app.url}/rounds/${roundId}`);

      const session = await browse(browser, app.url, member.viewport, member.locale);
      if (member.locale === 'sv-SE') await loggaIn(session.page, member.who);
      else await logIn(session.page, member.who.email, member.who.password);
      await session.page.goto('/timeline');
      for (const block of ['Christmas week', 'New Year']) {
        const holder = draw.given.find(
          (g: { block_id: number }) => blockName.get(g.block_id) === block,
        );
        const day = session.page.getByRole('button', {
          name: new RegExp(
            `^(${firstDay[block]}|${firstDay[block]!.replace('Dec', 'dec.').replace('Jan', 'jan.')})`,
          ),
        });
        await expect(day.first()).toHaveAccessibleName(
          new RegExp(holder ? nameOf.get(holder.user_id)! : 'nobody|ingen'),
        );
      }
      // The round's page: the result published, and the check anyone can press.
      await session.page.goto(`/rounds/${roundId}`);
      const swedish = member.locale === 'sv-SE';
      await expect(
        session.page.getByText(
          got.length
            ? `${swedish ? 'Du fick' : 'You were given'} ${got[0]} (`
            : swedish
              ? /så du fick inget den här gången/
              : /so you got nothing this time/,
        ),
      ).toBeVisible();
      const check = swedish ? 'Kontrollera lottningen' : 'Check the draw';
      await session.page.getByRole('button', { name: check }).click();
      await expect(
        session.page.getByText(
          member.locale === 'sv-SE' ? /ger exakt det här resultatet/ : /gives exactly this result/,
        ),
      ).toBeVisible();
      await expectNoSeriousA11yViolations(session.page);
      await session.context.close();
    }
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
