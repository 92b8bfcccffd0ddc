import type {
  InviteList,
  MemberChangeResponse,
  Members,
  WithdrawInviteResponse,
} from '@stuga/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { startSmtpSink } from '../../test/smtp-sink.js';
import { createPlan } from '../../test/stays.js';
import { createUser, loginAs, TEST_PASSWORD } from '../../test/users.js';

/** Admins run the members and the invites from the browser (DECISIONS §16). */
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let keeperId: number;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    seed: false,
    env: { SMTP_URL: sink.url, ADMIN_EMAILS: 'admin@example.com,keeper@example.com' },
    jobPollMs: 20,
  });
  admin = await loginAs(t, 'admin', { first_name: 'Ada', last_name: 'Admin' });
  // A second admin: an ADMIN_EMAILS address, proved.
  keeperId = (await createUser(t, 'verified', { email: 'keeper@example.com' })).id;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  });
const mailTo = (address: string, before: number) =>
  sink.received.slice(before).filter((mail) => mail.to.includes(address));
const memberIn = (members: Members, id: number) => members.members.find((m) => m.id === id)!;

describe('the Members list', () => {
  it('lists every account with its level, who invited it, and its stays and requests', async () => {
    const anna = await loginAs(t, 'trusted', {
      first_name: 'Anna',
      last_name: 'Berg',
      invited_by_user_id: admin.user.id,
      endorser: 'Ada Admin',
    });
    await createPlan(t, anna.user.id, {
      options: [
        { from: '2025-10-01', to: '2025-10-04', status: 'approved' },
        { from: '2025-11-01', to: '2025-11-04', status: 'pending' },
      ],
    });
    // A request: her last activity is noted, to the hour.
    expect((await call('GET', '/api/stay-plans', anna.headers)).statusCode).toBe(200);
    const answer = await call('GET', '/api/admin/members', admin.headers);
    expect(answer.statusCode).toBe(200);
    expect(memberIn(json<Members>(answer), anna.user.id)).toEqual({
      id: anna.user.id,
      name: 'Anna Berg',
      email: anna.user.email,
      access_level: 'trusted',
      is_admin: false,
      suspended: false,
      invited_by: { id: admin.user.id, name: 'Ada Admin' },
      joined: anna.user.created_at,
      last_active: '2025-09-12T07:00:00.000Z',
      stays_this_year: 1,
      pending_requests: 1,
      can: { set_level: true, suspend: true, restore: false },
    });
    expect(memberIn(json<Members>(answer), admin.user.id).is_admin).toBe(true);
    expect((await call('GET', '/api/admin/members', anna.headers)).statusCode).toBe(403);
  });
});

describe('what an admin may do with each account', () => {
  it('is sent with the account, and is exactly what the server then allows', async () => {
    const open = await createUser(t, 'verified', { first_name: 'Olle' });
    const shut = await createUser(t, 'trusted', { first_name: 'Stina' });
    await call('POST', `/api/admin/members/${shut.id}/suspend`, admin.headers);
    const list = json<Members>(await call('GET', '/api/admin/members', admin.headers));
    expect(memberIn(list, admin.user.id).can).toEqual({
      set_level: false,
      suspend: false,
      restore: false,
    });
    expect(memberIn(list, keeperId).can).toEqual({
      set_level: false,
      suspend: false,
      restore: false,
    });
    expect(memberIn(list, open.id).can).toEqual({ set_level: true, suspend: true, restore: false });
    expect(memberIn(list, shut.id).can).toEqual({ set_level: true, suspend: false, restore: true });
    // What the list offers goes through; what it withholds is refused.
    for (const id of [admin.user.id, keeperId]) {
      const level = await call('POST', `/api/admin/members/${id}/level`, admin.headers, {
        access_level: 'trusted',
      });
      expect(level.statusCode).toBe(409);
      expect(
        (await call('POST', `/api/admin/members/${id}/suspend`, admin.headers)).statusCode,
      ).toBe(409);
    }
    expect(
      (await call('POST', `/api/admin/members/${shut.id}/restore`, admin.headers)).statusCode,
    ).toBe(200);
    const level = await call('POST', `/api/admin/members/${open.id}/level`, admin.headers, {
      access_level: 'trusted',
    });
    expect(level.statusCode).toBe(200);
    expect(memberIn(json<Members>(level), open.id).can.suspend).toBe(true);
  });
});

