import { said, type Said } from '../i18n/said.js';
import { addDays, addMonths, daysBetween, toWireDate, type CalendarDate } from './dates.js';
import { formatDay } from './format.js';
import { SHOWN_TO_OTHERS, STATUS_CHANGES, type OptionStatus } from './statuses.js';

/** Orders texts by their characters: ISO dates and timestamps sort as they read. */
export const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Days needed between one stay's departure and the next one's arrival (SPEC §9). */
export const CLEANING_DAYS = 4;
/** A plan's expiry is moved to this many days before its earliest option (SPEC §5). */
export const EXPIRY_ADJUST_DAYS = 7;
/** Admins are warned of pending options whose plan expires within this many days (SPEC §9). */
export const EXPIRY_WARNING_DAYS = 14;
/** Owner and admins are mailed this many days before a plan's validity ends (DECISIONS §14). */
export const VALIDITY_REMINDER_DAYS = 7;
/** The longest stay, in nights, unless the house sets another (DECISIONS §14). */
export const MAX_STAY_NIGHTS_DEFAULT = 28;

/** A stay's dates: arrival day and departure day, both included (DECISIONS §9). */
export interface Stay {
  from: CalendarDate;
  to: CalendarDate;
}

/** Nights of a stay: from its arrival to its departure day. */
export const nightsOf = (stay: Stay): number => daysBetween(stay.from, stay.to);

export const stayLengthMessages = {
  short: said('api.stay.short', 'A stay is at least one night.'),
  long: (max: number) => said('api.stay.long', `A stay can be at most ${max} nights.`, { max }),
};

/** Why a stay is too short or too long (1 to `maxNights` nights, DECISIONS §14), or undefined. */
export function stayLengthProblem(stay: Stay, maxNights: number): Said | undefined {
  const nights = nightsOf(stay);
  if (nights < 1) return stayLengthMessages.short;
  if (nights > maxNights) return stayLengthMessages.long(maxNights);
  return undefined;
}

/** A booked stay with the name of whose it is, as conflict messages name it. */
export interface BookedStay extends Stay {
  user: string;
}

/**
 * Days between two stays: for A arriving no later than B, `B.from − A.to`. Zero or less is an
 * overlap (a departure day is still a day in the house), 1 to 3 leave no time for cleaning.
 */
export function gapBetween(a: Stay, b: Stay): number {
  const [first, second] = a.from <= b.from ? [a, b] : [b, a];
  return daysBetween(first.to, second.from);
}

/** Whether two stays cannot both happen: they overlap or leave under four days for cleaning. */
export function staysConflict(a: Stay, b: Stay): boolean {
  return gapBetween(a, b) < CLEANING_DAYS;
}

/** A stay's days as SPEC's messages write them (§5: "({from} - {to})"). */
const range = (stay: Stay) => `(${formatDay(stay.from)} - ${formatDay(stay.to)})`;
/** A stay's days as every other text writes them: an en dash between the days. */
export const spanOf = (stay: Stay) => `(${formatDay(stay.from)} – ${formatDay(stay.to)})`;

/**
 * Why a stay cannot be planned next to a booked one, in SPEC's words (§5), or undefined when it
 * can. The same text is shown on the booking page and returned by the server.
 */
export function conflictMessage(stay: Stay, booked: BookedStay): Said | undefined {
  const gap = gapBetween(stay, booked);
  if (gap >= CLEANING_DAYS) return undefined;
  const whose = `approved stay by ${booked.user} ${range(booked)}`;
  const values = { user: booked.user, fromDay: booked.from, toDay: booked.to };
  if (gap <= 0) return said('api.stay.overlaps', `Overlaps with ${whose}`, values);
  const cleaning = { ...values, gap, cleaning: CLEANING_DAYS };
  return stay.from >= booked.from
    ? said(
        'api.stay.startsAfter',
        `Starts only ${gap} day(s) after ${whose}. Need ${CLEANING_DAYS}+ days for cleaning.`,
        cleaning,
      )
    : said(
        'api.stay.endsBefore',
        `Ends only ${gap} day(s) before ${whose}. Need ${CLEANING_DAYS}+ days for cleaning.`,
        cleaning,
      );
}

/**
 * Why an approval declined other pending options on its own (SPEC §5): another option of the
 * same plan, or a stay that conflicts with the approved one. Stored as the English text; the
 * code lets each reader (and each mail) say it in their language.
 */
export const approvalDeclineReasons = {
  samePlan: (approved: Stay) =>
    said(
      'api.stay.declinedSamePlan',
      `Another option of this plan was approved ${spanOf(approved)}.`,
      {
        fromDay: approved.from,
        toDay: approved.to,
      },
    ),
  conflict: (approved: BookedStay) =>
    said(
      'api.stay.declinedConflict',
      `It conflicts with the approved stay by ${approved.user} ${spanOf(approved)}.`,
      { user: approved.user, fromDay: approved.from, toDay: approved.to },
    ),
};

