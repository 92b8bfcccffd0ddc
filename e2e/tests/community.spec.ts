import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mailSinkUrl } from '../playwright.config';
import { adminToken, KEEPER, logIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { transitionsDone } from '../support/motion';
import { expectNothingExecutable, watchForScripts, xssPayloads } from '../support/xss-payloads';
import { expectDrawn } from '../support/images';

test.describe.configure({ mode: 'serial' });

test('a member posts a message with tags and filters by one', async ({ page, request }) => {
  const member = await memberWith(request, 'verified', 'poster@example.com');
  await logIn(page, member.email, member.password);
  await page.getByRole('link', { name: 'Guestbook' }).first().click();
  await expect(page.getByText('No messages yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Leave a Message' }).click();
  await transitionsDone(page);
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText('Please write a message')).toBeVisible();

  await page.getByLabel('Name (optional)').fill('Vera');
  await page.getByLabel(/^Message/).fill('What a **week** at the lake!');
  await page.getByText('sauna', { exact: true }).click();
  await page.getByLabel('Other tags').fill('Midsummer, SAUNA fishing');
  await expect(page.getByTestId('tag-preview')).toHaveText('Tags: sauna, midsummer, fishing');
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByText('Thanks for your message!')).toBeVisible();

  await page.getByLabel(/^Message/).fill('A quiet *winter* weekend.');
  await page.getByText('winter', { exact: true }).click();
  await page.getByRole('button', { name: 'Post Message' }).click();
  await expect(page.getByTestId('guestbook-entry')).toHaveCount(2);
  // Newest first; the form was cleared after the first post, so the second is anonymous.
  const first = page.getByTestId('guestbook-entry').first();
  await expect(first).toContainText('Anonymous');
  await expect(page.getByTestId('guestbook-entry').nth(1)).toContainText('Vera');
  await expect(first.locator('em')).toHaveText('winter');
  await expect(page.getByTestId('guestbook-entry').nth(1).locator('strong')).toHaveText('week');
  await expect(page.getByTestId('guestbook-entry').nth(1)).toContainText('#midsummer');

  const filter = page.getByRole('group', { name: 'Show only messages tagged' });
  await filter.getByText('fishing (1)').click();
  await expect(page.getByTestId('guestbook-entry')).toHaveCount(1);
  await expect(page.getByTestId('guestbook-entry')).toContainText('What a week at the lake!');
  await filter.getByText('fishing (1)').click();
  await expect(page.getByTestId('guestbook-entry')).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});

test.describe('what draws markdown', () => {
  // The page's own requests, not the service worker's, so the test can hold one back.
  test.use({ serviceWorkers: 'block' });

  test('the guestbook is drawn before it has come, and its entries once it has', async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const scripts: string[] = [];
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script') scripts.push(path);
      if (path.startsWith('/api/')) calls.push(path);
    });
    await page.route(/\/assets\/markdown-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/guestbook');
    await expect(page.getByRole('heading', { level: 1, name: 'Guestbook' })).toBeVisible();
    // The page does not name it among what its first paint needs: the screen asks for it.
    expect(await (await page.request.get('/guestbook')).text()).not.toMatch(/\/markdown-/);
    await expect(
      page.getByRole('status').getByText('Loading messages', { exact: true }),
    ).toBeAttached();
    await expect(page.getByTestId('guestbook-entry')).toHaveCount(0);
    expect(scripts.some((script) => /\/markdown-/.test(script))).toBe(true);
    release();
    await expect(page.getByTestId('guestbook-entry')).toHaveCount(2);
    await expect(page.getByTestId('guestbook-entry').nth(1).locator('strong')).toHaveText('week');
    // A visitor may not filter: neither the tags nor the filter's code are fetched.
    expect(calls).not.toContain('/api/guestbook/tags');
    expect(scripts.filter((script) => /\/tag-filter-/.test(script))).toEqual([]);
  });
});

