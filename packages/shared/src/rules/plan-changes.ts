import { said, type Said } from '../i18n/said.js';
import { addDays, fromWireDate, type CalendarDate } from './dates.js';
import { formatDay } from './format.js';
import { Refusal } from './refusal.js';
import { isIn, STATUS_CHANGES, type OptionStatus } from './statuses.js';

import { adjustExpiry, type Stay } from './stays.js';
import { DEFAULT_PARTY, type Party } from './fees.js';
import { OWNER_ABILITIES, planRefusals } from './plans.js';

const submit = STATUS_CHANGES.submit;

/** A plan's validity and what a save changes (SPEC §5, DECISIONS §9, §14). */

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
