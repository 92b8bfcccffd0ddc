import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { WARDEN, adminToken, logIn, loggaIn, memberWith } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { qrText } from '../support/qr';

/**
 * Who gets in (DECISIONS §26): a member adds a passkey on the profile and signs in with it (a
 * virtual authenticator of Chromium's, real signatures); an admin sets up a one-time code from the
 * QR code the server draws (read here) and signs in with a code, and with a recovery code on a
 * phone in Swedish. The new cards and steps are checked with axe at both widths in both languages.
 */
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };
const selma = { email: 'selma.passkey@example.com', password: 'selma-password' };
const sune = { email: 'sune.passkey@example.com', password: 'sune-password' };

/** A platform authenticator with the user verified, in this page's browser (CDP WebAuthn). */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** The code an authenticator app shows for a secret at the app's time moved by `seconds`. */
async function codeAt(page: Page, uri: string, seconds = 0) {
  const { now } = await (await page.request.get('/api/clock')).json();
  const secret = Secret.fromBase32(new URL(uri).searchParams.get('secret')!);
  return new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: new Date(now).getTime() + seconds * 1000,
  });
}

async function newPage(browser: Browser, language: 'en' | 'sv', viewport: typeof PHONE) {
  const context = await browser.newContext({
    viewport,
    locale: language === 'sv' ? 'sv-SE' : 'en-GB',
  });
  return context.newPage();
}

test('a member adds a passkey on the profile, logs out and signs in with it', async ({
  page,
  request,
  browser,
}) => {
  await memberWith(request, 'trusted', selma.email, selma.password, {
    first: 'Selma',
    last: 'Nord',
  });
  await virtualAuthenticator(page);
  await logIn(page, selma.email, selma.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Passkeys' });
  await expect(card.getByText('You have no passkeys yet.')).toBeVisible();
  await card.getByLabel('Name of the new passkey').fill('Selma’s laptop');
  await card.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    card.getByText('The passkey “Selma’s laptop” is added. You can sign in with it now.'),
  ).toBeVisible();
  await expect(card.getByText('Selma’s laptop', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Added .*, not used yet$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/unloggedInPageVue$/);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Welcome back, Selma Nord!')).toBeVisible();
  await page.goto('/profile');
  await expect(card.getByText(/^Last used /)).toBeVisible();

  // The login page and the profile's new cards in Swedish (Sune reads the app in it) and
  // English, on a phone and a computer.
  await memberWith(request, 'trusted', sune.email, sune.password, { first: 'Sune', last: 'Nord' });
  for (const [language, viewport] of [
    ['sv', PHONE],
    ['en', PHONE],
    ['sv', DESKTOP],
    ['en', DESKTOP],
  ] as const) {
    const other = await newPage(browser, language, viewport);
    await other.goto('/login');
    const words = language === 'sv' ? 'Logga in med en nyckel' : 'Sign in with a passkey';
    await expect(other.getByRole('button', { name: words })).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    if (language === 'sv') await loggaIn(other, sune);
    else await logIn(other, selma.email, selma.password);
    await other.goto('/profile');
    const [title, listed] =
      language === 'sv'
        ? ['Nycklar (passkeys)', 'Du har inga nycklar än.']
        : ['Passkeys', 'Selma’s laptop'];
    await expect(other.getByRole('region', { name: title }).getByText(listed)).toBeVisible();
    const code = language === 'sv' ? 'Engångskod' : 'One-time code';
    await expect(other.getByRole('region', { name: code }).getByRole('button')).toBeVisible();
    await expectNoSeriousA11yViolations(other);
    await other.context().close();
  }
});

test('an admin sets up a one-time code from the QR code and signs in with a code, then with a recovery code', async ({
  page,
  request,
  browser,
}) => {
  await adminToken(request, WARDEN);
  await logIn(page, WARDEN.email, WARDEN.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'One-time code' });
  await card.getByRole('button', { name: 'Set up a one-time code' }).click();
  const uri = await qrText(page, 'QR code for your authenticator app');
  expect(uri).toMatch(/^otpauth:\/\/totp\/.*warden%40example\.com\?/);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('textbox', { name: 'Code' }).fill(await codeAt(page, uri!));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('The one-time code is on.')).toBeVisible();
  const recovery = await card.getByTestId('recovery-codes').getByRole('listitem').allTextContents();
  expect(recovery).toHaveLength(10);
  await expectNoSeriousA11yViolations(page);
  await card.getByRole('button', { name: 'I have kept them' }).click();
  await expect(
    card.getByText(/^The one-time code is on since .*\. Recovery codes left: 10\.$/),
  ).toBeVisible();

  // Signing in: the password, then the code (the app's clock is pinned: the next step's code).
  const desktop = await newPage(browser, 'en', DESKTOP);
  await desktop.goto('/login');
  await desktop.getByLabel('Email').fill(WARDEN.email);
  await desktop.getByLabel(/^Password/).fill(WARDEN.password);
  await desktop.getByRole('button', { name: 'Login', exact: true }).click();
  const code = desktop.getByRole('textbox', { name: 'Code' });
  await expect(code).toBeFocused();
  await expectNoSeriousA11yViolations(desktop);
  await code.fill(await codeAt(desktop, uri!, 30));
  await desktop.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(desktop.getByText(`Welcome back, ${WARDEN.first} Admin!`)).toBeVisible();
  await desktop.context().close();

  // On a phone in Swedish, with a recovery code.
  const phone = await newPage(browser, 'sv', PHONE);
  await phone.goto('/login');
  await phone.getByLabel('E-post').fill(WARDEN.email);
  await phone.getByLabel(/^Lösenord/).fill(WARDEN.password);
  await phone.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(phone.getByRole('textbox', { name: 'Kod' })).toBeFocused();
  await expectNoSeriousA11yViolations(phone);
  await phone.getByRole('textbox', { name: 'Kod' }).fill(recovery[0]!);
  await phone.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(phone).toHaveURL(/\/$/);
  // Signed in, the app reads in the account's own language (English, chosen at its first sign-in).
  await phone.goto('/profile');
  const left = phone.getByRole('region', { name: 'One-time code' });
  await expect(left.getByText(/Recovery codes left: 9\.$/)).toBeVisible();
  await expectNoSeriousA11yViolations(phone);
  await phone.context().close();
});
