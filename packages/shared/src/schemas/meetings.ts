import { msg, said, type Said } from '../i18n/said.js';
import {
  AGENDA_MAX,
  DECISION_TEXT_MAX,
  ITEM_TITLE_MAX,
  MOTION_TEXT_MAX,
  NOTICE_WEEKS_MAX,
  NOTICE_WEEKS_MIN,
  PLACE_MAX,
  STANDARD_ITEMS,
  VOTE_BASES,
  VOTE_CHOICES,
  VOTE_RULES,
} from '../rules/meetings.js';
import { z } from '../zod.js';
import { idParamsSchema, idSchema } from './fields.js';
import { WireDateSchema } from './stays.js';

/** What the meetings' calls say (DECISIONS §24). */
export const meetingMessages = {
  time: msg('api.meeting.time', 'Give the time as HH:MM, from 00:00 to 23:59.'),
  place: msg('api.meeting.place', `Give a place of at most ${PLACE_MAX} characters.`, {
    max: PLACE_MAX,
  }),
  link: msg('api.meeting.link', 'A video link is an https address.'),
  where: msg('api.meeting.where', 'Give the place, a video link, or both.'),
  notice: (weeks: number, earliestDay: string): Said =>
    said(
      'api.meeting.notice',
      `The notice must go out at least ${weeks} weeks before the meeting: the earliest day is ${earliestDay}.`,
      { weeks, earliestDay },
    ),
  deadline: msg(
    'api.meeting.deadline',
    'The last day for motions is from today up to the day before the meeting.',
  ),
  none: msg('api.meeting.none', 'No such meeting.'),
  motionsClosed: (closedDay: string): Said =>
    said('api.meeting.motionsClosed', `Motions for this meeting closed on ${closedDay}.`, {
      closedDay,
    }),
  motionTitle: msg(
    'api.meeting.motionTitle',
    `Give the motion a title of at most ${ITEM_TITLE_MAX} characters.`,
    { max: ITEM_TITLE_MAX },
  ),
  motionText: msg(
    'api.meeting.motionText',
    `Say what the motion proposes, in at most ${MOTION_TEXT_MAX} characters.`,
    { max: MOTION_TEXT_MAX },
  ),
  agenda: msg('api.meeting.agenda', `An agenda has from 1 to ${AGENDA_MAX} items.`, {
    max: AGENDA_MAX,
  }),
  itemTitle: msg(
    'api.meeting.itemTitle',
    `Give each item a title of at most ${ITEM_TITLE_MAX} characters.`,
    { max: ITEM_TITLE_MAX },
  ),
  itemUnknown: msg('api.meeting.itemUnknown', 'That item is not on this meeting’s agenda.'),
  motionKept: msg(
    'api.meeting.motionKept',
    'A motion stays on the agenda: move it, but do not take it off.',
  ),
  published: msg(
    'api.meeting.published',
    'The minutes of this meeting are published and no longer change.',
  ),
  notYet: msg('api.meeting.notYet', 'Decisions are recorded from the day of the meeting.'),
  decision: msg(
    'api.meeting.decision',
    `Write the decision in at most ${DECISION_TEXT_MAX} characters.`,
    { max: DECISION_TEXT_MAX },
  ),
  rule: msg('api.meeting.rule', 'Choose how the item is decided.'),
  vote: msg('api.meeting.vote', 'Each owner votes yes, no or abstains, once.'),
  notOwner: msg('api.meeting.notOwner', 'Only the owners on the day of the meeting vote.'),
  improvement: msg('api.meeting.improvement', 'Link the item to an improvement the house has.'),
  checkers: msg('api.meeting.checkers', 'Choose two different members to check the minutes.'),
  checker: msg('api.meeting.checker', 'A checker is a member who may plan stays now.'),
  nothingDecided: msg(
    'api.meeting.nothingDecided',
    'Record at least one decision before the minutes go to the checkers.',
  ),
  notChecker: msg('api.meeting.notChecker', 'Only the two checkers approve the minutes.'),
  notSent: msg('api.meeting.notSent', 'The minutes have not gone to the checkers yet.'),
  noticeWeeks: msg(
    'api.meeting.noticeWeeks',
    `The notice goes out from ${NOTICE_WEEKS_MIN} to ${NOTICE_WEEKS_MAX} weeks ahead.`,
    { min: NOTICE_WEEKS_MIN, max: NOTICE_WEEKS_MAX },
  ),
} as const;

