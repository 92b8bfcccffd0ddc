import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { mailSinkUrl } from '../playwright.config';

/** An admin for the tests that need one, registered on first use (not the identity tests' own). */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password', first: 'Ada' };
/** A second admin address, for the tests that only need an admin to exist. */
export const KEEPER = { email: 'keeper@example.com', password: 'keeper-password', first: 'Kim' };
/** A third admin address: the one that turns on a one-time code (no other test signs in as it). */
export const WARDEN = { email: 'warden@example.com', password: 'warden-password', first: 'Wilma' };

/** The last link of a kind (`confirm`, `reset`) the mail sink holds for an address. */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  kind: 'confirm' | 'reset',
): Promise<string> {
  let link = '';
  const pattern = new RegExp(`http://localhost:\\d+/${kind}/[A-Za-z0-9_-]+`);
  await expect
    .poll(async () => {
      const mails: { to: string[]; raw: string }[] = await (await request.get(mailSinkUrl)).json();
      const mail = mails.reverse().find((m) => m.to.includes(email) && pattern.test(m.raw));
      link = pattern.exec(mail?.raw ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  return link;
}

/**
 * An admin account and its token: signed in when it exists, else registered on first use, as a
 * newcomer would, and its address confirmed with the link mailed to it (admin rights wait for
 * that). Signing in first keeps the registrations, which the server limits to 20 a minute from
 * one address, to the accounts the tests make.
 */
export async function adminToken(request: APIRequestContext, account = ADMIN): Promise<string> {
  const login = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  if (login.status() === 200) return (await login.json()).jwt;
  const created = await request.post('/api/register', {
    data: {
      email: account.email,
      password: account.password,
      first_name: account.first,
      last_name: 'Admin',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Proving the address ends the session of the registration: the proof answers a new one.
  const link = await mailedLink(request, account.email, 'confirm');
  const confirmed = await request.post('/api/auth/confirm-email', {
    data: { token: link.split('/').pop(), new_password: account.password },
  });
  expect(confirmed.status()).toBe(200);
  return (await confirmed.json()).jwt;
}

/** A new account of a level, made through the API with an admin's invite. */
export async function memberWith(
  request: APIRequestContext,
  level: 'verified' | 'trusted',
  email: string,
  password = 'member-password',
  names: { first: string; last: string } = { first: 'Vera', last: 'Member' },
) {
  const token = await adminToken(request, KEEPER);
  const invite = await request.post('/api/generate-invite', {
    data: { code_type: level },
    headers: { authorization: `Bearer ${token}` },
  });
  const { invite_code } = await invite.json();
  const created = await request.post('/api/register', {
    data: { email, password, first_name: names.first, last_name: names.last, invite_code },
  });
  expect(created.status()).toBe(201);
  return { email, password };
}

/** Logs in through the login page and waits for Home. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Logs in through the Swedish login page (a browser in Sweden) and waits for Home. */
export async function loggaIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(who.email);
  await page.getByLabel(/^Lösenord/).fill(who.password);
  await page.getByRole('button', { name: 'Logga in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
