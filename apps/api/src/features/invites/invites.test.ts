import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const generate = (headers: Record<string, string>, code_type: unknown = 'verified') =>
  t.app.inject({ method: 'POST', url: '/api/generate-invite', payload: { code_type }, headers });
const generateRaw = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/generate-invite', payload, headers });
const verify = (invite_code: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/verify-invite', payload: { invite_code } });

describe('POST /api/generate-invite', () => {
  it('gives a trusted member a single-use code that expires a month later', async () => {
    const { user, headers } = await loginAs(t, 'trusted');
    const response = await generate(headers, 'trusted');
    expect(response.statusCode).toBe(201);
    const body = json<{ invite_code: string; expires_at: number }>(response);
    expect(body.invite_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    expect(body).toMatchObject({
      code_type: 'trusted',
      generated_by_name: `${user.first_name} ${user.last_name}`,
    });
    // 2025-09-12 09:17 Stockholm + 1 month
    expect(new Date(body.expires_at * 1000).toISOString()).toBe('2025-10-12T07:17:00.000Z');

    const check = await verify(body.invite_code.toLowerCase());
    expect(json(check)).toEqual({
      valid: true,
      code_type: 'trusted',
      generated_by_name: `${user.first_name} ${user.last_name}`,
      generated_by_type: 'trusted_user',
      max_uses: 1,
      current_uses: 0,
      expires_at: body.expires_at,
    });
  });

  it('marks codes from an admin as such', async () => {
    const { headers } = await loginAs(t, 'admin');
    const { invite_code } = json<{ invite_code: string }>(await generate(headers, 'verified'));
    expect(json(await verify(invite_code)).generated_by_type).toBe('admin');
  });

  it('is refused to verified members and anonymous visitors', async () => {
    const { headers } = await loginAs(t, 'verified');
    const refused = await generate(headers);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).error).toBe('Only trusted members and admins may do this.');
    expect((await generate({})).statusCode).toBe(401);
  });

  it('needs an access level', async () => {
    const { headers } = await loginAs(t, 'trusted');
    for (const payload of [{}, { code_type: 'admin' }, { code_type: '' }]) {
      const response = await generateRaw(headers, payload);
      expect(response.statusCode).toBe(400);
      expect(json(response).error).toBe('Please choose an access level.');
    }
  });
});

describe('POST /api/auth/verify-invite', () => {
  it('says why a code cannot be used', async () => {
    expect(json(await verify('UNKNOWN'))).toEqual({
      valid: false,
      error: 'Invalid invite code',
      code: 'api.invite.invalid',
    });

    const { headers } = await loginAs(t, 'trusted');
    const used = json<{ invite_code: string }>(await generate(headers)).invite_code;
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'used@example.com', password: 'secret1', invite_code: used },
    });
    expect(json(await verify(used))).toEqual({
      valid: false,
      error: 'This invite code has already been used',
      code: 'api.invite.used',
    });

    const expiring = json<{ invite_code: string }>(await generate(headers)).invite_code;
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(json(await verify(expiring))).toEqual({
      valid: false,
      error: 'This invite code has expired',
      code: 'api.invite.expired',
    });
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: 'late@example.com', password: 'secret1', invite_code: expiring },
    });
    expect(late.statusCode).toBe(400);
    expect(json(late).error).toBe('This invite code has expired');
  });
});