const TimeSchema = z
  .string({ error: meetingMessages.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, meetingMessages.time);

const text = (max: number, message: string, min = 1) =>
  z.string({ error: message }).trim().min(min, message).max(max, message);

/** `POST /api/admin/meetings`: the day, time and place (or video link), and the last day for motions. */
export const MeetingInputSchema = z
  .object({
    /** YYYY/MM/DD. */
    day: WireDateSchema,
    time: TimeSchema,
    place: text(PLACE_MAX, meetingMessages.place, 0).default(''),
    video_link: z
      .string({ error: meetingMessages.link })
      .trim()
      .max(500, meetingMessages.link)
      .refine((link) => link === '' || /^https:\/\/[^\s"'<>]+$/.test(link), meetingMessages.link)
      .default(''),
    /** YYYY/MM/DD. */
    motion_deadline: WireDateSchema,
  })
  .refine((input) => input.place !== '' || input.video_link !== '', {
    message: meetingMessages.where,
    path: ['place'],
  });
export type MeetingInput = z.input<typeof MeetingInputSchema>;

export const MeetingParamsSchema = idParamsSchema(meetingMessages.none);
export const MeetingItemParamsSchema = MeetingParamsSchema.extend({
  item: idParamsSchema(meetingMessages.itemUnknown).shape.id,
});

/** `POST /api/meetings/:id/motions`: a member's motion. */
export const MotionInputSchema = z.object({
  title: text(ITEM_TITLE_MAX, meetingMessages.motionTitle),
  text: text(MOTION_TEXT_MAX, meetingMessages.motionText),
});
export type MotionInput = z.input<typeof MotionInputSchema>;

/**
 * `PUT /api/admin/meetings/:id/agenda`: the whole agenda in its new order. An item kept names its
 * id; a title of null keeps a usual item's own title (shown in each reader's language).
 */
export const AgendaInputSchema = z.object({
  items: z
    .array(
      z.object({
        id: idSchema(meetingMessages.itemUnknown).nullable().default(null),
        title: text(ITEM_TITLE_MAX, meetingMessages.itemTitle).nullable().default(null),
      }),
      { error: meetingMessages.agenda },
    )
    .min(1, meetingMessages.agenda)
    .max(AGENDA_MAX, meetingMessages.agenda),
});
export type AgendaInput = z.input<typeof AgendaInputSchema>;

/** `PUT /api/admin/meetings/:id/items/:item`: the decision on an item, and the owners' votes if voted. */
export const DecisionInputSchema = z.object({
  text: text(DECISION_TEXT_MAX, meetingMessages.decision),
  vote: z
    .object({
      rule: z.enum(VOTE_RULES, { error: meetingMessages.rule }),
      basis: z.enum(VOTE_BASES, { error: meetingMessages.rule }),
      votes: z
        .array(
          z.object({
            user_id: idSchema(meetingMessages.vote),
            vote: z.enum(VOTE_CHOICES, { error: meetingMessages.vote }),
          }),
          { error: meetingMessages.vote },
        )
        .max(200, meetingMessages.vote)
        .refine(
          (votes) => new Set(votes.map((v) => v.user_id)).size === votes.length,
          meetingMessages.vote,
        ),
    })
    .nullable()
    .default(null),
  improvement_id: idSchema(meetingMessages.improvement).nullable().default(null),
});
export type DecisionInput = z.input<typeof DecisionInputSchema>;

/** `POST /api/admin/meetings/:id/minutes`: the minutes go to these two checkers. */
export const CheckersInputSchema = z.object({
  checkers: z
    .array(idSchema(meetingMessages.checkers), { error: meetingMessages.checkers })
    .length(2, meetingMessages.checkers)
    .refine(([a, b]) => a !== b, meetingMessages.checkers),
});

/** `PUT /api/admin/meeting-settings`. */
export const MeetingSettingsSchema = z.object({
  notice_weeks: z
    .number({ error: meetingMessages.noticeWeeks })
    .int(meetingMessages.noticeWeeks)
    .min(NOTICE_WEEKS_MIN, meetingMessages.noticeWeeks)
    .max(NOTICE_WEEKS_MAX, meetingMessages.noticeWeeks),
});
export type MeetingSettings = z.infer<typeof MeetingSettingsSchema>;

const TallySchema = z.object({
  yes: z.number(),
  no: z.number(),
  abstain: z.number(),
  absent: z.number(),
  carried: z.boolean(),
});

const PersonSchema = z.object({ user_id: z.number(), name: z.string() });

/** A decision as the minutes show it: the text, and the vote counted by its rule. */
const DecisionSchema = z.object({
  text: z.string(),
  vote: z
    .object({
      rule: z.enum(VOTE_RULES),
      basis: z.enum(VOTE_BASES),
      votes: z.array(PersonSchema.extend({ vote: z.enum(VOTE_CHOICES) })),
      tally: TallySchema,
    })
    .nullable(),
  improvement: z.object({ id: z.number(), title: z.string() }).nullable(),
});

/** An item of the agenda: a usual one (by its key), one an admin wrote, or a motion. */
const ItemSchema = z.object({
  id: z.number(),
  /** A usual item's key, shown in the reader's language unless the admins gave it a title. */
  key: z.enum(STANDARD_ITEMS).nullable(),
  title: z.string().nullable(),
  motion: z.object({ by: PersonSchema, title: z.string(), text: z.string() }).nullable(),
  decision: DecisionSchema.nullable(),
});
export type MeetingItem = z.infer<typeof ItemSchema>;

export const MEETING_STATES = ['called', 'checking', 'published'] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

const MeetingHeadSchema = z.object({
  id: z.number(),
  /** YYYY/MM/DD. */
  day: z.string(),
  time: z.string(),
  place: z.string(),
  video_link: z.string(),
  /** YYYY/MM/DD: the last day motions are taken. */
  motion_deadline: z.string(),
  state: z.enum(MEETING_STATES),
});

/** A meeting as its page shows it. */
export const MeetingSchema = MeetingHeadSchema.extend({
  items: z.array(ItemSchema),
  /** The owners on the meeting's day, with their shares (hundredths of a percent). */
  owners: z.array(PersonSchema.extend({ hundredths: z.number() })),
  checkers: z.array(PersonSchema.extend({ approved: z.boolean() })),
  /** ISO instant, once both checkers approved. */
  published_at: z.string().nullable(),
  /** What the reader may do now. */
  can: z.object({
    motion: z.boolean(),
    edit_agenda: z.boolean(),
    record: z.boolean(),
    send: z.boolean(),
    approve: z.boolean(),
  }),
});
export type Meeting = z.infer<typeof MeetingSchema>;

export const MeetingResponseSchema = z.object({ meeting: MeetingSchema });
export type MeetingResponse = z.infer<typeof MeetingResponseSchema>;

/** A decision in the decision history: from published minutes, the newest meeting first. */
export const HistoryDecisionSchema = z.object({
  meeting_id: z.number(),
  day: z.string(),
  item: ItemSchema.pick({ key: true, title: true }),
  decision: DecisionSchema,
});
export type HistoryDecision = z.infer<typeof HistoryDecisionSchema>;

/** `GET /api/meetings`: the meetings, the latest first, and the decision history. */
export const MeetingsSchema = z.object({
  meetings: z.array(MeetingHeadSchema),
  decisions: z.array(HistoryDecisionSchema),
  notice_weeks: z.number(),
});
export type Meetings = z.infer<typeof MeetingsSchema>;
