import { describe, expect, it } from 'vitest';
import {
  ADMIN_ABILITIES,
  optionAbilities,
  OWNER_ABILITIES,
  planAbilities,
  planChanges,
  planExpiry,
  planRefusals,
  planState,
  planView,
  type StoredOption,
} from './plans.js';
import { Refusal } from './refusal.js';
import { OPTION_STATUSES } from './stays.js';

const STAMP = '2025-09-12T07:17:00.000Z';
const TODAY = '2025-09-12';

const stored = (id: number, status: StoredOption['status'], from = '2025-12-01'): StoredOption => ({
  id,
  from,
  to: '2025-12-05',
  status,
  note: `note ${id}`,
  submitted_at: status === 'planning' ? null : '2025-09-01T10:00:00.000Z',
});
const sent = (option: StoredOption, changes: object = {}) => ({
  id: option.id,
  from: option.from.replaceAll('-', '/'),
  to: option.to.replaceAll('-', '/'),
  note: option.note,
  ...changes,
});

/** The refusal a change meets, as status and message. */
function refusal(change: () => unknown) {
  try {
    change();
  } catch (error) {
    if (error instanceof Refusal) return [error.statusCode, error.message];
    throw error;
  }
  return undefined;
}

describe('the plan state table', () => {
  it('is decided by a booked stay, else expired on its validity day, else editable', () => {
    expect(planState(['pending', 'approved'], '2025-09-01', TODAY)).toBe('decided');
    expect(planState(['declined', 'committed'], '2025-11-01', TODAY)).toBe('decided');
    expect(planState(['pending'], TODAY, TODAY)).toBe('expired');
    expect(planState(['pending', 'declined'], '2025-09-13', TODAY)).toBe('editable');
    expect(planState([], '2025-09-13', TODAY)).toBe('editable');
  });

  it('gives each status its owner abilities in an open plan, nothing once expired', () => {
    for (const status of OPTION_STATUSES) {
      expect(optionAbilities(status, 'editable')).toEqual(OWNER_ABILITIES[status]);
      expect(optionAbilities(status, 'expired')).toEqual({
        reorder: false,
        edit: false,
        remove: false,
      });
    }
    expect(OWNER_ABILITIES.pending).toEqual({ reorder: true, edit: true, remove: true });
    expect(OWNER_ABILITIES.approved).toEqual({ reorder: false, edit: false, remove: false });
    expect(OWNER_ABILITIES.declined).toEqual({ reorder: false, edit: false, remove: true });
  });

  it('lets admins approve what is pending, and decline what is pending or approved', () => {
    expect(OPTION_STATUSES.filter((status) => ADMIN_ABILITIES[status].approve)).toEqual([
      'pending',
    ]);
    expect(OPTION_STATUSES.filter((status) => ADMIN_ABILITIES[status].decline)).toEqual([
      'pending',
      'approved',
    ]);
  });

  it('lets a decided plan only clear away what was declined, and never be removed', () => {
    expect(optionAbilities('declined', 'decided')).toEqual({
      reorder: false,
      edit: false,
      remove: true,
    });
    expect(optionAbilities('approved', 'decided').remove).toBe(false);
    expect(planAbilities('decided')).toEqual({ edit: false, remove: false });
    expect(planAbilities('expired')).toEqual({ edit: false, remove: true });
    expect(planAbilities('editable')).toEqual({ edit: true, remove: true });
  });

  it('shows another member’s plan as seen only', () => {
    const view = planView(
      { expiry_date: '2025/11/01', own: false, options: [{ status: 'pending' as const }] },
      TODAY,
    );
    expect(view.state).toBe('editable');
    expect(view.can).toEqual({ edit: false, remove: false });
    expect(view.options[0]!.can).toBeUndefined();
  });
});

