import { msg } from '../i18n/said.js';
import { isCalendarDate } from '../rules/dates.js';
import { z } from '../zod.js';
import { LONGEST_STAY_LIMIT } from '../constants.js';
import { idParamsSchema } from './fields.js';
import { stayMessages } from './stays.js';

/** What the house holds and its settings on the wire: upcoming stays, the horizon, the clock, feeds. */

export const UpcomingStaySchema = z.object({
  id: z.number(),
  /** Arrival day, YYYY/MM/DD. */
  from: z.string(),
  /** Departure day, YYYY/MM/DD. */
  to: z.string(),
  /** Whose stay it is (full name). */
  name: z.string(),
  /** The caller's own stay. */
  own: z.boolean(),
  /** What the caller may do from here: open its checklists, pay what is due (DECISIONS §21). */
  can: z.object({ checklists: z.boolean(), pay: z.boolean() }),
});
export type UpcomingStay = z.infer<typeof UpcomingStaySchema>;

/** `GET /api/stays/upcoming`: booked stays of the next six months the caller may see. */
export const UpcomingStaysSchema = z.object({ stays: z.array(UpcomingStaySchema) });
export type UpcomingStays = z.infer<typeof UpcomingStaysSchema>;

/** `GET` and `PUT /api/admin/planning-horizon`: YYYY-MM-DD, or null for none. */
export const PlanningHorizonSchema = z.object({
  horizon_date: z
    .string({ error: stayMessages.horizon })
    .refine(isCalendarDate, stayMessages.horizon)
    .meta({ format: 'date' })
    .nullable(),
});
export type PlanningHorizon = z.infer<typeof PlanningHorizonSchema>;

/** `GET /api/clock`: the time the app runs on (DECISIONS §1); the browser takes "today" from it. */
export const ClockSchema = z.object({
  now: z.string(),
  /** YYYY-MM-DD in the house's time zone. */
  today: z.string(),
  time_zone: z.string(),
});
export type Clock = z.infer<typeof ClockSchema>;

/** `GET` and `POST /api/calendar-feed`: the member's calendar feed address (DECISIONS §16). */
export const CalendarFeedSchema = z.object({
  /** The address to subscribe to. */
  url: z.string(),
  /** The same for calendar apps that open `webcal:` links. */
  webcal_url: z.string(),
  message: z.string().optional(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

/** `{feed}` of a calendar feed's address: `<member>.<secret>.ics`. */
export const CalendarFeedParamsSchema = z.object({
  feed: z.string().max(100, msg('api.stay.noCalendar', 'No such calendar.')),
});

/** `GET` and `PUT /api/admin/longest-stay`: the longest stay in nights (DECISIONS §14). */
/** The longest stay's bounds, said by code (DECISIONS §17). */
const LONGEST_STAY_MESSAGE = msg(
  'api.stay.longestStay',
  `The longest stay is 1 to ${LONGEST_STAY_LIMIT} nights.`,
  { max: LONGEST_STAY_LIMIT },
);

export const LongestStaySchema = z.object({
  max_stay_nights: z
    .number({ error: LONGEST_STAY_MESSAGE })
    .int(LONGEST_STAY_MESSAGE)
    .min(1, LONGEST_STAY_MESSAGE)
    .max(LONGEST_STAY_LIMIT, LONGEST_STAY_MESSAGE),
});
export type LongestStay = z.infer<typeof LongestStaySchema>;

/** `{id}` of a booking's address. */
export const BookingParamsSchema = idParamsSchema(stayMessages.noBooking);

/** `POST /api/bookings/:id/cancel`: what the member is told. */
export const BookingCancelledSchema = z.object({ message: z.string() });
