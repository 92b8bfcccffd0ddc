import { blockName } from './block-names.js';
import { msg, said, type Said } from '../i18n/said.js';
import { addDays, daysBetween, weekdayOf, type CalendarDate } from './dates.js';
import { isHighSeason, isoWeekStart, midsummerEve, type SeasonPeriod } from './fair-share.js';
import { formatDay } from './format.js';
import { CLEANING_DAYS, spanOf, staysConflict, type BookedStay, type Stay } from './stays.js';

/** Why the server refuses a round as it is set up or changed (DECISIONS §18). */
export const roundRefusals = {
  opensPast: msg('api.round.opensPast', 'The ballot cannot open before today.'),
  notEditable: msg(
    'api.round.notEditable',
    'The ballot has opened: this round can no longer be changed.',
  ),
  notCancellable: msg('api.round.notCancellable', 'This round is confirmed or cancelled already.'),
  notDrawable: msg(
    'api.round.notDrawable',
    'The ballot has not closed, or this round was drawn already.',
  ),
  noDraw: msg('api.round.noDraw', 'This round has not been drawn yet.'),
  notPublished: msg('api.round.notPublished', 'The result of this round is not published yet.'),
  notDecidable: msg('api.round.notDecidable', 'Only a drawn round can be confirmed or discarded.'),
  clashSinceDraw: msg(
    'api.round.clashSinceDraw',
    'A block given clashes with a stay booked since the draw: discard the draw and draw again.',
  ),
  voterGone: (name: string): Said =>
    said(
      'api.round.voterGone',
      `The draw gives a block to ${name}, who can no longer book: discard the draw and draw again.`,
      { name },
    ),
  /** The history line of a booking a round gave. */
  given: (round: string): Said =>
    said('api.round.given', `Given in the ${round} round.`, { round }),
  ballotClosed: (opens: CalendarDate, closes: CalendarDate): Said =>
    said(
      'api.round.ballotClosed',
      `The ballot is not open: members rank from ${formatDay(opens)} to ${formatDay(closes)}.`,
      { opensDay: opens, closesDay: closes },
    ),
  blockBeforeClose: (block: string): Said =>
    said(
      'api.round.blockBeforeClose',
      `${blockName(block, 'en')} begins before the ballot closes: every block must begin after it.`,
      { block },
    ),
  blockBooked: (block: string, booked: BookedStay): Said =>
    said(
      'api.round.blockBooked',
      `${blockName(block, 'en')} clashes with the stay booked by ${booked.user} ${spanOf(booked)}.`,
      { block, user: booked.user, fromDay: booked.from, toDay: booked.to },
    ),
};

/**
 * How a block made from the high season is named (DECISIONS §18): the week of Midsummer Eve is
 * "Midsummer week", every other week by its ISO number ("Week 28"). Each screen says it in its
 * reader's language; admins may rename a block to anything.
 */
export type SeasonBlockName = { kind: 'midsummer' } | { kind: 'week'; week: number };

/** A block a round can offer, made from the high season. */
export interface SeasonBlock extends Stay {
  name: SeasonBlockName;
}

/** Fewest days (arrival to departure) a block made from the high season runs. */
export const BLOCK_MIN_SEASON_DAYS = 4;
/** The nights of a block made from the high season: a week, arrival to departure. */
export const BLOCK_NIGHTS = 6;

/** The ISO week number of the week holding `day`. */
export function isoWeekOf(day: CalendarDate): number {
  const monday = addDays(day, -weekdayOf(day));
  const thursday = addDays(monday, 3);
  return Math.floor(daysBetween(isoWeekStart(Number(thursday.slice(0, 4)), 1), monday) / 7) + 1;
}

/**
 * The high season between `from` and `to` as blocks every member could be given (DECISIONS §18):
 * each runs a week (six nights) from its arrival, or to the season's last day when that comes
 * first, and the next arrives once the four cleaning days have passed (`CLEANING_DAYS`: the
 * buffer is never waived), so no block a round offers excludes another. A block shorter than
 * four days is left out. A block is named by the ISO week it arrives in, the one holding Midsummer
 * Eve "Midsummer week". Ordered by date.
 */
