import { OWNER_ABILITIES } from '@stuga/shared';
import { describe, expect, it } from 'vitest';
import { stayPlan } from '@/test/fixtures';
import {
  bookedStays,
  canSubmit,
  draftFromServer,
  newDraft,
  planInput,
  submitLabel,
  type DraftPlan,
} from './model';

const server = stayPlan({
  id: 7,
  title: 'Autumn',
  expiry_date: '2025/09/30',
  current_user: 'Anna Ek',
  endorser_user: null,
  user_id: 1,
  own: true,
  options: [
    {
      id: 70,
      plan_id: 7,
      from: '2025/10/01',
      to: '2025/10/05',
      status: 'approved',
      user_priority: 1,
      priority: 1,
      note: 'dog',
      rejection_reason: null,
      current_user: 'Anna Ek',
      expiry_date: '2025/09/30',
    },
  ],
});
/** The same plan with its stay still waiting for a decision, on a given day. */
const waiting = (today: string) =>
  stayPlan(
    { ...server, options: server.options.map(({ can: _, ...o }) => ({ ...o, status: 'pending' })) },
    today,
  );

describe('booking page plans', () => {
  it('reads a saved plan and writes it back, submitting its Planning options', () => {
    const draft = draftFromServer(server);
    expect(draft).toMatchObject({ id: 7, expiry: '2025-09-30', dirty: false });
    const plan: DraftPlan = {
      ...draft,
      options: [
        ...draft.options,
        {
          key: 'temp-1',
          from: '2025-11-01',
          to: '2025-11-03',
          status: 'planning',
          note: '',
          rejection_reason: null,
          can: OWNER_ABILITIES.planning,
        },
      ],
    };
    expect(planInput(plan, true)).toEqual({
      title: 'Autumn',
      expiry_date: '2025/09/30',
      options: [
        {
          id: 70,
          from: '2025/10/01',
          to: '2025/10/05',
          status: 'approved',
          user_priority: 1,
          note: 'dog',
        },
        {
          id: 'temp-1',
          from: '2025/11/01',
          to: '2025/11/03',
          status: 'pending',
          user_priority: 2,
          note: '',
        },
      ],
    });
  });

  it("names new plans 'Plan 1', then 'Plan N', valid until the next 1 November", () => {
    const first = newDraft([], '2025-09-12');
    expect(first).toMatchObject({
      title: 'Plan 1',
      expiry: '2025-11-01',
      options: [],
      dirty: true,
    });
    expect(first.key).toMatch(/^temp-/);
    expect(newDraft([first], '2025-09-12').title).toBe('Plan 2');
  });

  it('can be submitted with changes or Planning options, while the plan view says it is open', () => {
    const draft = draftFromServer(waiting('2025-09-12'));
    expect(canSubmit(draft)).toBe(false);
    expect(submitLabel(draft)).toBe('Submit Plan');
    const changed = { ...draft, dirty: true };
    expect(canSubmit(changed)).toBe(true);
    expect(submitLabel(changed)).toBe('Save & Submit Plan');
    // Expired on its validity day, and decided once a stay is approved: read-only both.
    expect(canSubmit({ ...draftFromServer(waiting('2025-09-30')), dirty: true })).toBe(false);
    expect(canSubmit({ ...draftFromServer(server), dirty: true })).toBe(false);
  });

  it('finds the booked stays among all visible plans', () => {
    expect(bookedStays([server])).toEqual([
      { from: '2025-10-01', to: '2025-10-05', user: 'Anna Ek' },
    ]);
  });
});
