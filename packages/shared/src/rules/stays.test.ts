import { describe, expect, it } from 'vitest';
import { addDays } from './dates.js';
import type { OptionStatus } from './statuses.js';
import {
  adjustExpiry,
  conflictMessage,
  daysLeft,
  defaultExpiry,
  expiresSoon,
  firstConflict,
  gapBetween,
  isPlanExpired,
  MAX_STAY_NIGHTS_DEFAULT,
  openForPlanning,
  optionVisible,
  stayLengthProblem,
  staysConflict,
  upcomingStays,
} from './stays.js';
import {
  batchPreselection,
  bulkApprovalOrder,
  conflictGroups,
  inviteChainLabel,
  inviteChainPriority,
  type PlannedStay,
} from './approval-order.js';

const booked = { from: '2025-09-10', to: '2025-09-25', user: 'Astrid Lindqvist' };
const whose = 'approved stay by Astrid Lindqvist (10 Sept 2025 - 25 Sept 2025)';

describe('the gap between two stays (DECISIONS §9)', () => {
  // An option ending `gap` days before the booked stay arrives, and one arriving `gap` days after
  // it leaves: gaps −5 to +6 on both sides.
  const gaps = Array.from({ length: 12 }, (_, i) => i - 5);

  it.each(gaps)('an option ending %i day(s) before the arrival', (gap) => {
    const option = { from: addDays(booked.from, -gap - 10), to: addDays(booked.from, -gap) };
    expect(gapBetween(option, booked)).toBe(gap);
    expect(gapBetween(booked, option)).toBe(gap);
    const expected =
      gap <= 0
        ? `Overlaps with ${whose}`
        : gap <= 3
          ? `Ends only ${gap} day(s) before ${whose}. Need 4+ days for cleaning.`
          : undefined;
    expect(conflictMessage(option, booked)?.text).toBe(expected);
    expect(staysConflict(option, booked)).toBe(gap < 4);
  });

  it.each(gaps)('an option arriving %i day(s) after the departure', (gap) => {
    const option = { from: addDays(booked.to, gap), to: addDays(booked.to, gap + 3) };
    expect(gapBetween(option, booked)).toBe(gap);
    const expected =
      gap <= 0
        ? `Overlaps with ${whose}`
        : gap <= 3
          ? `Starts only ${gap} day(s) after ${whose}. Need 4+ days for cleaning.`
          : undefined;
    expect(conflictMessage(option, booked)?.text).toBe(expected);
  });

  it('counts a same-day turnover as an overlap: the departure day is still a day in the house', () => {
    expect(conflictMessage({ from: '2025-09-25', to: '2025-09-28' }, booked)?.text).toBe(
      `Overlaps with ${whose}`,
    );
    expect(conflictMessage({ from: '2025-09-05', to: '2025-09-10' }, booked)?.text).toBe(
      `Overlaps with ${whose}`,
    );
  });

  it('counts an option inside or around a booked stay as an overlap', () => {
    expect(conflictMessage({ from: '2025-09-21', to: '2025-09-22' }, booked)?.text).toMatch(
      /^Overlaps/,
    );
    expect(conflictMessage({ from: '2025-09-01', to: '2025-10-30' }, booked)?.text).toMatch(
      /^Overlaps/,
    );
  });

  it('counts across month and year ends', () => {
    const winter = { from: '2025-12-28', to: '2026-01-02', user: 'Erik' };
    expect(gapBetween(winter, { from: '2026-01-05', to: '2026-01-07' })).toBe(3);
    expect(gapBetween(winter, { from: '2026-01-06', to: '2026-01-07' })).toBe(4);
    const february = { from: '2028-02-20', to: '2028-02-28', user: 'Maja' };
    expect(gapBetween(february, { from: '2028-03-03', to: '2028-03-05' })).toBe(4); // 29 Feb
  });

  it('counts calendar days through the daylight-saving weeks of Europe/Stockholm', () => {
    // Clocks go forward on 30 March 2025 and back on 26 October 2025.
    const spring = { from: '2025-03-24', to: '2025-03-28', user: 'Erik' };
    expect(gapBetween(spring, { from: '2025-04-01', to: '2025-04-03' })).toBe(4);
    expect(staysConflict(spring, { from: '2025-03-31', to: '2025-04-03' })).toBe(true);
    const autumn = { from: '2025-10-20', to: '2025-10-24', user: 'Erik' };
    expect(gapBetween(autumn, { from: '2025-10-28', to: '2025-10-30' })).toBe(4);
    expect(staysConflict(autumn, { from: '2025-10-27', to: '2025-10-30' })).toBe(true);
  });

  it('reports the first conflict by date', () => {
    const later = { from: '2025-10-10', to: '2025-10-12', user: 'Erik Johansson' };
    const option = { from: '2025-09-24', to: '2025-10-11' };
    expect(firstConflict(option, [later, booked])?.text).toBe(`Overlaps with ${whose}`);
    expect(
      firstConflict({ from: '2025-11-01', to: '2025-11-02' }, [later, booked])?.text,
    ).toBeUndefined();
  });
});