export function seasonBlocks(
  periods: readonly SeasonPeriod[],
  from: CalendarDate,
  to: CalendarDate,
): SeasonBlock[] {
  const blocks: SeasonBlock[] = [];
  const eves = new Set([Number(from.slice(0, 4)), Number(to.slice(0, 4))].map(midsummerEve));
  const inSeason = (day: CalendarDate) => day >= from && day <= to && isHighSeason(day, periods);
  let day = from;
  while (day <= to) {
    if (!inSeason(day)) {
      day = addDays(day, 1);
      continue;
    }
    let last = day;
    while (daysBetween(day, last) < BLOCK_NIGHTS && inSeason(addDays(last, 1))) {
      last = addDays(last, 1);
    }
    if (daysBetween(day, last) + 1 < BLOCK_MIN_SEASON_DAYS) {
      day = addDays(last, 1);
      continue;
    }
    const midsummer = [...eves].some((eve) => eve >= day && eve <= last);
    blocks.push({
      from: day,
      to: last,
      name: midsummer ? { kind: 'midsummer' } : { kind: 'week', week: isoWeekOf(day) },
    });
    // The next block arrives once the cleaning days after this one have passed.
    day = addDays(last, CLEANING_DAYS);
  }
  return blocks;
}

/**
 * Which blocks of a round exclude which (DECISIONS §18): two blocks that overlap or leave fewer
 * than the four cleaning days between them cannot both be given, so an admin who sets blocks
 * closer sees it before the ballot opens. Pairs in date order, each once.
 */
export function blocksExcluding<B extends Stay>(blocks: readonly B[]): [B, B][] {
  const sorted = [...blocks].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const pairs: [B, B][] = [];
  sorted.forEach((block, index) => {
    for (const other of sorted.slice(index + 1)) {
      if (staysConflict(block, other)) pairs.push([block, other]);
    }
  });
  return pairs;
}

/**
 * The blocks a round can open with: those clashing with a booking (overlapping it or breaking
 * the cleaning buffer) are left out, each with the first booking it clashes with, so the admin
 * sees why (DECISIONS §18).
 */
export function blocksBesideBookings<B extends Stay, K extends Stay>(
  blocks: readonly B[],
  bookings: readonly K[],
): { kept: B[]; leftOut: { block: B; booking: K }[] } {
  const kept: B[] = [];
  const leftOut: { block: B; booking: K }[] = [];
  const byArrival = [...bookings].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  for (const block of blocks) {
    const booking = byArrival.find((stay) => staysConflict(stay, block));
    if (booking) leftOut.push({ block, booking });
    else kept.push(block);
  }
  return { kept, leftOut };
}

/** A round's block as plans meet it: the round's name and the last day of its ballot. */
export interface RoundBlockHeld extends Stay {
  round: string;
  closes: CalendarDate;
}

/**
 * Why dates cannot be planned while a round holds them (DECISIONS §18): a stay that shares a day
 * with a block of a round not yet confirmed or cancelled is ranked on that round's ballot instead
 * while the ballot is open (or yet to open); once it has closed, the draw decides the block, and
 * a block nobody gets opens for plans when the draw is confirmed.
 */
export function roundHoldsDates(
  stay: Stay,
  blocks: readonly RoundBlockHeld[],
  today: CalendarDate,
): Said | undefined {
  const block = blocks.find((held) => stay.from <= held.to && held.from <= stay.to);
  if (!block) return undefined;
  if (today > block.closes) {
    return said(
      'api.round.datesBeingDrawn',
      `These dates are in the ${block.round} round, whose ballot has closed: blocks nobody is given open for plans once its draw is confirmed.`,
      { round: block.round },
    );
  }
  return said(
    'api.round.datesInRound',
    `These dates are in the ${block.round} round: rank them on the ballot until ${formatDay(block.closes)}.`,
    { round: block.round, closesDay: block.closes },
  );
}
