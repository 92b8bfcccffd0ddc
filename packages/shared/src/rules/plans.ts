import { msg, said } from '../i18n/said.js';
import { type CalendarDate } from './dates.js';
import { formatDay } from './format.js';
import { isIn, type OptionStatus } from './statuses.js';

import { isPlanExpired } from './stays.js';

/**
 * Where a plan stands (DECISIONS §9, §14): `editable` while its validity runs; `expired` once it
 * has passed, read-only; `decided` once one of its stays is approved: then it says so, and its
 * validity no longer matters.
 */
export const PLAN_STATES = ['editable', 'expired', 'decided'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** What an option's owner may do with it. */
export interface OwnerAbilities {
  /** Drag it to another rank. */
  reorder: boolean;
  /** Change its dates or its note. */
  edit: boolean;
  /** Take it out of the plan. */
  remove: boolean;
  /** Cancel it: an approved stay the owner will not come for (DECISIONS §14). */
  cancel: boolean;
}

/** What a viewer may do with an option: its owner's abilities, an admin's decline, its history. */
export interface OptionAbilities extends OwnerAbilities {
  /** Decline it: admins, a request or a booked stay (DECISIONS §9, §14). */
  decline: boolean;
  /** Open its history: its owner and admins, once it is saved (DECISIONS §16). */
  history: boolean;
}

/** Nothing its owner may do with an option. */
export const OWNS_NOTHING: OwnerAbilities = {
  reorder: false,
  edit: false,
  remove: false,
  cancel: false,
};

/** Nothing to do with an option. */
export const NOTHING: OptionAbilities = { ...OWNS_NOTHING, decline: false, history: false };

const CHANGEABLE: OwnerAbilities = { reorder: true, edit: true, remove: true, cancel: false };

/**
 * What an option's owner may do with it in each status, in a plan still open: the one table the
 * server enforces and the booking page shows. Drafts and requests are the owner's to change;
 * what an admin decided stays as it is, but an approved stay may be cancelled, and a declined or
 * expired option cleared away. A cancelled stay stays as it is, on record.
 */
export const OWNER_ABILITIES: Readonly<Record<OptionStatus, OwnerAbilities>> = {
  planning: CHANGEABLE,
  pending: CHANGEABLE,
  approved: { ...OWNS_NOTHING, cancel: true },
  committed: OWNS_NOTHING,
  declined: { ...OWNS_NOTHING, remove: true },
  cancelled: OWNS_NOTHING,
  expired: { ...OWNS_NOTHING, remove: true },
};

/** What an admin may decide on an option in each status (DECISIONS §9): the same table's other half. */
export interface AdminAbilities {
  approve: boolean;
  decline: boolean;
}

export const ADMIN_ABILITIES: Readonly<Record<OptionStatus, AdminAbilities>> = {
  planning: { approve: false, decline: false },
  pending: { approve: true, decline: true },
  approved: { approve: false, decline: true },
  committed: { approve: false, decline: false },
  declined: { approve: false, decline: false },
  cancelled: { approve: false, decline: false },
  expired: { approve: false, decline: false },
};

/** A plan is decided once it holds a booked stay. */
export const isDecided = (statuses: readonly OptionStatus[]) =>
  statuses.some((status) => isIn('booked', status));

/** Where a plan stands, from its options' statuses, its validity and today. */
export function planState(
  statuses: readonly OptionStatus[],
  expiry: CalendarDate,
  today: CalendarDate,
): PlanState {
  if (isDecided(statuses)) return 'decided';
  return isPlanExpired(expiry, today) ? 'expired' : 'editable';
}

/** An option as its owner's abilities depend on it. */
export interface OwnedOption {
  status: OptionStatus;
  /** Arrival day. */
  from: CalendarDate;
  /**
   * Once approved: it stays on record whatever becomes of it (cancelled, or declined by an
   * admin), so neither it nor its plan is ever removed (DECISIONS §14).
   */
  kept: boolean;
}

/**
 * What the owner may do with an option of a plan in `state`: the table's abilities while the plan
 * is open; nothing once it has expired; once it is decided, only cancelling the stay and
 * clearing away what was declined. A stay is cancelled only before its arrival day has passed,
 * and an option once approved is never removed.
 */
export function optionAbilities(
  option: OwnedOption,
  state: PlanState,
  today: CalendarDate,
): OwnerAbilities {
  const table = OWNER_ABILITIES[option.status];
  const base =
    state === 'editable'
      ? table
      : state === 'decided'
        ? { ...OWNS_NOTHING, remove: table.remove, cancel: table.cancel }
        : OWNS_NOTHING;
  return {
    ...base,
    remove: base.remove && !option.kept,
    cancel: base.cancel && option.from >= today,
  };
}

/** What the owner may do with a plan as a whole. */
export interface PlanAbilities {
  /** Add options, change the title and the validity, and submit. */
  edit: boolean;
  /** Remove the plan (never one holding a booked stay, or one that stays on record). */
  remove: boolean;
}

export function planAbilities(
  state: PlanState,
  options: readonly Pick<OwnedOption, 'kept'>[] = [],
): PlanAbilities {
  return {
    edit: state === 'editable',
    remove: state !== 'decided' && !options.some((option) => option.kept),
  };
}

/** What the stay calls say when they refuse a change to a plan (DECISIONS §10). */
export const planRefusals = {
  notYours: msg('api.stay.notYours', 'You can only change your own plans.'),
  expired: (expiry: CalendarDate) =>
    said('api.stay.expired', `This plan expired on ${formatDay(expiry)}.`, { expiryDay: expiry }),
  decided: msg('api.stay.decided', 'This plan is decided: its approved stay stays as it is.'),
  past: msg('api.stay.past', 'A stay cannot start before today.'),
  decidedChanged: msg(
    'api.stay.decidedChanged',
    'An approved or declined option cannot be changed.',
  ),
  bookedRemoved: msg(
    'api.stay.bookedRemoved',
    'An approved stay cannot be removed. You can cancel it instead.',
  ),
  keptRemoved: msg(
    'api.stay.keptRemoved',
    'A stay that was approved stays on record and cannot be removed.',
  ),
  empty: msg('api.stay.empty', 'A plan needs at least one option to be submitted.'),
  unavailable: msg('api.stay.unavailable', 'These dates are not available.'),
  notCancellable: msg(
    'api.stay.notCancellable',
    'Only an approved stay that has not begun can be cancelled.',
  ),
  adminOnly: msg('api.stay.adminOnly', 'Only an admin can approve or decline a stay.'),
  unknownOption: msg('api.stay.unknownOption', 'That option is not part of this plan.'),
  expiryPast: msg('api.stay.expiryPast', 'The expiry date must be after today.'),
};