describe('planChanges', () => {
  it('ranks options in the order sent, renumbered 1…n, and submits drafts sent as pending', () => {
    const a = stored(1, 'pending');
    const b = stored(2, 'planning', '2026-01-10');
    const changes = planChanges(
      [a, b],
      [
        sent(b, { user_priority: 1, status: 'pending' }),
        sent(a, { user_priority: 5 }),
        { from: '2026/02/01', to: '2026/02/03', note: '', status: 'planning', user_priority: 9 },
      ],
      STAMP,
    );
    expect(changes.writes.map((w) => [w.id, w.user_priority, w.status])).toEqual([
      [2, 1, 'pending'],
      [1, 2, 'pending'],
      [undefined, 3, 'planning'],
    ]);
    expect(changes.writes[0]!.submitted_at).toBe(STAMP);
    expect(changes.writes[1]!.submitted_at).toBe(a.submitted_at);
    expect(changes.submitted).toEqual([{ from: '2026-01-10', to: '2025-12-05' }]);
    // Only new and moved dates are checked against booked stays.
    expect(changes.datesToCheck).toEqual([{ from: '2026-02-01', to: '2026-02-03' }]);
    expect(changes.removed).toEqual([]);
  });

  it('takes out what is not sent, and checks moved dates', () => {
    const a = stored(1, 'pending');
    const b = stored(2, 'declined');
    const changes = planChanges([a, b], [sent(a, { to: '2025/12/06' })], STAMP);
    expect(changes.removed).toEqual([2]);
    expect(changes.datesToCheck).toEqual([{ from: '2025-12-01', to: '2025-12-06' }]);
    expect(changes.open).toEqual([{ from: '2025-12-01', to: '2025-12-06' }]);
  });

  it('refuses what the table forbids, and ids that are not the plan’s', () => {
    const approved = stored(1, 'approved');
    const declined = stored(2, 'declined');
    expect(
      refusal(() => planChanges([approved], [sent(approved, { to: '2025/12/07' })], STAMP)),
    ).toEqual([409, planRefusals.decidedChanged]);
    expect(
      refusal(() => planChanges([declined], [sent(declined, { note: 'changed' })], STAMP)),
    ).toEqual([409, planRefusals.decidedChanged]);
    expect(refusal(() => planChanges([approved], [], STAMP))).toEqual([
      409,
      planRefusals.bookedRemoved,
    ]);
    expect(
      refusal(() =>
        planChanges([], [{ id: 7, from: '2026/01/01', to: '2026/01/02', note: '' }], STAMP),
      ),
    ).toEqual([400, planRefusals.unknownOption]);
    expect(refusal(() => planChanges([declined], [sent(declined), sent(declined)], STAMP))).toEqual(
      [400, planRefusals.unknownOption],
    );
    expect(
      refusal(() =>
        planChanges(
          [],
          [{ from: '2026/01/01', to: '2026/01/02', note: '', status: 'approved' }],
          STAMP,
        ),
      ),
    ).toEqual([400, planRefusals.adminOnly]);
  });

  it('keeps a decided option as it is while its rank may follow the others', () => {
    const approved = stored(1, 'approved');
    const pending = stored(2, 'pending', '2026-03-01');
    const changes = planChanges([approved, pending], [sent(pending), sent(approved)], STAMP);
    expect(changes.writes.map((w) => [w.id, w.user_priority, w.status])).toEqual([
      [2, 1, 'pending'],
      [1, 2, 'approved'],
    ]);
    expect(changes.open).toEqual([{ from: '2026-03-01', to: '2025-12-05' }]);
  });
});

describe('planExpiry', () => {
  it('keeps a validity before the earliest open option, else a week before it (SPEC §5)', () => {
    expect(planExpiry('2025-11-01', [{ from: '2025-12-01', to: '2025-12-03' }], TODAY)).toEqual({
      expiry: '2025-11-01',
    });
    expect(planExpiry('2025-12-10', [{ from: '2025-12-01', to: '2025-12-03' }], TODAY)).toEqual({
      expiry: '2025-11-24',
      message:
        'Expiry date must be before the earliest stay option (1 Dec 2025). Adjusted to one week before: 24 Nov 2025.',
    });
  });

  it('never makes a plan born expired, and refuses a past validity with nothing open', () => {
    expect(planExpiry('2025-09-20', [{ from: '2025-09-15', to: '2025-09-16' }], TODAY)).toEqual({
      expiry: '2025-09-14',
      message:
        'Expiry date must be before the earliest stay option (15 Sept 2025). Adjusted to 14 Sept 2025.',
    });
    expect(refusal(() => planExpiry(TODAY, [], TODAY))).toEqual([400, planRefusals.expiryPast]);
  });
});