/** The first booked stay (by date) that a stay conflicts with, as its message. */
export function firstConflict(stay: Stay, booked: readonly BookedStay[]): Said | undefined {
  for (const other of [...booked].sort((a, b) => byText(a.from, b.from))) {
    const message = conflictMessage(stay, other);
    if (message) return message;
  }
  return undefined;
}

/** A plan is expired when its expiry date is today or earlier (SPEC §4). */
export const isPlanExpired = (expiry: CalendarDate, today: CalendarDate): boolean =>
  expiry <= today;

/** Days from today until a plan's expiry date (0 on the day itself). */
export const daysLeft = (expiry: CalendarDate, today: CalendarDate): number =>
  daysBetween(today, expiry);

/** A new plan's expiry: the next 1 November strictly after today (DECISIONS §1). */
export function defaultExpiry(today: CalendarDate): CalendarDate {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-11-01`;
  return thisYear > today ? thisYear : `${year + 1}-11-01`;
}

/**
 * A plan's expiry must fall before its earliest option; when it does not, it becomes seven days
 * before that option, with SPEC's message (§5).
 */
export function adjustExpiry(
  expiry: CalendarDate,
  stays: readonly Stay[],
): { expiry: CalendarDate; message?: Said } {
  if (stays.length === 0) return { expiry };
  const earliest = stays.reduce((min, stay) => (stay.from < min ? stay.from : min), stays[0]!.from);
  if (expiry < earliest) return { expiry };
  const adjusted = addDays(earliest, -EXPIRY_ADJUST_DAYS);
  return {
    expiry: adjusted,
    message: said(
      'api.stay.expiryAdjustedWeek',
      `Expiry date must be before the earliest stay option (${formatDay(earliest)}). ` +
        `Adjusted to one week before: ${formatDay(adjusted)}.`,
      { earliestDay: earliest, adjustedDay: adjusted },
    ),
  };
}

/** Whether a pending option's plan expires within the warning window, from today on (SPEC §9). */
export function expiresSoon(expiry: CalendarDate, today: CalendarDate): boolean {
  const left = daysLeft(expiry, today);
  return left >= 0 && left <= EXPIRY_WARNING_DAYS;
}

/**
 * Whether a day is open for planning to a viewer (DECISIONS §14): admins plan any day; members
 * up to the planning horizon (unset: every day). Days after it read "Not open for planning yet".
 */
export const openForPlanning = (
  day: CalendarDate,
  isAdmin: boolean,
  horizon: CalendarDate | null,
): boolean => isAdmin || horizon === null || day <= horizon;

/** Who is looking at the timeline, as visibility needs to know it. */
export interface Viewer {
  user_id: number;
  is_admin: boolean;
}

/**
 * Whether a viewer sees an option (DECISIONS §9): their own always; others' only while Pending,
 * Approved or Committed (`SHOWN_TO_OTHERS`), and, for everyone but admins, only when they begin
 * on or before the planning horizon (unset: no limit).
 */
export function optionVisible(
  option: { owner_id: number; status: OptionStatus; from: CalendarDate },
  viewer: Viewer,
  horizon: CalendarDate | null,
): boolean {
  if (option.owner_id === viewer.user_id) return true;
  if (!SHOWN_TO_OTHERS.includes(option.status)) return false;
  if (viewer.is_admin || horizon === null) return true;
  return option.from <= horizon;
}

/** How far ahead the list of who is at the house looks (DECISIONS §14). */
export const UPCOMING_MONTHS = 6;

/** A booked stay with its owner, as the list of who is at the house when takes it. */
export interface BookedStayOf extends Stay {
  id: number;
  owner_id: number;
  /** The owner's full name. */
  name: string;
  /** Whether something is still to be paid for it (DECISIONS §21): its owner is shown the way. */
  unpaid?: boolean;
}

/**
 * Who is at the house when (the upcoming stays view): the booked stays the viewer may see that
 * are not over yet and begin within the next six months, by arrival.
 */
export function upcomingStays(
  stays: readonly BookedStayOf[],
  viewer: Viewer,
  horizon: CalendarDate | null,
  today: CalendarDate,
) {
  const until = addMonths(today, UPCOMING_MONTHS);
  return stays
    .filter(
      (stay) =>
        stay.to >= today &&
        stay.from <= until &&
        optionVisible(
          { owner_id: stay.owner_id, status: STATUS_CHANGES.approve.to, from: stay.from },
          viewer,
          horizon,
        ),
    )
    .sort((a, b) => byText(a.from, b.from) || a.id - b.id)
    .map((stay) => {
      const own = stay.owner_id === viewer.user_id;
      return {
        id: stay.id,
        from: toWireDate(stay.from),
        to: toWireDate(stay.to),
        name: stay.name,
        own,
        // Its owner opens its checklists from here, and pays what is still due.
        can: { checklists: own || viewer.is_admin, pay: own && stay.unpaid === true },
      };
    });
}
