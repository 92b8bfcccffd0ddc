import { describe, expect, it } from 'vitest';
import { pendingApprovalsView, type PendingStay } from './approvals.js';

const pending = (
  id: number,
  planId: number,
  from: string,
  to: string,
  fields: Partial<PendingStay> = {},
): PendingStay => ({
  id,
  plan_id: planId,
  from,
  to,
  note: '',
  user_priority: 1,
  submitted_at: '2025-09-01T10:00:00.000Z',
  expiry_date: '2025-11-01',
  chain_priority: 2,
  plan: { title: `Plan ${planId}`, current_user: `Member ${planId}`, endorser_user: null },
  ...fields,
});

describe('pendingApprovalsView', () => {
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
    expect(view.non_conflicted_options).toMatchObject([
      { id: 3, from: '2026/02/01', to: '2026/02/03', chain_label: '1 Admin', expires_soon: false },
    ]);
    expect(view.conflicts[0]![1]).toMatchObject({
      chain_label: '2 Trusted (Admin Invited)',
      expires_soon: true,
      expiry_date: '2025/09/26',
    });
    // Batch approval starts with every option alone and the first choices within conflicts.
    expect(view.preselected).toEqual([3, 1]);
  });
});