describe('changing a member’s level', () => {
  it('gives and takes booking access at the member’s next request, and mails them', async () => {
    const vera = await loginAs(t, 'verified', { first_name: 'Vera', last_name: 'Ved' });
    expect((await call('GET', '/api/stay-plans', vera.headers)).statusCode).toBe(403);
    const before = sink.received.length;
    const promoted = await call('POST', `/api/admin/members/${vera.user.id}/level`, admin.headers, {
      access_level: 'trusted',
    });
    expect(promoted.statusCode).toBe(200);
    const answer = json<MemberChangeResponse>(promoted);
    expect(answer.message).toBe('Vera Ved is now a trusted member.');
    expect(memberIn(answer, vera.user.id).access_level).toBe('trusted');
    // The same session, its next request.
    expect((await call('GET', '/api/stay-plans', vera.headers)).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailTo(vera.user.email, before)).toHaveLength(1));
    expect(mailTo(vera.user.email, before)[0]!.raw).toContain(
      'Subject: You are now a trusted member',
    );

    await call('POST', `/api/admin/members/${vera.user.id}/level`, admin.headers, {
      access_level: 'verified',
    });
    expect((await call('GET', '/api/stay-plans', vera.headers)).statusCode).toBe(403);
  });

  it('refuses a level that is not verified or trusted, an admin, and a member who is not there', async () => {
    const vera = await loginAs(t, 'verified');
    const bad = await call('POST', `/api/admin/members/${vera.user.id}/level`, admin.headers, {
      access_level: 'admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose verified or trusted.');
    const onAdmin = await call('POST', `/api/admin/members/${keeperId}/level`, admin.headers, {
      access_level: 'verified',
    });
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().message).toBe(
      'An admin has every right already; their level is not changed here.',
    );
    const missing = await call('POST', '/api/admin/members/999999/level', admin.headers, {
      access_level: 'verified',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No such member.');
  });
});

describe('suspending a member', () => {
  it('ends their sessions at once, declines their requests, refuses their login and reset', async () => {
    const bo = await loginAs(t, 'trusted', { first_name: 'Bo', last_name: 'Ek' });
    const plan = await createPlan(t, bo.user.id, {
      expiry: '2026-01-01',
      options: [
        { from: '2025-12-01', to: '2025-12-04', status: 'pending' },
        { from: '2025-12-20', to: '2025-12-23', status: 'approved' },
      ],
    });
    const before = sink.received.length;
    const suspended = await call('POST', `/api/admin/members/${bo.user.id}/suspend`, admin.headers);
    expect(suspended.statusCode).toBe(200);
    expect(json<MemberChangeResponse>(suspended).message).toBe('Bo Ek is suspended.');
    expect(memberIn(json<MemberChangeResponse>(suspended), bo.user.id).suspended).toBe(true);

    // The old token: refused at once.
    const old = await call('GET', '/api/profile_data', bo.headers);
    expect(old.statusCode).toBe(401);
    // The request declined "Member suspended", with its history; the approved stay stays.
    const statuses = await t.app.db
      .selectFrom('stay_option')
      .select(['id', 'status', 'rejection_reason'])
      .where('plan_id', '=', plan.planId)
      .orderBy('id')
      .execute();
    expect(statuses.map((s) => [s.status, s.rejection_reason])).toEqual([
      ['declined', 'Member suspended'],
      ['approved', null],
    ]);
    const history = await t.app.db
      .selectFrom('option_history')
      .select(['to_status', 'reason', 'actor_id'])
      .where('option_id', '=', plan.optionIds[0]!)
      .execute();
    expect(history).toEqual([
      { to_status: 'declined', reason: 'Member suspended', actor_id: admin.user.id },
    ]);
    // No login, with a clear message; no reset mail.
    const login = await call(
      'POST',
      '/api/login',
      {},
      { email: bo.user.email, password: TEST_PASSWORD },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is suspended. Ask an admin of the house.');
    await call('POST', '/api/password-reset', {}, { email: bo.user.email });
    await vi.waitFor(() => expect(mailTo(bo.user.email, before)).toHaveLength(1));
    const mails = mailTo(bo.user.email, before);
    expect(mails[0]!.raw).toContain('Subject: Your account is suspended');
    expect(mails[0]!.raw).toContain('Your request waiting for approval was declined.');

    // Restored: they sign in again.
    const restored = await call('POST', `/api/admin/members/${bo.user.id}/restore`, admin.headers);
    expect(restored.statusCode).toBe(200);
    expect(json<MemberChangeResponse>(restored).message).toBe('Bo Ek can sign in again.');
    const again = await call(
      'POST',
      '/api/login',
      {},
      { email: bo.user.email, password: TEST_PASSWORD },
    );
    expect(again.statusCode).toBe(200);
    expect(mailTo(bo.user.email, before).every((m) => !m.raw.includes('reset'))).toBe(true);
  });

  it('refuses to suspend yourself or another admin', async () => {
    const self = await call('POST', `/api/admin/members/${admin.user.id}/suspend`, admin.headers);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot suspend yourself.');
    const onAdmin = await call('POST', `/api/admin/members/${keeperId}/suspend`, admin.headers);
    expect(onAdmin.statusCode).toBe(409);
    expect(onAdmin.json().message).toBe('An admin cannot be suspended.');
  });
});

describe('the invite list', () => {
  const generate = async (headers: object, code_type = 'verified') =>
    json<{ invite_code: string }>(
      await call('POST', '/api/generate-invite', headers, { code_type }),
    ).invite_code;
  const register = (invite_code: string, email: string) =>
    call(
      'POST',
      '/api/register',
      {},
      {
        email,
        password: 'a long password',
        first_name: 'New',
        last_name: 'Member',
        invite_code,
      },
    );

  it('lists open and used codes: an admin all, a trusted member their own', async () => {
    const karin = await loginAs(t, 'trusted', { first_name: 'Karin', last_name: 'Lund' });
    const mine = await generate(karin.headers, 'trusted');
    const admins = await generate(admin.headers);
    expect((await register(admins, 'used.invite@example.com')).statusCode).toBe(201);

    const own = json<InviteList>(await call('GET', '/api/invites', karin.headers));
    expect(own.outstanding.map((i) => i.code)).toEqual([mine]);
    expect(own.outstanding[0]).toMatchObject({
      code_type: 'trusted',
      made_by: 'Karin Lund',
      link: `${t.config.publicUrl}/invite/${mine}`,
      used_by: null,
      // What the viewer may do with it, as the withdrawal decides (abilities).
      can: { withdraw: true },
    });
    expect(own.used).toEqual([]);
    expect(own.holds).toBe('own');
    const all = json<InviteList>(await call('GET', '/api/invites', admin.headers));
    expect(all.holds).toBe('all');
    expect(all.outstanding.map((i) => i.code)).toContain(mine);
    expect(all.outstanding.every((i) => i.can.withdraw)).toBe(true);
    expect(all.used.find((i) => i.code === admins)).toMatchObject({
      used_by: 'New Member',
      used_at: expect.any(String),
      can: { withdraw: false },
    });
    expect(
      (await call('GET', '/api/invites', (await loginAs(t, 'verified')).headers)).statusCode,
    ).toBe(403);
  });

  it('withdraws a code, which then answers like an unknown one', async () => {
    const karin = await loginAs(t, 'trusted');
    const code = await generate(karin.headers);
    const id = json<InviteList>(await call('GET', '/api/invites', karin.headers)).outstanding[0]!
      .id;
    // Another trusted member cannot withdraw it; it is not there for them.
    const other = await loginAs(t, 'trusted');
    const notTheirs = await call('POST', `/api/invites/${id}/withdraw`, other.headers);
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('No such invite code.');

    const withdrawn = await call('POST', `/api/invites/${id}/withdraw`, karin.headers);
    expect(withdrawn.statusCode).toBe(200);
    expect(json<WithdrawInviteResponse>(withdrawn)).toMatchObject({
      message: 'Invite code withdrawn.',
      outstanding: [],
    });
    const verify = await call('POST', '/api/auth/verify-invite', {}, { invite_code: code });
    expect(verify.json()).toEqual({
      valid: false,
      error: 'Invalid invite code',
      code: 'api.invite.invalid',
    });
    const late = await register(code, 'late@example.com');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Invalid invite code');
    // Twice: gone.
    expect((await call('POST', `/api/invites/${id}/withdraw`, karin.headers)).statusCode).toBe(404);
  });

  it('races a withdrawal against a registration: exactly one wins', async () => {
    for (let round = 0; round < 5; round += 1) {
      const code = await generate(admin.headers);
      const { id } = json<InviteList>(
        await call('GET', '/api/invites', admin.headers),
      ).outstanding.find((i) => i.code === code)!;
      const [withdraw, joined] = await Promise.all([
        call('POST', `/api/invites/${id}/withdraw`, admin.headers),
        register(code, `race${round}@example.com`),
      ]);
      expect([withdraw.statusCode, joined.statusCode].sort()).toEqual(
        withdraw.statusCode === 200 ? [200, 400] : [201, 409],
      );
      if (withdraw.statusCode === 409) {
        expect(withdraw.json().message).toBe('This invite code has already been used');
      }
    }
  });
});
