import type {
  AdminImprovementsResponse,
  DonationResponse,
  DonationsResponse,
  DonationSummary,
  ImprovementsResponse,
  VoteResponse,
} from '@stuga/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/helpers.js';
import { loginAs } from '../../test/users.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await loginAs(t, 'admin');
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.deleteFrom('improvement_votes').execute();
  await t.app.db.deleteFrom('improvements').execute();
  await t.app.db.deleteFrom('donations').execute();
});

type Headers = Record<string, string>;
const addImprovement = async (fields: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/improvements',
    headers: admin.headers,
    payload: {
      title: 'Sauna stove',
      description: 'A new stove.',
      price: 12000,
      category: 'utilities',
      ...fields,
    },
  });
  expect(response.statusCode).toBe(201);
  const list = json<AdminImprovementsResponse>(response).improvements;
  return list.find((i) => i.title === (fields.title ?? 'Sauna stove'))!;
};
const vote = (id: number, vote_type: string, headers: Headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/improvements/${id}/vote`,
    headers,
    payload: { vote_type },
  });
const list = async (headers: Headers = {}) =>
  json<ImprovementsResponse>(
    await t.app.inject({ method: 'GET', url: '/api/improvements', headers }),
  );
const summary = async () =>
  json<DonationSummary>(await t.app.inject({ method: 'GET', url: '/api/donations' }));

describe('voting (DECISIONS §8)', () => {
  it('takes one up and one down vote, withdraws a repeated click and moves a vote the other way', async () => {
    const member = await loginAs(t, 'verified');
    const a = await addImprovement({ title: 'A' });
    const b = await addImprovement({ title: 'B' });

    // Every vote answers the whole view after it: no second request is needed.
    const item = (answer: VoteResponse, id: number) => answer.improvements.find((i) => i.id === id);
    const up = await vote(a.id, 'up', member.headers);
    expect(up.statusCode).toBe(200);
    const afterUp = json<VoteResponse>(up);
    expect(afterUp).toMatchObject({
      message: 'Vote recorded.',
      user_vote_limits: { up_votes_used: 1, up_votes_remaining: 0, down_votes_remaining: 1 },
    });
    expect(item(afterUp, a.id)).toMatchObject({
      up_votes: 1,
      total_votes: 1,
      user_vote: 'up',
      can_vote: { up: { action: 'withdraw' }, down: { action: 'move' } },
    });
    expect(item(afterUp, b.id)!.can_vote.up).toEqual({
      action: null,
      reason: 'You have used your up vote. Withdraw it, or move it here, to vote up again.',
    });
    const second = await vote(b.id, 'up', member.headers);
    expect(second.statusCode).toBe(409);
    expect(json(second).error).toBe(
      'You have used your up vote. Withdraw it, or move it here, to vote up again.',
    );
    expect(json<VoteResponse>(await vote(b.id, 'down', member.headers)).message).toBe(
      'Vote recorded.',
    );
    // Moving A's up vote down needs a down vote left: it is used on B.
    const move = await vote(a.id, 'down', member.headers);
    expect(move.statusCode).toBe(409);
    const withdrawn = json<VoteResponse>(await vote(b.id, 'down', member.headers));
    expect(withdrawn.message).toBe('Vote withdrawn.');
    expect(item(withdrawn, b.id)).toMatchObject({ user_vote: 'none', down_votes: 0 });
    const moved = json<VoteResponse>(await vote(a.id, 'down', member.headers));
    expect(moved).toMatchObject({
      message: 'Vote moved.',
      user_vote_limits: { up_votes_remaining: 1, down_votes_remaining: 0 },
    });
    expect(item(moved, a.id)).toMatchObject({
      up_votes: 0,
      down_votes: 1,
      total_votes: -1,
      user_vote: 'down',
    });
    const seen = await list(member.headers);
    expect(seen.user_vote_limits).toEqual({
      up_votes_used: 0,
      down_votes_used: 1,
      up_votes_remaining: 1,
      down_votes_remaining: 0,
    });
    expect(seen.improvements.find((i) => i.id === a.id)?.user_vote).toBe('down');
    expect(seen.improvements.find((i) => i.id === b.id)?.user_vote).toBe('none');
  });

  it('gives back a vote when its improvement is done, and takes none on done or inactive ones', async () => {
    const member = await loginAs(t, 'trusted');
    const a = await addImprovement({ title: 'A' });
    const b = await addImprovement({ title: 'B' });
    const hidden = await addImprovement({ title: 'Hidden', is_active: false });
    await vote(a.id, 'up', member.headers);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/improvements/${a.id}/toggle-done`,
      headers: admin.headers,
    });
    expect((await list(member.headers)).user_vote_limits?.up_votes_remaining).toBe(1);
    const onDone = await vote(a.id, 'down', member.headers);
    expect(json(onDone).error).toBe('This improvement is done: it takes no more votes.');
    expect(json(await vote(hidden.id, 'up', member.headers)).error).toBe(
      'This improvement is not open for votes.',
    );
    expect((await vote(b.id, 'up', member.headers)).statusCode).toBe(200);
    // The vote on the done improvement can still be taken back.
    expect((await vote(a.id, 'up', member.headers)).statusCode).toBe(200);
  });

  it('never counts more than one up and one down vote of one member, whatever clicks arrive at once', async () => {
    const member = await loginAs(t, 'verified');
    const items = [];
    for (let i = 0; i < 10; i += 1) items.push(await addImprovement({ title: `Item ${i}` }));
    const answers = await Promise.all(
      items.map((item, i) => vote(item.id, i % 2 ? 'down' : 'up', member.headers)),
    );
    expect(answers.filter((a) => a.statusCode >= 500)).toEqual([]);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const rows = await t.app.db
      .selectFrom('improvement_votes')
      .select('vote_type')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(rows.map((r) => r.vote_type).sort()).toEqual(['down', 'up']);
  });

  it('refuses unknown improvements, wrong directions and callers who have not completed signup', async () => {
    const member = await loginAs(t, 'verified');
    const unverified = await loginAs(t, 'unverified');
    const a = await addImprovement();
    expect((await vote(9999, 'up', member.headers)).statusCode).toBe(404);
    const sideways = await vote(a.id, 'sideways', member.headers);
    expect(sideways.statusCode).toBe(400);
    expect(json(sideways).error).toBe('Please vote up or down.');
    expect((await vote(a.id, 'up', unverified.headers)).statusCode).toBe(403);
    expect((await vote(a.id, 'up', {})).statusCode).toBe(401);
  });
});