describe('plan expiry (SPEC §4, §5)', () => {
  const today = '2025-09-12';

  it('is expired on its expiry date and after', () => {
    expect(isPlanExpired('2025-09-12', today)).toBe(true);
    expect(isPlanExpired('2025-09-11', today)).toBe(true);
    expect(isPlanExpired('2025-09-13', today)).toBe(false);
    expect(daysLeft('2025-11-01', today)).toBe(50);
  });

  it('defaults to the next 1 November after today', () => {
    expect(defaultExpiry('2025-09-12')).toBe('2025-11-01');
    expect(defaultExpiry('2025-11-01')).toBe('2026-11-01');
    expect(defaultExpiry('2025-12-24')).toBe('2026-11-01');
  });

  it('moves an expiry that is not before the earliest option to a week before it', () => {
    const stays = [
      { from: '2025-10-20', to: '2025-10-22' },
      { from: '2025-10-05', to: '2025-10-09' },
    ];
    expect(adjustExpiry('2025-10-01', stays)).toEqual({ expiry: '2025-10-01' });
    expect(adjustExpiry('2025-10-05', stays)).toEqual({
      expiry: '2025-09-28',
      message: expect.objectContaining({
        text: 'Expiry date must be before the earliest stay option (5 Oct 2025). Adjusted to one week before: 28 Sept 2025.',
      }),
    });
    expect(adjustExpiry('2025-11-01', [])).toEqual({ expiry: '2025-11-01' });
  });

  it('warns of plans expiring within 14 days, from today on', () => {
    expect(expiresSoon('2025-09-12', today)).toBe(true);
    expect(expiresSoon('2025-09-26', today)).toBe(true);
    expect(expiresSoon('2025-09-27', today)).toBe(false);
    expect(expiresSoon('2025-09-11', today)).toBe(false);
  });
});

