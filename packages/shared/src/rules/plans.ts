import { msg, said, type Said } from '../i18n/said.js';
import { addDays, fromWireDate, type CalendarDate } from './dates.js';
import { formatDay } from './format.js';
import { Refusal } from './refusal.js';
import { isIn, OPTION_STATUSES, STATUS_CHANGES, type OptionStatus } from './statuses.js';

const submit = STATUS_CHANGES.submit;
import { adjustExpiry, isPlanExpired, type Stay } from './stays.js';
import { DEFAULT_PARTY, type Party } from './fees.js';

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

/**
 * The validity a plan is saved with (SPEC §5, decision 0010): the one asked for when it falls
 * after today and before the earliest option that is still open; else seven days before that
 * option, but never a day on which the plan would already be expired: then the day before the
 * option, or tomorrow. Refused when it is not after today and nothing is open to move it.
 */
export function planExpiry(
  asked: CalendarDate,
  openStays: readonly Stay[],
  today: CalendarDate,
): { expiry: CalendarDate; message?: Said } {
  const earliest = openStays.reduce<CalendarDate | undefined>(
    (min, stay) => (min === undefined || stay.from < min ? stay.from : min),
    undefined,
  );
  if (earliest === undefined || asked < earliest) {
    if (asked <= today) throw new Refusal(400, planRefusals.expiryPast);
    return { expiry: asked };
  }
  const adjusted = adjustExpiry(asked, openStays);
  if (adjusted.expiry > today) return adjusted;
  // A week before is already past: the latest day that keeps the plan open instead.
  const dayBefore = addDays(earliest, -1);
  const expiry = dayBefore > today ? dayBefore : addDays(today, 1);
  return {
    expiry,
    message: said(
      'api.stay.expiryAdjusted',
      `Expiry date must be before the earliest stay option (${formatDay(earliest)}). Adjusted to ${formatDay(expiry)}.`,
      { earliestDay: earliest, adjustedDay: expiry },
    ),
  };
}

/**
 * The latest validity the rule leaves a plan (SPEC §5): the day before its earliest option still
 * open to change; none when no option is open.
 */
export function latestExpiry(
  options: readonly { from: CalendarDate; status: OptionStatus }[],
): CalendarDate | undefined {
  const open = options.filter((option) => OWNER_ABILITIES[option.status].edit);
  if (open.length === 0) return undefined;
  const earliest = open.reduce(
    (min, option) => (option.from < min ? option.from : min),
    open[0]!.from,
  );
  return addDays(earliest, -1);
}

/** An option as it is stored, as the change of a plan needs it. */
export interface StoredOption {
  id: number;
  from: CalendarDate;
  to: CalendarDate;
  status: OptionStatus;
  note: string;
  submitted_at: string | null;
  /** Once approved (`OwnedOption.kept`). */
  kept: boolean;
  /** Who comes (DECISIONS §21). */
  party: Party;
}

/** An option as the owner sends it (the shared request schema's output). */
export interface SentOption {
  id?: number | string | undefined;
  from: string;
  to: string;
  status?: OptionStatus | undefined;
  user_priority?: number | undefined;
  priority?: number | undefined;
  note: string;
  /** Who comes; absent: as stored, or one adult for a new option. */
  party?: Party | undefined;
}

/** One option as a save writes it: `id` for one kept, none for a new one. */
export interface OptionWrite {
  id?: number;
  from: CalendarDate;
  to: CalendarDate;
  status: OptionStatus;
  user_priority: number;
  note: string;
  submitted_at: string | null;
  party: Party;
}

/** What saving a plan changes, before anything is checked against the database. */
export interface PlanChanges {
  /** Every option of the plan after the save, ranked 1…n in the order the owner gave. */
  writes: OptionWrite[];
  /** Ids of the stored options the save takes out. */
  removed: number[];
  /** Options this save submits (Planning → Pending): the admins hear of them. */
  submitted: Stay[];
  /**
   * New, moved or newly submitted dates: they must start today or later, last 1 to the longest
   * stay's nights, and clear every booked stay.
   */
  datesToCheck: Stay[];
  /** Options still open (not decided), which the validity must come before. */
  open: Stay[];
  /** New options, and those whose party changed: each must fit the beds (DECISIONS §21). */
  partiesToCheck: Party[];
}

const sameParty = (a: Party, b: Party) =>
  a.adults === b.adults && a.children === b.children && a.guests === b.guests && a.pets === b.pets;

/**
 * What a save of a plan changes (DECISIONS §9, §14), as a pure function of what is stored and
 * what the owner sent: ranks follow the order given, renumbered 1…n; an option changes only as
 * its status allows (`OWNER_ABILITIES`); Planning may become Pending (submitting) and Pending
 * stays Pending; an option sent with an unknown id, or twice, is refused, and so is a plan left
 * with no option at all (DECISIONS §14). Throws a `Refusal`.
 */
