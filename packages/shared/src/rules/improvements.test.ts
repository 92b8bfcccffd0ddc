import { describe, expect, it } from 'vitest';
import {
  fundingGoal,
  givenToward,
  improvementsView,
  orderImprovements,
  progressPercentage,
  progressTone,
  voteChange,
  voteLimits,
  voteMessages,
  type CountedImprovement,
  type VoteLimits,
} from './improvements.js';

const open = { id: 1, is_active: true, is_done: false };
const done = { id: 2, is_active: true, is_done: true };
const inactive = { id: 3, is_active: false, is_done: false };
const fresh: VoteLimits = {
  up_votes_used: 0,
  down_votes_used: 0,
  up_votes_remaining: 1,
  down_votes_remaining: 1,
};
const upUsed: VoteLimits = { ...fresh, up_votes_used: 1, up_votes_remaining: 0 };

describe('the vote allowance (DECISIONS §8)', () => {
  it('counts votes on open improvements only', () => {
    expect(voteLimits([])).toEqual(fresh);
    expect(
      voteLimits([
        { vote_type: 'up', improvement: open },
        { vote_type: 'down', improvement: done },
        { vote_type: 'down', improvement: inactive },
      ]),
    ).toEqual(upUsed);
  });

  it('takes a new vote while the direction has allowance left', () => {
    expect(voteChange(open, null, 'up', fresh)).toEqual({ kind: 'new', next: 'up' });
    expect(voteChange(open, null, 'up', upUsed)).toEqual({
      kind: 'refused',
      message: voteMessages.noUp,
    });
    expect(voteChange(open, null, 'down', upUsed)).toEqual({ kind: 'new', next: 'down' });
  });

  it('withdraws a vote clicked again, even on a done improvement', () => {
    expect(voteChange(open, 'up', 'up', upUsed)).toEqual({ kind: 'withdraw', next: null });
    expect(voteChange(done, 'down', 'down', fresh)).toEqual({ kind: 'withdraw', next: null });
  });

  it('moves a vote to the other direction when that one has allowance left', () => {
    expect(voteChange(open, 'up', 'down', upUsed)).toEqual({ kind: 'move', next: 'down' });
    const both: VoteLimits = { ...upUsed, down_votes_used: 1, down_votes_remaining: 0 };
    expect(voteChange(open, 'up', 'down', both)).toEqual({
      kind: 'refused',
      message: voteMessages.noDown,
    });
  });

  it('takes no votes on done or inactive improvements', () => {
    expect(voteChange(done, null, 'up', fresh)).toEqual({
      kind: 'refused',
      message: voteMessages.done,
    });
    expect(voteChange(inactive, null, 'up', fresh)).toEqual({
      kind: 'refused',
      message: voteMessages.closed,
    });
  });
});

describe('the funding goal and the order', () => {
  const item = (id: number, total_votes: number, priority = 0, price = 1000, extra = {}) => ({
    id,
    total_votes,
    priority,
    price,
    is_active: true,
    is_done: false,
    ...extra,
  });

  it('is the open improvement with the most votes, then priority, then price', () => {
    expect(fundingGoal([item(1, 2), item(2, 3), item(3, 5, 0, 10, { is_done: true })])?.id).toBe(2);
    expect(fundingGoal([item(1, 2, 1), item(2, 2, 3)])?.id).toBe(2);
    expect(fundingGoal([item(1, 2, 1, 500), item(2, 2, 1, 900)])?.id).toBe(2);
    expect(fundingGoal([item(1, 9, 0, 10, { is_active: false })])).toBeNull();
    expect(fundingGoal([])).toBeNull();
  });

  it('orders by votes, then the goal first, then price', () => {
    const list = [item(1, 1, 0, 500), item(2, 3, 0, 100), item(3, 1, 5, 200), item(4, 1, 0, 900)];
    const goal = fundingGoal(list)!;
    expect(goal.id).toBe(2);
    expect(orderImprovements(list, goal.id).map((i) => i.id)).toEqual([2, 4, 1, 3]);
    // A tie on votes puts the goal first, even when cheaper.
    const tied = [item(1, 2, 0, 900), item(2, 2, 5, 100)];
    expect(orderImprovements(tied, fundingGoal(tied)!.id).map((i) => i.id)).toEqual([2, 1]);
  });

  it('measures progress in whole per cent, coloured at 75 % and 100 %', () => {
    expect(progressPercentage(7500, 10000)).toBe(75);
    expect(progressPercentage(1, 3)).toBe(33);
    expect(progressPercentage(500, null)).toBe(0);
    expect(progressPercentage(12000, 10000)).toBe(120);
    expect([0, 74, 75, 99, 100, 120].map(progressTone)).toEqual([
      'primary',
      'primary',
      'warning',
      'warning',
      'positive',
      'positive',
    ]);
  });
});