describe('conflict groups', () => {
  const option = (id: number, plan: number, from: string, to: string): PlannedStay => ({
    id,
    plan_id: plan,
    from,
    to,
  });

  it('connects options of different plans that overlap or break the buffer, in date order', () => {
    const { groups, alone } = conflictGroups([
      option(1, 1, '2025-10-01', '2025-10-05'),
      option(2, 2, '2025-10-07', '2025-10-09'), // 2 days after 1
      option(3, 3, '2025-10-12', '2025-10-14'), // 3 days after 2
      option(4, 4, '2025-09-01', '2025-09-03'),
      option(5, 4, '2025-09-02', '2025-09-04'), // same plan as 4: alternatives, no conflict
      option(6, 5, '2025-11-01', '2025-11-02'),
    ]);
    expect(groups.map((group) => group.map((o) => o.id))).toEqual([[1, 2, 3]]);
    expect(alone.map((o) => o.id).sort()).toEqual([4, 5, 6]);
  });

  it('finds the same groups as comparing every pair, on random options', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let round = 0; round < 400; round += 1) {
      const count = 1 + Math.floor(random() * 60);
      // From one plan (nothing conflicts) to eight; a few plans over many options make groups
      // that lie side by side, each of one plan, within reach of the same arrival.
      const plans = 1 + Math.floor(random() * 8);
      const options = Array.from({ length: count }, (_, id) => {
        const from = addDays('2025-09-01', Math.floor(random() * 90));
        return option(
          id,
          1 + Math.floor(random() * plans),
          from,
          addDays(from, Math.floor(random() * 8)),
        );
      });
      // Every pair, and the connected parts of that graph.
      const seen = new Set<number>();
      const expected: number[][] = [];
      for (const start of options) {
        if (seen.has(start.id)) continue;
        const part = [start];
        seen.add(start.id);
        for (let i = 0; i < part.length; i += 1) {
          for (const other of options) {
            if (
              !seen.has(other.id) &&
              other.plan_id !== part[i]!.plan_id &&
              staysConflict(other, part[i]!)
            ) {
              seen.add(other.id);
              part.push(other);
            }
          }
        }
        if (part.length > 1) expected.push(part.map((o) => o.id).sort((a, b) => a - b));
      }
      const { groups, alone } = conflictGroups(options);
      const found = groups.map((group) => group.map((o) => o.id).sort((a, b) => a - b));
      const key = (parts: number[][]) => parts.map((p) => p.join(',')).sort();
      expect(key(found)).toEqual(key(expected));
      expect(alone.length + found.flat().length).toBe(count);
    }
  });
  it('answers the same, by arrival then id, in whatever order the options come', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    // Many arrivals on the same days, ids far apart (rows of a house that has run for years).
    const options = Array.from({ length: 300 }, (_, index) => {
      const from = addDays('2025-09-01', Math.floor(random() * 40));
      return option(1000 + index * 37, 1 + Math.floor(random() * 12), from, addDays(from, 2));
    });
    const ids = (answer: { groups: PlannedStay[][]; alone: PlannedStay[] }) => ({
      groups: answer.groups.map((group) => group.map((o) => o.id)),
      alone: answer.alone.map((o) => o.id),
    });
    const inOrder = ids(conflictGroups(options));
    for (const group of conflictGroups(options).groups) {
      const keys = group.map((o) => [o.from, o.id] as const);
      const sorted = [...keys].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      expect(keys).toEqual(sorted);
    }
    for (const given of [
      [...options].reverse(),
      [...options].sort(() => random() - 0.5),
      [...options].sort((a, b) => (a.from < b.from ? -1 : 1)),
    ]) {
      expect(ids(conflictGroups(given))).toEqual(inOrder);
    }
  });
});

describe('approval order and pre-selection', () => {
  it('orders bulk approval by rank, then invite chain, then submission time', () => {
    const ordered = bulkApprovalOrder([
      { id: 1, user_priority: 2, chain_priority: 1, submitted_at: '2025-09-01T00:00:00Z' },
      { id: 2, user_priority: 1, chain_priority: 3, submitted_at: '2025-09-01T00:00:00Z' },
      { id: 3, user_priority: 1, chain_priority: 2, submitted_at: '2025-09-02T00:00:00Z' },
      { id: 4, user_priority: 1, chain_priority: 2, submitted_at: '2025-09-01T00:00:00Z' },
    ]);
    expect(ordered.map((o) => o.id)).toEqual([4, 3, 2, 1]);
  });

  it('pre-selects at most one option a conflict group and a plan, in bulk approval order', () => {
    const option = (id: number, plan_id: number, user_priority: number, chain_priority = 2) => ({
      id,
      plan_id,
      user_priority,
      chain_priority,
      submitted_at: '2025-09-01T00:00:00Z',
    });
    const group: Record<number, number> = { 1: 0, 2: 0, 3: 1, 4: 1 };
    expect(
      batchPreselection(
        [
          option(1, 10, 1, 3),
          option(2, 11, 1, 2),
          option(3, 10, 2),
          option(4, 12, 2),
          option(5, 10, 3),
          option(6, 13, 1),
        ],
        (o) => group[o.id],
      ),
      // 2 wins group 0 on its chain, before 1; 6 conflicts with nothing; plan 10's first
      // choice lost, so its second (3) takes group 1 before 4; its third (5) stays out.
    ).toEqual([2, 6, 3]);
  });

  it('labels the invite chain', () => {
    expect(
      inviteChainPriority({ is_admin: true, access_level: 'unverified', invited_by: null }),
    ).toBe(1);
    expect(
      inviteChainPriority({ is_admin: false, access_level: 'trusted', invited_by: 'admin' }),
    ).toBe(2);
    expect(
      inviteChainPriority({ is_admin: false, access_level: 'trusted', invited_by: 'trusted_user' }),
    ).toBe(3);
    expect(
      inviteChainPriority({ is_admin: false, access_level: 'trusted', invited_by: null }),
    ).toBe(4);
    expect([1, 2, 3].map(inviteChainLabel)).toEqual([
      '1 Admin',
      '2 Trusted (Admin Invited)',
      '3 Trusted (User Invited)',
    ]);
  });
});