describe('the list and the funding goal', () => {
  it('lists active improvements in SPEC order, and to visitors without votes', async () => {
    const m1 = await loginAs(t, 'verified');
    const m2 = await loginAs(t, 'verified');
    const cheap = await addImprovement({ title: 'Cheap', price: 1000 });
    const dear = await addImprovement({ title: 'Dear', price: 50000 });
    const liked = await addImprovement({ title: 'Liked', price: 3000 });
    // Mid ties Cheap on votes, and the goal is elsewhere: the dearer of the two goes first.
    await addImprovement({ title: 'Mid', price: 2000 });
    await addImprovement({ title: 'Hidden', is_active: false });
    await vote(liked.id, 'up', m1.headers);
    await vote(liked.id, 'up', m2.headers);
    await vote(dear.id, 'down', m1.headers);
    await vote(dear.id, 'down', m2.headers);
    const visitor = await list();
    expect(visitor.user_vote_limits).toBeUndefined();
    expect(visitor.improvements.map((i) => i.title)).toEqual(['Liked', 'Mid', 'Cheap', 'Dear']);
    // With Liked's votes taken back, five tie on 0: the funding goal among them (the highest
    // priority) leads, though it is the cheapest; the rest follow by price.
    await vote(liked.id, 'up', m1.headers);
    await vote(liked.id, 'up', m2.headers);
    const goal = await addImprovement({ title: 'Goal', price: 500, priority: 9 });
    expect((await list()).improvements.map((i) => i.title)).toEqual([
      goal.title,
      'Liked',
      'Mid',
      'Cheap',
      'Dear',
    ]);
    expect(visitor.improvements[0]).not.toHaveProperty('user_vote');
    expect(visitor.improvements.find((i) => i.id === cheap.id)).toMatchObject({
      total_votes: 0,
      is_active: true,
      is_done: false,
    });
  });

  it('measures verified donations against the most voted open improvement', async () => {
    const m1 = await loginAs(t, 'verified');
    const goal = await addImprovement({ title: 'Goal', price: 10000 });
    await addImprovement({ title: 'Other', price: 20000, priority: 5 });
    await vote(goal.id, 'up', m1.headers);
    const give = (amount: number, extra = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.headers,
        payload: { amount, donor_name: 'Olle', donor_email: 'olle@example.com', ...extra },
      });
    expect((await give(5000)).statusCode).toBe(201);
    expect((await give(2600, { is_verified: false })).statusCode).toBe(201);
    expect(await summary()).toMatchObject({
      total_donations: 5000,
      highest_voted_price: 10000,
      highest_voted_improvement: { id: goal.id, title: 'Goal' },
      progress_percentage: 50,
    });
    // Done: the goal moves to the next one (ties: higher priority), and the money given toward
    // the one done stays with it (DECISIONS §15): the next starts from nothing.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/improvements/${goal.id}/toggle-done`,
      headers: admin.headers,
    });
    expect(await summary()).toMatchObject({
      total_donations: 0,
      highest_voted_improvement: { title: 'Other' },
      progress_percentage: 0,
    });
  });

  it('counts a donation toward what it names, else the goal when verified, and says which', async () => {
    const m1 = await loginAs(t, 'verified');
    const sauna = await addImprovement({ title: 'Sauna', price: 18000 });
    const jetty = await addImprovement({ title: 'Jetty', price: 30000 });
    await vote(sauna.id, 'up', m1.headers);
    const give = async (amount: number, extra = {}) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/donations',
        headers: admin.headers,
        payload: { amount, ...extra },
      });
      expect(response.statusCode).toBe(201);
      return response.json<DonationResponse>().donation;
    };
    const forSauna = await give(12000);
    expect(forSauna.improvement).toEqual({ id: sauna.id, title: 'Sauna' });
    const forJetty = await give(3000, { improvement_id: jetty.id });
    expect(forJetty.improvement).toEqual({ id: jetty.id, title: 'Jetty' });
    const later = await give(1500, { is_verified: false });
    expect(later.improvement).toBeNull();
    expect(await summary()).toMatchObject({ total_donations: 12000, progress_percentage: 67 });

    // The sauna is done: the jetty becomes the goal, with only what was given for it.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/improvements/${sauna.id}/toggle-done`,
      headers: admin.headers,
    });
    expect(await summary()).toMatchObject({
      highest_voted_improvement: { id: jetty.id },
      total_donations: 3000,
      progress_percentage: 10,
    });
    // Verified now, the pending one goes to the goal of the day: the jetty.
    const toggled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/donations/${later.id}/verify`,
      headers: admin.headers,
    });
    expect(toggled.json<DonationResponse>().donation.improvement).toEqual({
      id: jetty.id,
      title: 'Jetty',
    });
    expect(await summary()).toMatchObject({ total_donations: 4500, progress_percentage: 15 });
    const list = await t.app.inject({ url: '/api/admin/donations', headers: admin.headers });
    expect(list.json<DonationsResponse>().donations.map((d) => d.improvement?.title)).toEqual([
      'Jetty',
      'Jetty',
      'Sauna',
    ]);
    // An improvement that does not exist is refused, and nothing is stored.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: admin.headers,
      payload: { amount: 100, improvement_id: 999999 },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'No such improvement.' });
  });
});

describe('admin donations', () => {
  it('adds donations (anonymous ones without name or email), lists them and toggles verified', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: admin.headers,
      payload: {
        amount: 300,
        donor_name: 'Secret',
        donor_email: 's@example.com',
        is_anonymous: true,
        message: 'For the jetty',
      },
    });
    expect(anonymous.statusCode).toBe(201);
    expect(json(anonymous)).toMatchObject({
      message: 'Donation added successfully!',
      donation: {
        amount: 300,
        donor_name: null,
        donor_email: null,
        is_anonymous: true,
        is_verified: true,
        message: 'For the jetty',
      },
    });
    const id = json<{ donation: { id: number } }>(anonymous).donation.id;
    const toggled = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/donations/${id}/verify`,
      headers: admin.headers,
    });
    expect(json(toggled)).toMatchObject({ donation: { is_verified: false } });
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/donations/${id}/verify`,
      headers: admin.headers,
    });
    expect(json(again)).toMatchObject({ donation: { is_verified: true } });
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/donations',
      headers: admin.headers,
    });
    expect(json<{ donations: unknown[] }>(listed).donations).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/donations/999/verify',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it.each([[0], [-5], [12.5], ['100'], [null]])('refuses the amount %j', async (amount) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/donations',
      headers: admin.headers,
      payload: { amount },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe('Please enter a valid donation amount');
  });
});

describe('admin improvements', () => {
  it.each([
    [{ title: '' }, 'Title is required'],
    [{ description: ' ' }, 'Description is required'],
    [{ category: 'kitchen' }, 'Please choose a category'],
    [{ price: 0 }, 'Price must be greater than 0'],
    [
      { link_url: 'javascript:alert(1)' },
      'Please enter a web address starting with http:// or https://',
    ],
  ])('refuses %j: %s', async (fields, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/improvements',
      headers: admin.headers,
      payload: { title: 'T', description: 'D', price: 100, category: 'garden', ...fields },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).error).toBe(message);
  });

  it('edits, sets aside, marks done and deletes, answering with the whole list each time', async () => {
    const item = await addImprovement({
      link_url: 'https://example.com/stove',
      link_text: 'The stove',
    });
    const put = (fields: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/improvements/${item.id}`,
        headers: admin.headers,
        payload: {
          title: 'Sauna stove, wood',
          description: 'D',
          price: 14000,
          category: 'utilities',
          ...fields,
        },
      });
    const edited = json<AdminImprovementsResponse>(await put({ is_active: false }));
    expect(edited.improvements[0]).toMatchObject({
      title: 'Sauna stove, wood',
      price: 14000,
      is_active: false,
      link_url: null,
    });
    expect((await list()).improvements).toEqual([]);
    const done = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/improvements/${item.id}/toggle-done`,
      headers: admin.headers,
    });
    expect(json<AdminImprovementsResponse>(done).improvements[0]?.is_done).toBe(true);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/improvements/${item.id}`,
      headers: admin.headers,
    });
    expect(json<AdminImprovementsResponse>(gone).improvements).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/admin/improvements/${item.id}`,
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('Done and Undo at once', () => {
  it('leaves an improvement as two toggles leave it, and votes counted right, in every round', async () => {
    const member = await loginAs(t, 'verified');
    const item = await addImprovement({ title: 'Jetty' });
    expect((await vote(item.id, 'up', member.headers)).statusCode).toBe(200);
    const toggle = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/improvements/${item.id}/toggle-done`,
        headers: admin.headers,
      });
    for (let round = 0; round < 20; round += 1) {
      // Two admins press at the same moment: the improvement ends as it began.
      const answers = await Promise.all([toggle(), toggle()]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const row = await t.app.db
        .selectFrom('improvements')
        .select('is_done')
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
      expect({ round, is_done: row.is_done }).toEqual({ round, is_done: 0 });
    }
    // Not done: the member's up vote still counts against the allowance.
    expect((await list(member.headers)).user_vote_limits?.up_votes_remaining).toBe(0);
  });
});
