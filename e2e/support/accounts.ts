import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The admin the identity tests register through the page. */
export const ADMIN = { email: 'admin@example.com', password: 'admin-password', first: 'Ada' };
/** A second admin address, for the tests that only need an admin to exist. */
export const KEEPER = { email: 'keeper@example.com', password: 'keeper-password', first: 'Kim' };

/** An admin account (registered on first use, as a newcomer would) and its token. */
export async function adminToken(request: APIRequestContext, account = ADMIN): Promise<string> {
  const created = await request.post('/api/register', {
    data: {
      email: account.email,
      password: account.password,
      first_name: account.first,
      last_name: 'Admin',
    },
  });
  if (created.status() === 201) return (await created.json()).jwt;
  const login = await request.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return (await login.json()).jwt;
}

/** A new account of a level, made through the API with an admin's invite. */
export async function memberWith(
  request: APIRequestContext,
  level: 'verified' | 'trusted',
  email: string,
  password = 'member-password',
) {
  const token = await adminToken(request, KEEPER);
  const invite = await request.post('/api/generate-invite', {
    data: { code_type: level },
    headers: { authorization: `Bearer ${token}` },
  });
  const { invite_code } = await invite.json();
  const created = await request.post('/api/register', {
    data: { email, password, first_name: 'Vera', last_name: 'Member', invite_code },
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