describe('improvementsView', () => {
  const item = (id: number, fields: Partial<CountedImprovement> = {}): CountedImprovement => ({
    id,
    title: `Improvement ${id}`,
    is_active: true,
    is_done: false,
    priority: 0,
    price: 1000,
    up_votes: 0,
    down_votes: 0,
    ...fields,
  });

  it('orders by votes, then the funding goal, then price, then id, reaching every tie-breaker', () => {
    const view = improvementsView({
      improvements: [
        item(1, { up_votes: 1, price: 500 }),
        // Ties with 1 and 3 on votes; the goal among them (higher priority), though cheaper.
        item(2, { up_votes: 1, price: 400, priority: 5 }),
        item(3, { up_votes: 1, price: 900 }),
        item(4, { up_votes: 3, down_votes: 1, price: 100 }),
        item(5, { up_votes: 1, price: 500 }),
        item(6, { price: 99_000 }),
      ],
      voter: 'visitor',
      votes: new Map(),
      donations: new Map(),
    });
    // 4 has the most votes (2) and is the goal; among the 1-vote ties the goal rule does not
    // apply, price decides (3, then 1 and 5 tied on price: id decides), 2 last of them.
    expect(view.improvements.map((i) => i.id)).toEqual([4, 3, 1, 5, 2, 6]);
    expect(view.funding_goal).toEqual({ id: 4, title: 'Improvement 4', price: 100 });
    const tied = improvementsView({
      improvements: [item(1, { price: 500 }), item(2, { price: 400, priority: 1 })],
      voter: 'visitor',
      votes: new Map(),
      donations: new Map(),
    });
    // Same votes: the goal (higher priority) comes before the dearer one.
    expect(tied.improvements.map((i) => i.id)).toEqual([2, 1]);
  });

  it('tells a visitor and an unverified account why they cannot vote, and shows them no allowance', () => {
    for (const [voter, reason] of [
      ['visitor', 'Log in to vote'],
      ['unverified', 'Complete your signup to vote'],
    ] as const) {
      const view = improvementsView({
        improvements: [item(1)],
        voter,
        votes: new Map(),
        donations: new Map(),
      });
      expect(view.improvements[0]!.can_vote).toEqual({
        up: { action: null, reason },
        down: { action: null, reason },
      });
      expect(view).not.toHaveProperty('user_vote_limits');
      expect(view.improvements[0]).not.toHaveProperty('user_vote');
    }
  });

  it('tells a member what each button does: withdraw, move, a new vote, or why not', () => {
    const view = improvementsView({
      improvements: [item(1, { up_votes: 1 }), item(2), item(3, { is_done: true })],
      voter: 'member',
      votes: new Map([[1, 'up' as const]]),
      donations: new Map(),
    });
    const byId = new Map(view.improvements.map((i) => [i.id, i]));
    expect(byId.get(1)!.user_vote).toBe('up');
    expect(byId.get(1)!.can_vote).toEqual({ up: { action: 'withdraw' }, down: { action: 'move' } });
    expect(byId.get(2)!.can_vote).toEqual({
      up: { action: null, reason: voteMessages.noUp },
      down: { action: 'new' },
    });
    expect(byId.get(3)!.can_vote.down).toEqual({ action: null, reason: voteMessages.done });
    expect(view.user_vote_limits).toEqual({
      up_votes_used: 1,
      down_votes_used: 0,
      up_votes_remaining: 0,
      down_votes_remaining: 1,
    });
  });

  it('measures progress against the goal’s price, in SPEC’s tones', () => {
    const progress = (donations: number) =>
      improvementsView({
        improvements: [item(1, { price: 1000 })],
        voter: 'visitor',
        votes: new Map(),
        donations: new Map([[1, donations]]),
      }).progress;
    expect(progress(740)).toEqual({
      total_donations: 740,
      goal_price: 1000,
      progress_percentage: 74,
      tone: 'primary',
    });
    expect(progress(750).tone).toBe('warning');
    expect(progress(1000).tone).toBe('positive');
    const none = improvementsView({
      improvements: [],
      voter: 'visitor',
      votes: new Map(),
      donations: new Map([[null, 5]]),
    });
    expect(none.progress).toEqual({
      total_donations: 5,
      goal_price: null,
      progress_percentage: 0,
      tone: 'primary',
    });
    expect(none.funding_goal).toBeNull();
  });

  it('counts toward a goal only what was given for it, and what no goal has yet (DECISIONS §15)', () => {
    const view = (totals: [number | null, number][]) =>
      improvementsView({
        // The sauna is done: the jetty is the goal.
        improvements: [item(1, { price: 18000, is_done: true }), item(2, { price: 30000 })],
        voter: 'visitor',
        votes: new Map(),
        donations: new Map(totals),
      });
    expect(view([[1, 12000]]).progress).toMatchObject({
      total_donations: 0,
      progress_percentage: 0,
    });
    expect(
      view([
        [1, 12000],
        [2, 3000],
        [null, 1500],
      ]).progress,
    ).toMatchObject({
      total_donations: 4500,
      progress_percentage: 15,
    });
    expect(givenToward(new Map([[null, 7]]), null)).toBe(7);
  });
});
