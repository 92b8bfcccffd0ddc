import { KEEPER, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Work days (DECISIONS §24): an admin proposes a day with two tasks, one for a single person; a
 * member finds it from At the house on a phone in Swedish and signs up for that task; another
 * member sees it full and takes the other; the admin sees who comes.
 */
const wilma = { email: 'wilma.workdays@example.com', password: 'wilma-password' };
const ture = { email: 'ture.workdays@example.com', password: 'ture-password' };
const PHONE = { width: 375, height: 812 };

test('an admin proposes a work day; a member signs up on a phone in Swedish, another finds the task full and takes the other', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', wilma.email, wilma.password, {
    first: 'Wilma',
    last: 'Berg',
  });
  await memberWith(request, 'trusted', ture.email, ture.password, { first: 'Ture', last: 'Berg' });

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/work-days');
  await expect(page.getByRole('heading', { name: 'Work days', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Propose a work day' });
  await form.getByRole('textbox', { name: 'Day', exact: true }).fill('2025-09-27');
  await form.getByLabel('What the day is').fill('Höststädning');
  await form.getByLabel('Note (what to bring, when to come)').fill('Kom vid nio.');
  await form.getByRole('textbox', { name: 'Task 1', exact: true }).fill('Sota skorstenen');
  await form.getByLabel('People for task 1').fill('1');
  await form.getByRole('button', { name: 'Add a task' }).click();
  await form.getByRole('textbox', { name: 'Task 2', exact: true }).fill('Kratta löv');
  await form.getByRole('button', { name: 'Propose the day' }).click();
  await expect(form.getByText('The work day is proposed.')).toBeVisible();
  const day = page.getByRole('region', { name: /: Höststädning$/ });
  await expect(day.getByText('0 of 1 people')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL!,
    viewport: PHONE,
    locale: 'sv-SE',
  });
  try {
    const phone = await context.newPage();
    await loggaIn(phone, wilma);
    await phone.goto('/at-the-house');
    await phone.getByRole('link', { name: 'Arbetsdagar' }).click();
    await expect(phone.getByRole('heading', { name: 'Arbetsdagar', level: 1 })).toBeVisible();
    const hers = phone.getByRole('region', { name: /: Höststädning$/ });
    await expect(hers.getByText('Kom vid nio.')).toBeVisible();
    await hers.getByRole('button', { name: 'Anmäl dig till Sota skorstenen' }).click();
    await expect(hers.getByText('Din uppgift')).toBeVisible();
    await expect(hers.getByText('1 av 1 personer')).toBeVisible();
    await expect(hers.getByText('Wilma Berg')).toBeVisible();
    await expect
      .poll(() => phone.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectNoSeriousA11yViolations(phone);

    await phone.evaluate(() => localStorage.clear());
    await loggaIn(phone, ture);
    await phone.goto('/work-days');
    const his = phone.getByRole('region', { name: /: Höststädning$/ });
    const chimney = his.getByRole('listitem').filter({ hasText: 'Sota skorstenen' });
    await expect(chimney.getByText('Fullt')).toBeVisible();
    await expect(chimney.getByRole('button')).toHaveCount(0);
    await his.getByRole('button', { name: 'Anmäl dig till Kratta löv' }).click();
    await expect(
      his.getByRole('listitem').filter({ hasText: 'Kratta löv' }).getByText('Din uppgift'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(phone);
  } finally {
    await context.close();
  }

  await page.reload();
  await expect(day.getByRole('listitem').filter({ hasText: 'Sota skorstenen' })).toContainText(
    'Wilma Berg',
  );
  await expect(day.getByRole('listitem').filter({ hasText: 'Kratta löv' })).toContainText(
    'Ture Berg',
  );
  // Called off, asked first; the day leaves the list.
  await day.getByRole('button', { name: 'Call it off' }).click();
  const asked = page.getByRole('dialog', { name: 'Call the work day off?' });
  await expect(asked).toContainText('is called off, and everyone who signed up is told');
  await expectNoSeriousA11yViolations(page);
  await asked.getByRole('button', { name: 'Call it off' }).click();
  await expect(page.getByText('No work days are planned yet.')).toBeVisible();
});
