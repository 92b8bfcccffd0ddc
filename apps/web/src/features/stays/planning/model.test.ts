import en from '@/i18n/en';
import { OWNER_ABILITIES, DEFAULT_FEE, DEFAULT_PARTY } from '@stuga/shared';
import { describe, expect, it } from 'vitest';
import { stayPlan } from '@/test/fixtures';
import {
  bookedDays,
  bookedStays,
  canSubmit,
  draftFromServer,
  newDraft,
  planInput,
  stayProblem,
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
          can: { ...OWNER_ABILITIES.planning, decline: false, history: false },
          party: DEFAULT_PARTY,
        },
      ],
      // Who comes on the open options: the approved one keeps its own.
      party: { adults: 2, children: 1, guests: 0, pets: true },
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
          party: DEFAULT_PARTY,
        },
        {
          id: 'temp-1',
          from: '2025/11/01',
          to: '2025/11/03',
          status: 'pending',
          user_priority: 2,
          note: '',
          party: { adults: 2, children: 1, guests: 0, pets: true },
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
    expect((en as Record<string, string>)[submitLabel(draft)]).toBe('Submit Plan');
    const changed = { ...draft, dirty: true };
    expect(canSubmit(changed)).toBe(true);
    expect((en as Record<string, string>)[submitLabel(changed)]).toBe('Save & Submit Plan');
    // Expired on its validity day, and decided once a stay is approved: read-only both.
    expect(canSubmit({ ...draftFromServer(waiting('2025-09-30')), dirty: true })).toBe(false);
    expect(canSubmit({ ...draftFromServer(server), dirty: true })).toBe(false);
  });

  it('finds the booked stays among all visible plans', () => {
    expect(bookedStays([server])).toEqual([
      { from: '2025-10-01', to: '2025-10-05', user: 'Anna Ek' },
    ]);
  });

  it('says why a stay cannot be added, in the words the server uses', () => {
    const booked = bookedStays([server]);
    const member = {
      booked,
      maxNights: 28,
      horizon: '2025-12-31',
      isAdmin: false,
      fee: DEFAULT_FEE,
      beds: 8,
    };
    expect(stayProblem({ from: '2025-11-01', to: '2025-11-05' }, member)).toBeUndefined();
    expect(stayProblem({ from: '2025-11-01', to: '2025-11-01' }, member)?.text).toBe(
      'A stay is at least one night.',
    );
    expect(stayProblem({ from: '2025-11-01', to: '2025-11-30' }, member)?.text).toBe(
      'A stay can be at most 28 nights.',
    );
    expect(stayProblem({ from: '2025-10-03', to: '2025-10-08' }, member)?.text).toBe(
      'Overlaps with approved stay by Anna Ek (1 Oct 2025 - 5 Oct 2025)',
    );
    // Past the horizon nothing is told of what is there (DECISIONS §14); admins see everything.
    expect(stayProblem({ from: '2025-12-30', to: '2026-01-02' }, member)?.text).toBe(
      'These dates are not available.',
    );
    expect(
      stayProblem({ from: '2025-12-30', to: '2026-01-02' }, { ...member, isAdmin: true }),
    ).toBeUndefined();
  });

  it('greys out every day of a booked stay, arrival and departure included', () => {
    expect([...bookedDays(bookedStays([server]))]).toEqual([
      '2025-10-01',
      '2025-10-02',
      '2025-10-03',
      '2025-10-04',
      '2025-10-05',
    ]);
  });
});
