import { KEEPER, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/**
 * Spring opening (DECISIONS §24): an admin writes the list and starts this year's run, giving a
 * task to a member; the member, on a phone in Swedish, ticks it with the network and another
 * with none (kept on the phone, sent when the network returns); the admin sees both ticked.
 */
const siri = { email: 'siri.seasons@example.com', password: 'siri-password' };
const PHONE = { width: 375, height: 812 };

test('an admin starts the spring opening with a task given out; a member ticks it on a phone, one task offline', async ({
  page,
  browser,
  request,
}) => {
  await memberWith(request, 'trusted', siri.email, siri.password, { first: 'Siri', last: 'Ek' });

  await logIn(page, KEEPER.email, KEEPER.password);
  await page.goto('/seasons');
  await expect(page.getByRole('heading', { name: 'Opening and closing', level: 1 })).toBeVisible();
  const opening = page.getByRole('region', { name: 'Spring opening 2025' });
  await expect(opening.getByText('The list has no tasks yet.')).toBeVisible();
  await opening.getByRole('button', { name: 'Edit the list' }).click();
  const editor = opening.getByRole('form', { name: 'Edit the list' });
  await editor.getByRole('button', { name: 'Add a task' }).click();
  await editor.getByRole('textbox', { name: 'Task 1', exact: true }).fill('Slå på vattnet');
  await editor.getByRole('button', { name: 'Add a task' }).click();
  await editor.getByRole('textbox', { name: 'Task 2', exact: true }).fill('Lägg i bryggan');
  await editor.getByRole('button', { name: 'Save the list' }).click();
  await expect(editor.getByText('The list is saved.')).toBeVisible();
  await opening.getByRole('button', { name: 'Stop editing' }).click();
  await expectNoSeriousA11yViolations(page);

  const start = opening.getByRole('form', { name: 'Start this year’s list' });
  await start.getByRole('combobox', { name: 'Who does Slå på vattnet' }).click();
  await page.getByRole('option', { name: 'Siri Ek' }).click();
  await start.getByRole('button', { name: 'Start this year’s list' }).click();
  await expect(opening.getByText('0 of 2 done')).toBeVisible();
  await expect(opening.getByRole('checkbox', { name: 'Slå på vattnet' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Siri, on her phone in Swedish, from At the house.
  const context = await browser.newContext({ viewport: PHONE, locale: 'sv-SE' });
  const phone = await context.newPage();
  await loggaIn(phone, siri);
  await phone.goto('/at-the-house');
  await phone.getByRole('link', { name: 'Öppning och stängning' }).click();
  const hers = phone.getByRole('region', { name: 'Våröppning 2025' });
  await expect(hers.getByText('Given till Siri Ek')).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await hers.getByRole('checkbox', { name: 'Slå på vattnet' }).check();
  await expect(hers.getByText(/^Avbockad av Siri Ek/)).toBeVisible();
  await phone.waitForLoadState('networkidle');
  await context.setOffline(true);
  await hers.getByRole('checkbox', { name: 'Lägg i bryggan' }).check();
  await expect(hers.getByText('Sparat på telefonen: skickas när nätet är tillbaka.')).toBeVisible();
  await context.setOffline(false);
  await expect(hers.getByText('Sparat på telefonen: skickas när nätet är tillbaka.')).toHaveCount(
    0,
  );
  await expect(hers.getByText('2 av 2 klara')).toBeVisible();
  await context.close();

  await page.reload();
  await expect(opening.getByText('2 of 2 done')).toBeVisible();
  await expect(opening.getByText(/^Ticked by Siri Ek/)).toHaveCount(2);
});