test('an admin adds a guide section in JSON mode and a verified member sees it', async ({
  page,
  browser,
  request,
}) => {
  expect(await adminToken(request, KEEPER)).toBeTruthy();
  await logIn(page, KEEPER.email, KEEPER.password);

  await page.goto('/guide/house');
  await expect(page.getByRole('heading', { name: 'House guide' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Section' }).click();
  const editor = page.getByRole('dialog', { name: 'Add Section' });
  await editor.getByText('JSON', { exact: true }).click();
  const json = editor.getByLabel('Section as JSON');
  await json.fill('{ "id": "boat", "title": "The boat"');
  await editor.getByText('Form', { exact: true }).click();
  await expect(editor.getByText('Invalid JSON format')).toBeVisible();
  await expect(editor.getByText('Invalid JSON format')).toBeHidden({ timeout: 5000 });
  await json.fill(
    JSON.stringify({
      id: 'boat',
      title: 'The boat',
      content: 'Oars are in the **boat house**.',
      images: ['/p/lake.jpg'],
    }),
  );
  await editor.getByRole('button', { name: 'Save Section' }).click();
  await expect(editor.getByText('Section added successfully!')).toBeVisible();
  await expect(editor).toBeHidden({ timeout: 4000 });
  await expect(page.getByRole('button', { name: 'The boat' })).toBeVisible();

  const member = await memberWith(request, 'verified', 'reader@example.com');
  const context = await browser.newContext({ baseURL: page.url().replace(/\/guide\/house$/, '') });
  const reader = await context.newPage();
  await logIn(reader, member.email, member.password);
  await reader.getByRole('link', { name: 'House guide' }).first().click();
  await reader.getByRole('button', { name: 'The boat' }).click();
  const section = reader.getByTestId('guide-section').filter({ hasText: 'The boat' });
  await expect(section.locator('strong')).toHaveText('boat house');
  const picture = section.getByRole('img', { name: 'The boat, picture 1' });
  // Loaded for real, from its signed address, resized (never the 1280 px original file).
  await expectDrawn(picture);
  expect(await picture.getAttribute('src')).toMatch(
    /^\/p\/lake\.jpg\?v=[\w-]+&exp=\d+&sig=[\w-]+&w=1280$/,
  );
  await expect(reader.getByRole('button', { name: 'Add Section' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(reader);
  await context.close();
});

test('visitors without access see Access Required on a guide', async ({ page }) => {
  await page.goto('/guide/house');
  await expect(page.getByRole('heading', { name: 'Access Required' })).toBeVisible();
  // Logging in from here comes back here.
  await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toHaveAttribute(
    'href',
    '/login?from=%2Fguide%2Fhouse',
  );
});

test('failure texts on the contact form are readable: field errors and a failed send', async ({
  page,
}) => {
  await page.goto('/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The server refuses the message: its words show in the red alert.
  await page.route('**/api/contact', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        error: 'The mail server is down.',
        message: 'The mail server is down.',
      }),
    }),
  );
  await page.getByLabel(/^Name/).fill('Olle Visitor');
  await page.getByLabel(/^Email/).fill('olle.visitor@example.com');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Feedback' }).click();
  await page.getByLabel(/^Message/).fill('A message that will not arrive.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'The mail server is down.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Nothing typed is lost.
  await expect(page.getByLabel(/^Message/)).toHaveValue('A message that will not arrive.');
});

test('the contact form sends; the message is stored and mailed', async ({ page, request }) => {
  await page.goto('/contact');
  await expect(page.getByText(/You are not logged in/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please fill in all required fields.')).toBeVisible();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Please select a subject')).toBeVisible();

  await page.getByLabel(/^Name/).fill('Olle Visitor');
  await page.getByLabel(/^Email/).fill('olle.visitor@example.com');
  await page.getByRole('combobox', { name: 'Subject' }).click();
  await page.getByRole('option', { name: 'Booking Question' }).click();
  await page.getByLabel(/^Message/).fill('Short');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message must be at least 10 characters').first()).toBeVisible();
  await page.getByLabel(/^Message/).fill('Can we bring our dog in July?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();

  await expect
    .poll(async () => {
      const mails: { to: string[]; raw: string }[] = await (await request.get(mailSinkUrl)).json();
      return mails.some(
        (m) =>
          m.raw.includes('Can we bring our dog in July?') && m.to.includes('keeper@example.com'),
      );
    })
    .toBe(true);
  // Stored in the database the app runs on.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { default: SQLite } = await import('better-sqlite3');
  const lastMessage = () => {
    const db = new SQLite(path.join(root, '.tmp', 'data', 'stuga.sqlite'), { readonly: true });
    const row = db
      .prepare('select name, subject, mailed_at from contact_messages order by id desc limit 1')
      .get() as { name: string; subject: string; mailed_at: string | null };
    db.close();
    return row;
  };
  expect(lastMessage()).toMatchObject({ name: 'Olle Visitor', subject: 'Booking Question' });
  // The mail goes after the answer; once sent, the stored message says so.
  await expect.poll(() => lastMessage().mailed_at).not.toBeNull();
});

test(`${xssPayloads.length} known XSS payloads render nothing executable in the guestbook and a guide`, async ({
  page,
  request,
}) => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
  const admin = await adminToken(request, KEEPER);
  const headers = { authorization: `Bearer ${admin}` };

  // The guestbook takes 20 posts per 10 minutes from one address: six payloads to a post.
  for (let i = 0; i < xssPayloads.length; i += 6) {
    const chunk = xssPayloads.slice(i, i + 6);
    const response = await request.post('/api/guestbook', {
      headers,
      data: { name: chunk[0], message: chunk.join('\n\n'), tags: [] },
    });
    expect(response.status()).toBe(201);
  }
  // Each payload as its own guide section, in its title and its content.
  for (const [index, payload] of xssPayloads.entries()) {
    const response = await request.post('/api/admin/guides/area/sections', {
      headers,
      data: { id: `xss-${index}`, title: payload.slice(0, 200), content: payload, images: [] },
    });
    expect(response.status()).toBe(201);
  }

  await watchForScripts(page);
  await page.goto('/guestbook');
  await expect(page.getByTestId('guestbook-entry').first()).toBeVisible();
  expect(await page.content()).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  await expectNothingExecutable(page, '[data-testid="guestbook-entry"]');

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/guide/area');
  await expect(page.getByTestId('guide-section').nth(10)).toBeVisible();
  // Open every section so every payload is on screen.
  const collapsed = page.locator('[data-testid="guide-section"] button[aria-expanded="false"]');
  for (let opened = 0; opened < 100 && (await collapsed.count()) > 0; opened += 1) {
    await collapsed.first().click();
  }
  await expect(collapsed).toHaveCount(0);
  // The rendered content and the titles (the accordion's own icons are not content).
  await expectNothingExecutable(
    page,
    '[data-testid="guide-section"] .markdown, [data-testid="guide-section"] .mantine-Accordion-label',
  );
  await expect(
    page.getByRole('button', { name: '<script>alert(1)</script>', exact: true }),
  ).toBeVisible();
});

test('the guestbook loads older messages as the reader scrolls, each once', async ({ page }) => {
  // Seventy old messages, written straight into the database the app runs on.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { default: SQLite } = await import('better-sqlite3');
  const db = new SQLite(path.join(root, '.tmp', 'data', 'stuga.sqlite'));
  const insert = db.prepare(
    'insert into guestbook_entries (user_id, name, message, created_at) values (null, ?, ?, ?)',
  );
  db.transaction(() => {
    for (let i = 0; i < 70; i += 1) {
      insert.run(
        'Old friend',
        `Old message ${i}`,
        new Date(Date.UTC(2019, 0, 1 + i)).toISOString(),
      );
    }
  })();
  const total = (db.prepare('select count(*) as n from guestbook_entries').get() as { n: number })
    .n;
  db.close();

  await page.goto('/guestbook');
  const entries = page.getByTestId('guestbook-entry');
  await expect(entries).toHaveCount(30);
  // Scrolling to the end brings the next pages without a click.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return entries.count();
      },
      { timeout: 15_000 },
    )
    .toBe(total);
  await expect(page.getByRole('button', { name: 'Load More Messages' })).toHaveCount(0);
  await expect(entries).toHaveCount(total);
  await expect(page.getByText('That is every message.')).toBeVisible();
  const texts = await entries.allTextContents();
  expect(new Set(texts.filter((text) => text.includes('Old message'))).size).toBe(70);
  await expect(entries.last()).toContainText('Old message 0');
});
