import type { MessageKey } from '@/i18n/en';
import {
  addDays,
  BOOKED_STATUSES,
  DEFAULT_BEDS,
  DEFAULT_FEE,
  DEFAULT_PARTY,
  type FeeSettings,
  type Party,
  type PaymentSummary,
  defaultExpiry,
  firstConflict,
  fromWireDate,
  MAX_STAY_NIGHTS_DEFAULT,
  openForPlanning,
  planRefusals,
  said,
  stayLengthProblem,
  NOTHING,
  optionAbilities,
  planAbilities,
  toWireDate,
  type BookedStay,
  type CalendarDate,
  type OptionAbilities,
  type Said,
  isIn,
  STATUS_CHANGES,
  type OptionStatus,
  type PlanAbilities,
  type PlanState,
  type Stay,
  type GivenStay,
  type StayPlan,
  type StayPlanInput,
} from '@stuga/shared';

/** An option as the booking page edits it (dates as YYYY-MM-DD). */
export interface DraftOption {
  /** The option's id, or 'temp-…' before it is saved. */
  key: string;
  id?: number;
  from: CalendarDate;
  to: CalendarDate;
  status: OptionStatus;
  note: string;
  rejection_reason: string | null;
  /** The house's reason by code and values, said in the reader's language (DECISIONS §17). */
  rejection_code?: string;
  rejection_params?: Record<string, string | number>;
  /** What the owner may do with it: the server's answer, or the shared table for a new draft. */
  can: OptionAbilities;
  /** The booking a booked stay is (DECISIONS §17): what a swap or a gift offers. */
  booking_id?: number;
  /** Who comes, as saved (DECISIONS §21); an open option takes its plan's when saved. */
  party: Party;
  /** What a booked stay costs and where its payment stands (DECISIONS §21). */
  payment?: PaymentSummary;
}

/** A plan as the booking page edits it. */
export interface DraftPlan {
  /** The plan's id, or 'temp-…' before it is saved (SPEC §3). */
  key: string;
  id?: number;
  title: string;
  expiry: CalendarDate;
  options: DraftOption[];
  /** Where it stands, as the server said (a new plan is editable). */
  state: PlanState;
  /** What the owner may do with it, as the server said. */
  can: PlanAbilities;
  /** Something changed since it was loaded or saved (SPEC §4: Plan saving). */
  dirty: boolean;
  /** Who comes on the plan's open options (DECISIONS §21). */
  party: Party;
}

let counter = 0;
/** A temporary id, until the server gives a number. */
export const tempKey = () => `temp-${Date.now().toString(36)}-${(counter += 1)}`;

/** A plan from the server, ready to edit. */
export function draftFromServer(plan: StayPlan): DraftPlan {
  const open = plan.options.find((option) => option.can?.edit) ?? plan.options[0];
  return {
    party: open?.party ?? DEFAULT_PARTY,
    key: String(plan.id),
    id: plan.id,
    title: plan.title,
    expiry: fromWireDate(plan.expiry_date),
    state: plan.state,
    can: plan.can,
    dirty: false,
    options: plan.options.map((option) => ({
      key: String(option.id),
      id: option.id,
      from: fromWireDate(option.from),
      to: fromWireDate(option.to),
      status: option.status,
      note: option.note ?? '',
      rejection_reason: option.rejection_reason,
      ...(option.rejection_code ? { rejection_code: option.rejection_code } : {}),
      ...(option.rejection_params ? { rejection_params: option.rejection_params } : {}),
      // Own plans carry what their owner may do with each option.
      can: option.can ?? NOTHING,
      ...(option.booking_id !== undefined ? { booking_id: option.booking_id } : {}),
      party: option.party ?? DEFAULT_PARTY,
      ...(option.payment ? { payment: option.payment } : {}),
    })),
  };
}

/** A new draft option of a plan, with what the shared table lets its owner do. */
export function newDraftOption(
  plan: DraftPlan,
  stay: { from: CalendarDate; to: CalendarDate },
  today: CalendarDate,
): DraftOption {
  return {
    key: tempKey(),
    from: stay.from,
    to: stay.to,
    status: STATUS_CHANGES.submit.from,
    note: '',
    rejection_reason: null,
    party: plan.party,
    // Not saved yet: no history, and nothing an admin decides.
    can: {
      ...optionAbilities(
        { status: STATUS_CHANGES.submit.from, from: stay.from, kept: false },
        plan.state,
        today,
      ),
      decline: false,
      history: false,
    },
  };
}

/** A new, empty plan: 'Plan 1', then 'Plan N' (SPEC §9), valid until the default expiry. */
export function newDraft(existing: readonly DraftPlan[], today: CalendarDate): DraftPlan {
  const taken = new Set(existing.map((plan) => plan.title));
  let number = existing.length + 1;
  while (taken.has(`Plan ${number}`)) number += 1;
  return {
    key: tempKey(),
    title: `Plan ${number}`,
    expiry: defaultExpiry(today),
    options: [],
    state: 'editable',
    can: planAbilities('editable'),
    dirty: true,
    party: DEFAULT_PARTY,
  };
}