export function planChanges(
  stored: readonly StoredOption[],
  sent: readonly SentOption[],
  stamp: string,
): PlanChanges {
  if (sent.length === 0) throw new Refusal(400, planRefusals.empty);
  const byId = new Map(stored.map((option) => [option.id, option]));
  const ranked = sent
    .map((option, index) => ({
      option,
      index,
      rank: option.user_priority ?? option.priority ?? index + 1,
    }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ option }, index) => ({ option, rank: index + 1 }));

  const changes: PlanChanges = {
    writes: [],
    removed: [],
    submitted: [],
    datesToCheck: [],
    open: [],
    partiesToCheck: [],
  };
  const kept = new Set<number>();
  for (const { option, rank } of ranked) {
    const from = fromWireDate(option.from);
    const to = fromWireDate(option.to);
    const old = typeof option.id === 'number' ? byId.get(option.id) : undefined;
    if (typeof option.id === 'number' && (!old || kept.has(old.id))) {
      throw new Refusal(400, planRefusals.unknownOption);
    }
    let write: OptionWrite;
    if (old) {
      kept.add(old.id);
      const moved = from !== old.from || to !== old.to;
      const party = option.party ?? old.party;
      const regrouped = !sameParty(party, old.party);
      if (regrouped) changes.partiesToCheck.push(party);
      if (!OWNER_ABILITIES[old.status].edit && (moved || regrouped || option.note !== old.note)) {
        throw new Refusal(409, planRefusals.decidedChanged);
      }
      // A draft may be submitted (the status table's one change an owner makes in a plan);
      // everything else keeps its status.
      const status: OptionStatus =
        old.status === submit.from && option.status === submit.to ? submit.to : old.status;
      if (status !== old.status) changes.submitted.push({ from, to });
      // A draft submitted is checked again: a stay may have been approved beside it since.
      if (moved || status !== old.status) changes.datesToCheck.push({ from, to });
      write = {
        id: old.id,
        from,
        to,
        status,
        user_priority: rank,
        note: option.note,
        submitted_at: isIn('draft', status) ? null : (old.submitted_at ?? stamp),
        party,
      };
    } else {
      // A new option is a draft, or submitted at once.
      if (option.status && option.status !== submit.from && option.status !== submit.to) {
        throw new Refusal(400, planRefusals.adminOnly);
      }
      const status: OptionStatus = option.status === submit.to ? submit.to : submit.from;
      if (status === submit.to) changes.submitted.push({ from, to });
      changes.datesToCheck.push({ from, to });
      const party = option.party ?? DEFAULT_PARTY;
      changes.partiesToCheck.push(party);
      write = {
        from,
        to,
        status,
        user_priority: rank,
        note: option.note,
        submitted_at: status === submit.to ? stamp : null,
        party,
      };
    }
    changes.writes.push(write);
    if (OWNER_ABILITIES[write.status].edit) changes.open.push({ from, to });
  }
  for (const option of stored) {
    if (kept.has(option.id)) continue;
    if (!OWNER_ABILITIES[option.status].remove) throw new Refusal(409, planRefusals.bookedRemoved);
    if (option.kept) throw new Refusal(409, planRefusals.keptRemoved);
    changes.removed.push(option.id);
  }
  return changes;
}

/** A plan on the wire, as the view needs it. */
interface WirePlan<O extends { id: number; status: OptionStatus; from: string }> {
  /** YYYY/MM/DD. */
  expiry_date: string;
  own: boolean;
  options: O[];
}

const SEEN_ONLY: PlanAbilities = { edit: false, remove: false };

/**
 * What an admin may do with any saved option, their own or another's: decline it where the
 * status table allows (DECISIONS §9, §14), and open its history (DECISIONS §16).
 */
const adminAbilities = (status: OptionStatus) => ({
  decline: ADMIN_ABILITIES[status].decline,
  history: true,
});

/**
 * What an admin may do with another's option, by status: made once, so the plan view, which every
 * visit to the booking page and the timeline asks for, shares them instead of building one per
 * option.
 */
const ADMIN_VIEW = Object.fromEntries(
  OPTION_STATUSES.map((status) => [status, { ...NOTHING, ...adminAbilities(status) }]),
) as Readonly<Record<OptionStatus, OptionAbilities>>;

/**
 * A plan as its viewer sees it (the plan view): its state, and what the viewer may do with it
 * and with each option, worked out here once for the server to send and the screens to show.
 * The owner changes their own plan; an admin declines and reads history on anyone's. A member
 * only sees another's plan: its options carry nothing (a timeline holds thousands of them).
 * `kept`: ids of the viewer's options once approved.
 */
export function planView<
  O extends { id: number; status: OptionStatus; from: string },
  P extends WirePlan<O>,
>(
  plan: P,
  today: CalendarDate,
  kept: ReadonlySet<number> = new Set(),
  admin = false,
): Omit<P, 'options'> & {
  state: PlanState;
  can: PlanAbilities;
  options: (O & { can?: OptionAbilities })[];
} {
  const state = planState(
    plan.options.map((option) => option.status),
    fromWireDate(plan.expiry_date),
    today,
  );
  if (!plan.own) {
    return {
      ...plan,
      state,
      can: SEEN_ONLY,
      options: admin
        ? plan.options.map((option) => ({ ...option, can: ADMIN_VIEW[option.status] }))
        : plan.options,
    };
  }
  const owned = plan.options.map((option) => ({
    option,
    owned: { status: option.status, from: fromWireDate(option.from), kept: kept.has(option.id) },
  }));
  return {
    ...plan,
    state,
    can: planAbilities(
      state,
      owned.map((o) => o.owned),
    ),
    options: owned.map(({ option, owned: o }) => ({
      ...option,
      can: {
        ...optionAbilities(o, state, today),
        ...(admin ? adminAbilities(o.status) : { decline: false, history: true }),
      },
    })),
  };
}
