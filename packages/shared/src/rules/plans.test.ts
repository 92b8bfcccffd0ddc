import { describe, expect, it } from 'vitest';
import {
  ADMIN_ABILITIES,
  NOTHING,
  OWNS_NOTHING,
  optionAbilities,
  OWNER_ABILITIES,
  planAbilities,
  planRefusals,
  planState,
} from './plans.js';
import { planChanges, planExpiry, type StoredOption } from './plan-changes.js';
import { othersAbilities, planView, withOthersAbilities } from './plan-view.js';
import { Refusal } from './refusal.js';
import { DEFAULT_PARTY } from './fees.js';
import { OPTION_STATUSES, type OptionStatus } from './statuses.js';

const STAMP = '2025-09-12T07:17:00.000Z';
const TODAY = '2025-09-12';

const stored = (id: number, status: StoredOption['status'], from = '2025-12-01'): StoredOption => ({
  id,
  from,
  to: '2025-12-05',
  status,
  note: `note ${id}`,
  submitted_at: status === 'planning' ? null : '2025-09-01T10:00:00.000Z',
  kept: status === 'approved' || status === 'cancelled',
  party: DEFAULT_PARTY,
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

  const owned = (status: OptionStatus, kept = false, from = '2025-12-01') => ({
    status,
    from,
    kept,
  });

  it('gives each status its owner abilities in an open plan, nothing once expired', () => {
    for (const status of OPTION_STATUSES) {
      expect(optionAbilities(owned(status), 'editable', TODAY)).toEqual(OWNER_ABILITIES[status]);
      expect(optionAbilities(owned(status), 'expired', TODAY)).toEqual(OWNS_NOTHING);
    }
    expect(OWNER_ABILITIES.pending).toEqual({
      reorder: true,
      edit: true,
      remove: true,
      cancel: false,
    });
    expect(OWNER_ABILITIES.approved).toEqual({ ...OWNS_NOTHING, cancel: true });
    expect(OWNER_ABILITIES.declined).toEqual({ ...OWNS_NOTHING, remove: true });
    expect(OWNER_ABILITIES.expired).toEqual({ ...OWNS_NOTHING, remove: true });
    expect(OWNER_ABILITIES.cancelled).toEqual(OWNS_NOTHING);
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

  it('lets a decided plan cancel its stay and clear away what was declined, never be removed', () => {
    expect(optionAbilities(owned('declined'), 'decided', TODAY)).toEqual({
      ...OWNS_NOTHING,
      remove: true,
    });
    expect(optionAbilities(owned('approved', true), 'decided', TODAY)).toEqual({
      ...OWNS_NOTHING,
      cancel: true,
    });
    expect(planAbilities('decided')).toEqual({ edit: false, remove: false });
    expect(planAbilities('expired')).toEqual({ edit: false, remove: true });
    expect(planAbilities('editable')).toEqual({ edit: true, remove: true });
  });

  it('cancels a stay up to its arrival day, never one begun', () => {
    const approved = (from: string) =>
      optionAbilities(owned('approved', true, from), 'decided', TODAY);
    expect(approved('2025-09-13').cancel).toBe(true);
    expect(approved(TODAY).cancel).toBe(true);
    expect(approved('2025-09-11').cancel).toBe(false);
  });

  it('keeps on record, never removed, a stay once approved and whatever became of it', () => {
    // Declined by an admin after its approval: the plan is open again, but it stays.
    expect(optionAbilities(owned('declined', true), 'editable', TODAY).remove).toBe(false);
    expect(optionAbilities(owned('cancelled', true), 'editable', TODAY)).toEqual(OWNS_NOTHING);
    expect(planAbilities('editable', [owned('cancelled', true)])).toEqual({
      edit: true,
      remove: false,
    });
    expect(planAbilities('expired', [owned('declined', true)]).remove).toBe(false);
    expect(planAbilities('expired', [owned('declined')]).remove).toBe(true);
  });

  it('shows another member’s plan as seen only', () => {
    const view = planView(
      {
        expiry_date: '2025/11/01',
        own: false,
        options: [{ id: 1, status: 'pending' as const, from: '2025/12/01' }],
      },
      TODAY,
    );
    expect(view.state).toBe('editable');
    expect(view.can).toEqual({ edit: false, remove: false });
    expect(view.options[0]!.can).toBeUndefined();
  });

  it('shows an owner’s approved plan as decided long after its validity, its stay cancellable', () => {
    const view = planView(
      {
        expiry_date: '2025/09/01',
        own: true,
        options: [
          { id: 1, status: 'approved' as const, from: '2026/01/05' },
          { id: 2, status: 'declined' as const, from: '2026/01/12' },
        ],
      },
      TODAY,
      new Set([1]),
    );
    expect(view.state).toBe('decided');
    expect(view.can).toEqual({ edit: false, remove: false });
    expect(view.options.map((option) => option.can)).toEqual([
      { ...NOTHING, cancel: true, history: true },
      { ...NOTHING, remove: true, history: true },
    ]);
  });

  it('lets an admin decline what the table lets them and read the history of every option', () => {
    const statuses = ['planning', 'pending', 'approved', 'declined', 'cancelled'] as const;
    const options = statuses.map((status, i) => ({ id: i + 1, status, from: '2026/01/05' }));
    const theirs = planView(
      { expiry_date: '2026/01/01', own: false, options },
      TODAY,
      new Set(),
      true,
    );
    expect(theirs.can).toEqual({ edit: false, remove: false });
    // Another's options go as they are: what the admin may do with them goes once, by status.
    expect(theirs.options.map((option) => option.can)).toEqual(statuses.map(() => undefined));
    const read = withOthersAbilities({ stay_plans: [theirs], others_can: othersAbilities(true) });
    expect(read.stay_plans[0]!.options.map((option) => option.can)).toEqual(
      statuses.map((status) => ({
        ...NOTHING,
        decline: ADMIN_ABILITIES[status].decline,
        history: true,
      })),
    );
    expect(read.stay_plans[0]!.options.map((option) => option.can?.decline)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
    // A member may do nothing with another's option, whatever its status.
    for (const status of OPTION_STATUSES) expect(othersAbilities(false)[status]).toEqual(NOTHING);
    // Their own plan, still open: the owner's abilities and the admin's together.
    const own = planView(
      { expiry_date: '2026/01/01', own: true, options: options.slice(0, 2) },
      TODAY,
      new Set(),
      true,
    );

    expect(own.options[1]!.can).toEqual({
      reorder: true,
      edit: true,
      remove: true,
      cancel: false,
      decline: true,
      history: true,
    });
  });
});

describe('withOthersAbilities', () => {
  const option = (id: number, status: OptionStatus) => ({ id, status, from: '2026/01/05' });
  it('gives each option of another’s plan what the viewer may do with it, and leaves the rest', () => {
    const own = planView(
      { expiry_date: '2026/01/01', own: true, options: [option(1, 'pending')] },
      TODAY,
      new Set(),
      true,
    );
    const theirs = planView(
      { expiry_date: '2026/01/01', own: false, options: [option(2, 'approved')] },
      TODAY,
      new Set(),
      true,
    );
    const view = { stay_plans: [own, theirs], others_can: othersAbilities(true) };
    const read = withOthersAbilities(view);
    // The viewer's own plan is the one sent, its own abilities untouched.
    expect(read.stay_plans[0]).toBe(own);
    expect(read.stay_plans[1]!.options[0]!.can).toEqual({
      ...NOTHING,
      decline: true,
      history: true,
    });
    // The answer itself is not changed (the screens' query keeps it as sent).
    expect(theirs.options[0]!.can).toBeUndefined();
    // An answer without the table (kept from before it was sent) is read as it is.
    expect(withOthersAbilities({ stay_plans: [theirs] }).stay_plans[0]).toBe(theirs);
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
    // New, moved and newly submitted dates are checked against booked stays; 1 stays as it was.
    expect(changes.datesToCheck).toEqual([
      { from: '2026-01-10', to: '2025-12-05' },
      { from: '2026-02-01', to: '2026-02-03' },
    ]);
    expect(changes.removed).toEqual([]);
  });

  it('keeps a party unless one is sent, checks new and changed parties, and freezes a decided one', () => {
    const family = { adults: 2, children: 2, guests: 0, pets: true };
    const a = stored(1, 'pending');
    const b = stored(2, 'planning', '2026-01-10');
    const changes = planChanges(
      [a, b],
      [sent(a), sent(b, { party: family }), { from: '2026/02/01', to: '2026/02/03', note: '' }],
      STAMP,
    );
    expect(changes.writes.map((w) => w.party)).toEqual([DEFAULT_PARTY, family, DEFAULT_PARTY]);
    expect(changes.partiesToCheck).toEqual([family, DEFAULT_PARTY]);
    const approved = stored(3, 'approved');
    expect(
      refusal(() => planChanges([approved], [sent(approved, { party: family })], STAMP)),
    ).toEqual([409, planRefusals.decidedChanged]);
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
    const pending = stored(3, 'pending', '2026-03-01');
    expect(refusal(() => planChanges([approved, pending], [sent(pending)], STAMP))).toEqual([
      409,
      planRefusals.bookedRemoved,
    ]);
    const keptDeclined = { ...declined, id: 4, kept: true };
    expect(refusal(() => planChanges([keptDeclined, pending], [sent(pending)], STAMP))).toEqual([
      409,
      planRefusals.keptRemoved,
    ]);
    expect(refusal(() => planChanges([pending], [], STAMP))).toEqual([400, planRefusals.empty]);
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
      message: expect.objectContaining({
        text: 'Expiry date must be before the earliest stay option (1 Dec 2025). Adjusted to one week before: 24 Nov 2025.',
      }),
    });
  });

  it('never makes a plan born expired, and refuses a past validity with nothing open', () => {
    expect(planExpiry('2025-09-20', [{ from: '2025-09-15', to: '2025-09-16' }], TODAY)).toEqual({
      expiry: '2025-09-14',
      message: expect.objectContaining({
        text: 'Expiry date must be before the earliest stay option (15 Sept 2025). Adjusted to 14 Sept 2025.',
      }),
    });
    expect(refusal(() => planExpiry(TODAY, [], TODAY))).toEqual([400, planRefusals.expiryPast]);
  });
});