/** Who comes on an option as it will be saved: an open one takes its plan's (DECISIONS §21). */
export const partyOfOption = (plan: DraftPlan, option: DraftOption): Party =>
  option.can.edit ? plan.party : option.party;

/** What is sent to save a plan; with `submit`, every Planning option becomes Pending (SPEC §4). */
export function planInput(plan: DraftPlan, submit: boolean): StayPlanInput {
  return {
    title: plan.title,
    expiry_date: toWireDate(plan.expiry),
    options: plan.options.map((option, index) => ({
      id: option.id ?? option.key,
      from: toWireDate(option.from),
      to: toWireDate(option.to),
      status:
        submit && option.status === STATUS_CHANGES.submit.from
          ? STATUS_CHANGES.submit.to
          : option.status,
      user_priority: index + 1,
      note: option.note,
      party: partyOfOption(plan, option),
    })),
  };
}

/**
 * Whether a plan can be submitted: open to change, with at least one option (DECISIONS §14), and
 * something to submit (SPEC §4).
 */
export function canSubmit(plan: DraftPlan): boolean {
  if (!plan.can.edit || plan.options.length === 0) return false;
  return plan.dirty || plan.options.some((option) => isIn('draft', option.status));
}

/** 'Save & Submit Plan' with unsaved changes, otherwise 'Submit Plan' (SPEC §2). */
export const submitLabel = (plan: DraftPlan): MessageKey =>
  plan.dirty ? 'stays.saveAndSubmit' : 'stays.submit';

/** What the booking page checks a new option against, as the server will (DECISIONS §9, §14). */
export interface PlanningRules {
  /** Booked stays the member sees, named. */
  booked: readonly BookedStay[];
  /** The longest stay in nights. */
  maxNights: number;
  /** The planning horizon (YYYY-MM-DD), or null. */
  horizon: CalendarDate | null;
  isAdmin: boolean;
  /** What a stay costs, for the estimate, and the beds a party must fit (DECISIONS §21). */
  fee: FeeSettings;
  beds: number;
}

/**
 * Why a stay cannot be added to a plan, in the server's own words, or undefined when it can: one
 * night at least and the longest stay at most, open for planning, clear of every booked stay.
 */
export function stayProblem(stay: Stay, rules: PlanningRules): Said | undefined {
  return (
    stayLengthProblem(stay, rules.maxNights) ??
    (openForPlanning(stay.to, rules.isAdmin, rules.horizon)
      ? firstConflict(stay, rules.booked)
      : said('api.stay.unavailable', planRefusals.unavailable))
  );
}

/** Every day of the booked stays, for the date pickers to grey out (DECISIONS §14). */
export function bookedDays(booked: readonly Stay[]): Set<CalendarDate> {
  const days = new Set<CalendarDate>();
  for (const stay of booked) {
    for (let day = stay.from; day <= stay.to; day = addDays(day, 1)) days.add(day);
  }
  return days;
}

/** The rules a new stay is checked by, from the plans the member sees (book-stay, timeline). */
export function planningRulesOf(
  answer:
    | {
        stay_plans: readonly StayPlan[];
        /** The stays given other than through a plan (a round's, a swap's, a gift's): booked too. */
        given_stays?: readonly GivenStay[];
        max_stay_nights: number;
        horizon_date: string | null;
        fee?: FeeSettings;
        beds?: number;
      }
    | undefined,
  isAdmin: boolean,
): PlanningRules {
  return {
    booked: bookedStays(answer?.stay_plans ?? [], answer?.given_stays ?? []),
    maxNights: answer?.max_stay_nights ?? MAX_STAY_NIGHTS_DEFAULT,
    horizon: answer?.horizon_date ?? null,
    isAdmin,
    fee: answer?.fee ?? DEFAULT_FEE,
    beds: answer?.beds ?? DEFAULT_BEDS,
  };
}

/**
 * The booked stays among everything the member sees, for the conflict check (SPEC §5): every
 * booking, whatever made it — a plan's approved option, a round's block, a swap's or a gift's
 * stay (DECISIONS §17).
 */
export function bookedStays(
  plans: readonly StayPlan[],
  given: readonly GivenStay[] = [],
): BookedStay[] {
  return [
    ...plans.flatMap((plan) =>
      plan.options
        .filter((option) => BOOKED_STATUSES.includes(option.status))
        .map((option) => ({
          from: fromWireDate(option.from),
          to: fromWireDate(option.to),
          user: option.current_user,
        })),
    ),
    ...given.map((stay) => ({
      from: fromWireDate(stay.from),
      to: fromWireDate(stay.to),
      user: stay.current_user,
    })),
  ];
}
