import {
  conflictMessage,
  openForPlanning,
  optionVisible,
  planRefusals,
  roundHoldsDates,
  stayLengthProblem,
  staysConflict,
  waitMessages,
  type CalendarDate,
  type Stay,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { HttpError } from '../../../lib/http-error.js';
import { bookedNear } from '../bookings/booked-near.js';
import { viewerOf, type Caller, type StaysContext } from '../context.js';
import { heldForOthers, listHeldBlocks } from '../held-days.repository.js';
import { reachOf, stayErrors } from '../stays.policy.js';

/**
 * Why new or moved dates cannot be planned, checked on the server as on the booking page
 * (DECISIONS §9, §14, §18): from today on, 1 to the longest stay's nights, open for planning,
 * outside every block of a round not yet confirmed or cancelled, and clear of every held booking: named when the caller may see it, else "These dates are not
 * available." with no name or date (the horizon hides, it never tells).
 */
export async function checkDates(
  context: StaysContext,
  db: Kysely<Database>,
  caller: Caller,
  stays: readonly Stay[],
  today: CalendarDate,
) {
  if (!stays.length) return;
  if (stays.some((stay) => stay.from < today)) throw new HttpError(400, stayErrors.past);
  const { maxStayNights: longest, horizon: horizonDate } = await context.planningSettings(db);
  for (const stay of stays) {
    const problem = stayLengthProblem(stay, longest);
    if (problem) throw new HttpError(400, problem);
  }
  if (stays.some((stay) => !openForPlanning(stay.to, caller.is_admin, horizonDate))) {
    throw new HttpError(409, planRefusals.unavailable);
  }
  // Dates a high-season round holds are ranked on its ballot, not planned (DECISIONS §18).
  const reach = reachOf(stays);
  const held = await listHeldBlocks(db, reach.from, reach.to);
  for (const stay of stays) {
    const message = roundHoldsDates(stay, held, today);
    if (message) throw new HttpError(409, message);
  }
  // Dates the waitlist holds for another member: offered, or claimed and waiting (DECISIONS §19).
  const heldForWaiting = await heldForOthers(db, caller.id, reach.from, reach.to);
  if (stays.some((stay) => heldForWaiting.some((held) => staysConflict(stay, held)))) {
    throw new HttpError(409, waitMessages.heldByClaim);
  }
  const booked = (await bookedNear(db, stays)).sort((a, b) => (a.from < b.from ? -1 : 1));
  const viewer = viewerOf(caller);
  for (const stay of stays) {
    for (const other of booked) {
      const message = conflictMessage(stay, other);
      if (!message) continue;
      const seen = optionVisible(other, viewer, horizonDate);
      throw new HttpError(409, seen ? message : planRefusals.unavailable);
    }
  }
}