describe('who sees an option (DECISIONS §9)', () => {
  const member = { user_id: 1, is_admin: false };
  const admin = { user_id: 9, is_admin: true };
  const others = (status: OptionStatus, from = '2025-10-01') => ({
    owner_id: 2,
    status,
    from,
  });

  it('shows people their own options, whatever their status', () => {
    expect(
      optionVisible({ owner_id: 1, status: 'declined', from: '2026-01-01' }, member, '2025-10-01'),
    ).toBe(true);
  });

  it("shows others' pending and approved options, never their declined ones or drafts", () => {
    expect(optionVisible(others('pending'), member, null)).toBe(true);
    expect(optionVisible(others('approved'), member, null)).toBe(true);
    for (const status of ['declined', 'planning', 'cancelled', 'expired'] as const) {
      expect(optionVisible(others(status), member, null)).toBe(false);
      expect(optionVisible(others(status), admin, null)).toBe(false);
    }
  });

  it("hides others' options beginning after the planning horizon, except from admins", () => {
    expect(optionVisible(others('approved', '2025-10-02'), member, '2025-10-01')).toBe(false);
    expect(optionVisible(others('approved', '2025-10-01'), member, '2025-10-01')).toBe(true);
    expect(optionVisible(others('approved', '2025-10-02'), admin, '2025-10-01')).toBe(true);
  });
});

describe('how long a stay may be (DECISIONS §14)', () => {
  it('is one night at least and the longest stay at most', () => {
    const stay = (nights: number) => ({ from: '2026-01-10', to: addDays('2026-01-10', nights) });
    expect(stayLengthProblem(stay(0), MAX_STAY_NIGHTS_DEFAULT)?.text).toBe(
      'A stay is at least one night.',
    );
    expect(stayLengthProblem(stay(1), MAX_STAY_NIGHTS_DEFAULT)?.text).toBeUndefined();
    expect(stayLengthProblem(stay(28), MAX_STAY_NIGHTS_DEFAULT)?.text).toBeUndefined();
    expect(stayLengthProblem(stay(29), MAX_STAY_NIGHTS_DEFAULT)?.text).toBe(
      'A stay can be at most 28 nights.',
    );
    expect(stayLengthProblem(stay(433), 14)?.text).toBe('A stay can be at most 14 nights.');
  });
});

describe('which days are open for planning (DECISIONS §14)', () => {
  it('opens members the days up to the horizon, admins every day, and all without one', () => {
    expect(openForPlanning('2026-03-01', false, '2026-03-01')).toBe(true);
    expect(openForPlanning('2026-03-02', false, '2026-03-01')).toBe(false);
    expect(openForPlanning('2026-03-02', true, '2026-03-01')).toBe(true);
    expect(openForPlanning('2030-01-01', false, null)).toBe(true);
  });
});

describe('who is at the house when (DECISIONS §14)', () => {
  const stay = (id: number, owner_id: number, from: string, to: string) => ({
    id,
    owner_id,
    name: `Member ${owner_id}`,
    from,
    to,
  });
  const stays = [
    stay(4, 2, '2026-03-20', '2026-03-24'),
    stay(1, 2, '2025-09-01', '2025-09-05'),
    stay(2, 3, '2025-09-10', '2025-09-14'),
    stay(3, 1, '2025-12-01', '2025-12-05'),
  ];

  it('lists stays not over yet and beginning within six months, by arrival', () => {
    const list = upcomingStays(stays, { user_id: 1, is_admin: false }, null, '2025-09-12');
    expect(list).toEqual([
      {
        id: 2,
        from: '2025/09/10',
        to: '2025/09/14',
        name: 'Member 3',
        own: false,
        can: { checklists: false, pay: false },
      },
      // Their own: its checklists are theirs to open (nothing is due for it).
      {
        id: 3,
        from: '2025/12/01',
        to: '2025/12/05',
        name: 'Member 1',
        own: true,
        can: { checklists: true, pay: false },
      },
    ]);
  });

  it('leaves out what the horizon hides, except the viewer’s own', () => {
    const list = upcomingStays(stays, { user_id: 1, is_admin: false }, '2025-11-01', '2025-09-12');
    expect(list.map((s) => s.id)).toEqual([2, 3]);
    const other = upcomingStays(stays, { user_id: 3, is_admin: false }, '2025-11-01', '2025-09-12');
    expect(other.map((s) => s.id)).toEqual([2]);
  });
});
