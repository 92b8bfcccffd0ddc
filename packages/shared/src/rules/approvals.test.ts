import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pendingApprovalsView, withPendingPlans, type PendingStay } from './approvals.js';
import { addDays } from './dates.js';
import { DEFAULT_HIGH_SEASON, FairShareBook } from './fair-share.js';
import { bulkApprovalOrder } from './approval-order.js';
import { DEFAULT_PARTY } from './fees.js';

const pending = (
  id: number,
  planId: number,
  from: string,
  to: string,
  fields: Partial<PendingStay> = {},
): PendingStay => ({
  id,
  plan_id: planId,
  user_id: planId,
  from,
  to,
  note: '',
  user_priority: 1,
  submitted_at: '2025-09-01T10:00:00.000Z',
  expiry_date: '2025-11-01',
  chain_priority: 2,
  plan: { title: `Plan ${planId}`, current_user: `Member ${planId}`, endorser_user: null },
  party: DEFAULT_PARTY,
  ...fields,
});

describe('pendingApprovalsView', () => {
  it("shows each owner's fair share and flags who had no high season against one who had", () => {
    const shares = new FairShareBook(
      [2025, 2026],
      // Member 11 had Midsummer week 2025; members 10 and 12 had none.
      [{ user_id: 11, from: '2025-06-16', to: '2025-06-20', status: 'approved' }],
      [{ user_id: 10, first_from: '2026-02-01' }],
      DEFAULT_HIGH_SEASON,
    );
    const view = pendingApprovalsView(
      [
        pending(1, 10, '2026-07-01', '2026-07-05'),
        pending(2, 11, '2026-07-03', '2026-07-08'),
        pending(3, 12, '2026-09-01', '2026-09-03'),
        pending(4, 12, '2026-10-01', '2026-10-03'),
        pending(5, 13, '2026-10-02', '2026-10-04'),
      ],
      '2026-03-01',
      shares,
    );
    const panel = withPendingPlans(view);
    const byId = new Map(
      [...panel.non_conflicted_options, ...panel.conflicts.flat()].map((o) => [o.id, o]),
    );
    expect(byId.get(1)).toMatchObject({ plan: { user_id: 10 }, no_high_season: true });
    expect(byId.get(2)).toMatchObject({ plan: { user_id: 11 }, no_high_season: false });
    // One line a member, however many requests they have.
    expect(view.fair_shares).toEqual([
      { user_id: 10, year: 2026, nights: 0, high_season_nights: 0, declined: 1, cancelled: 0 },
      { user_id: 11, year: 2026, nights: 0, high_season_nights: 0, declined: 0, cancelled: 0 },
      { user_id: 12, year: 2026, nights: 0, high_season_nights: 0, declined: 0, cancelled: 0 },
      { user_id: 13, year: 2026, nights: 0, high_season_nights: 0, declined: 0, cancelled: 0 },
    ]);
    // Alone, or against others who had none either: no flag.
    expect(byId.get(3)!.no_high_season).toBe(false);
    expect(byId.get(4)!.no_high_season).toBe(false);
    expect(byId.get(5)!.no_high_season).toBe(false);
  });

  it('groups conflicts by date, labels the chain, flags validities ending within 14 days', () => {
    const view = pendingApprovalsView(
      [
        pending(1, 10, '2025-12-01', '2025-12-05'),
        pending(2, 11, '2025-12-07', '2025-12-09', { user_priority: 2, expiry_date: '2025-09-26' }),
        pending(3, 12, '2026-02-01', '2026-02-03', {
          chain_priority: 1,
          expiry_date: '2025-09-27',
        }),
      ],
      '2025-09-12',
    );
    expect(view.total_filtered).toBe(3);
    expect(view.total_conflicts).toBe(1);
    expect(view.conflicts[0]!.map((o) => o.id)).toEqual([1, 2]);
    // Each option with who it is for (SPEC §3); the rest of its plan once, in `plans`.
    expect(view.non_conflicted_options).toEqual([
      {
        id: 3,
        plan_id: 12,
        from: '2026/02/01',
        to: '2026/02/03',
        note: '',
        user_priority: 1,
        submitted_at: '2025-09-01T10:00:00.000Z',
        plan: { current_user: 'Member 12', endorser_user: null },
        party: DEFAULT_PARTY,
        no_high_season: false,
        from_waitlist: false,
      },
    ]);
    // Each plan once, beside the options, in the order its first option comes.
    expect(view.plans).toEqual([
      {
        id: 12,
        title: 'Plan 12',
        current_user: 'Member 12',
        endorser_user: null,
        user_id: 12,
        expiry_date: '2025/09/27',
        expires_soon: false,
        chain_priority: 1,
        chain_label: '1 Admin',
      },
      expect.objectContaining({ id: 10, expires_soon: false }),
      expect.objectContaining({
        id: 11,
        chain_label: '2 Trusted (Admin Invited)',
        expires_soon: true,
        expiry_date: '2025/09/26',
      }),
    ]);
    expect(withPendingPlans(view).conflicts[0]![1]!.plan).toBe(view.plans[2]);
    // Batch approval starts with the first in bulk order of each group, and those alone.
    expect(view.preselected).toEqual([3, 1]);
  });

  it('pre-selects one option a plan even when its options conflict with nothing', () => {
    const view = pendingApprovalsView(
      [
        pending(1, 10, '2025-12-01', '2025-12-05', { user_priority: 2 }),
        pending(2, 10, '2026-01-01', '2026-01-05', { user_priority: 1 }),
      ],
      '2025-09-12',
    );
    expect(view.total_conflicts).toBe(0);
    expect(view.preselected).toEqual([2]);
  });

  it('never pre-selects two of a group or of a plan, each the first bulk approval decides', () => {
    const option = fc.record({
      plan: fc.integer({ min: 1, max: 6 }),
      start: fc.integer({ min: 0, max: 60 }),
      nights: fc.integer({ min: 1, max: 10 }),
      rank: fc.integer({ min: 1, max: 4 }),
      chain: fc.integer({ min: 1, max: 4 }),
      minute: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(fc.array(option, { maxLength: 25 }), (drawn) => {
        const options = drawn.map((o, index) => {
          const from = addDays('2026-01-01', o.start);
          return pending(index + 1, o.plan, from, addDays(from, o.nights), {
            user_priority: o.rank,
            chain_priority: o.chain,
            submitted_at: `2025-09-01T10:0${o.minute}:00.000Z`,
          });
        });
        const view = pendingApprovalsView(options, '2025-09-12');
        const groupOf = new Map<number, number>();
        view.conflicts.forEach((group, index) => group.forEach((o) => groupOf.set(o.id, index)));
        const chosen = new Set(view.preselected);
        expect(chosen.size).toBe(view.preselected.length);
        // Walking bulk approval's order: an option is chosen exactly when no option of its
        // group or plan was chosen before it.
        const groups = new Set<number>();
        const plans = new Set<number>();
        for (const o of bulkApprovalOrder(options)) {
          const group = groupOf.get(o.id);
          const taken = plans.has(o.plan_id) || (group !== undefined && groups.has(group));
          expect(chosen.has(o.id)).toBe(!taken);
          if (chosen.has(o.id)) {
            plans.add(o.plan_id);
            if (group !== undefined) groups.add(group);
          }
        }
        for (const group of view.conflicts) {
          expect(group.filter((o) => chosen.has(o.id)).length).toBeLessThanOrEqual(1);
        }
        const chosenPlans = options.filter((o) => chosen.has(o.id)).map((o) => o.plan_id);
        expect(new Set(chosenPlans).size).toBe(chosenPlans.length);
        // Every plan with an option here is sent once, and no other.
        const sent = view.plans.map((plan) => plan.id);
        expect(new Set(sent).size).toBe(sent.length);
        expect(new Set(sent)).toEqual(new Set(options.map((o) => o.plan_id)));
      }),
      { numRuns: 300 },
    );
  });
});
