import { msg } from '../i18n/said.js';
import {
  MAIL_CHOICES_OF,
  MAIL_KINDS,
  MONEY_MAIL_KINDS,
  type MailChoice,
  type MailKind,
} from '../rules/house.js';
import { z } from '../zod.js';
import {
  CHECKLISTS,
  CHECKLIST_ITEMS_MAX,
  CHECKLIST_NUMBER_MAX,
  CHECKLIST_TEXT_MAX,
  CHECKLIST_UNIT_MAX,
  DEPARTURE_NOTE_MAX,
  HOUSE_NOTE_KINDS,
  HOUSE_NOTE_MAX,
} from '../limits.js';

export type Checklist = (typeof CHECKLISTS)[number];
export type HouseNoteKind = (typeof HOUSE_NOTE_KINDS)[number];

/** What the checklist and house log calls say of what they cannot take (DECISIONS §20). */
export const houseMessages = {
  madeAt: msg('api.house.madeAt', 'When it was done is written as an ISO 8601 time.'),
  clientKey: msg('api.house.clientKey', "A note's key is a UUID."),
  noList: msg('api.checklist.noList', 'There is an arrival and a departure checklist, no other.'),
  itemText: msg('api.checklist.itemText', 'Write what the item asks, such as "Turn on the water".'),
  itemLong: msg('api.checklist.itemLong', `An item is at most ${CHECKLIST_TEXT_MAX} characters.`, {
    max: CHECKLIST_TEXT_MAX,
  }),
  unitLong: msg('api.checklist.unitLong', `A unit is at most ${CHECKLIST_UNIT_MAX} characters.`, {
    max: CHECKLIST_UNIT_MAX,
  }),
  tooMany: msg('api.checklist.tooMany', `A checklist has at most ${CHECKLIST_ITEMS_MAX} items.`, {
    max: CHECKLIST_ITEMS_MAX,
  }),
  unknownItem: msg(
    'api.checklist.unknownItem',
    'One of the items is no longer on the list: load the checklist again.',
  ),
  noStay: msg('api.checklist.noStay', 'No such stay of yours.'),
  number: msg('api.checklist.number', 'This item asks for a number, such as a meter reading.'),
  noteLong: msg(
    'api.checklist.noteLong',
    `A departure note is at most ${DEPARTURE_NOTE_MAX} characters.`,
    {
      max: DEPARTURE_NOTE_MAX,
    },
  ),
  logKind: msg('api.houseLog.kind', 'Say whether something is broken or running low.'),
  logText: msg('api.houseLog.text', 'Write what is broken or running low.'),
  logLong: msg(
    'api.houseLog.long',
    `A note in the house log is at most ${HOUSE_NOTE_MAX} characters.`,
    {
      max: HOUSE_NOTE_MAX,
    },
  ),
  noNote: msg('api.houseLog.none', 'No such note in the house log.'),
  noteDone: msg('api.houseLog.done', 'This note is done: it takes no more photos.'),
} as const;

/** An item of a checklist as the house keeps it. */
export const ChecklistItemSchema = z.object({
  id: z.number(),
  text: z.string(),
  /** The item asks for a number (a meter reading), in `unit`. */
  asks_number: z.boolean(),
  unit: z.string(),
});
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ChecklistParamsSchema = z.object({
  list: z.enum(CHECKLISTS, { error: houseMessages.noList }),
});

/** `PUT /api/admin/checklists/:list`: the list's items in order; those left out come off it. */
export const ChecklistInputSchema = z.object({
  items: z
    .array(
      z.object({
        id: z.number().int().positive().max(2_147_483_647).optional(),
        text: z
          .string({ error: houseMessages.itemText })
          .trim()
          .min(1, houseMessages.itemText)
          .max(CHECKLIST_TEXT_MAX, houseMessages.itemLong),
        asks_number: z.boolean().optional().default(false),
        unit: z
          .string()
          .trim()
          .max(CHECKLIST_UNIT_MAX, houseMessages.unitLong)
          .optional()
          .transform((unit) => unit ?? ''),
      }),
    )
    .max(CHECKLIST_ITEMS_MAX, houseMessages.tooMany),
});
export type ChecklistInput = z.infer<typeof ChecklistInputSchema>;

/** `GET /api/admin/checklists`: both lists. */
export const ChecklistsSchema = z.object({
  arrival: z.array(ChecklistItemSchema),
  departure: z.array(ChecklistItemSchema),
});
export type Checklists = z.infer<typeof ChecklistsSchema>;

/** An item of a booking's run: ticked or not, by whom, when, with its number. */
export const RunItemSchema = ChecklistItemSchema.extend({
  done: z.boolean(),
  value: z.number().nullable(),
  by: z.string().nullable(),
  at: z.string().nullable(),
  /** Ticked or unticked by whoever sees the run: an item since taken off its list is only shown. */
  can: z.object({ tick: z.boolean() }),
});
export type RunItem = z.infer<typeof RunItemSchema>;

const StayLine = z.object({
  id: z.number(),
  /** YYYY/MM/DD. */
  from: z.string(),
  to: z.string(),
  owner: z.string(),
});

export const DepartureNoteSchema = z.object({
  running_low: z.string(),
  broken: z.string(),
  by: z.string(),
  at: z.string(),
});

/** A note of the house log. */
export const HouseNoteSchema = z.object({
  id: z.number(),
  kind: z.enum(HOUSE_NOTE_KINDS),
  text: z.string(),
  by: z.string(),
  at: z.string(),
  done_at: z.string().nullable(),
  /** The photo's address (signed, short-lived), when there is one. */
  photo: z.string().nullable(),
  /** What the one asking may do with it now, as the server will allow it. */
  can: z.object({ done: z.boolean(), photo: z.boolean() }),
});
export type HouseNote = z.infer<typeof HouseNoteSchema>;

/**
 * `GET /api/bookings/:id/checklists`: a booking's runs of both lists, its departure note; what
 * the stay before it left (its note, its readings, what it left unticked); the open house log.
 */
export const StayChecklistsSchema = z.object({
  stay: StayLine,
  arrival: z.array(RunItemSchema),
  departure: z.array(RunItemSchema),
  note: DepartureNoteSchema.nullable(),
  before: z
    .object({
      stay: StayLine,
      /** Whether they used the checklists at all: a tick, a reading or a note. */
      used: z.boolean(),
      note: DepartureNoteSchema.nullable(),
      /** Each reading with the list it was taken on (arrival or departure). */
      readings: z.array(
        z.object({
          list: z.enum(CHECKLISTS),
          text: z.string(),
          value: z.number(),
          unit: z.string(),
        }),
      ),
      unticked: z.array(z.object({ list: z.enum(CHECKLISTS), text: z.string() })),
    })
    .nullable(),
  house_log: z.array(HouseNoteSchema),
});
export type StayChecklists = z.infer<typeof StayChecklistsSchema>;

export const TickParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  list: z.enum(CHECKLISTS, { error: houseMessages.noList }),
  item: z.coerce.number().int().positive().max(2_147_483_647),
});

/** `PUT /api/bookings/:id/checklists/:list/:item`: ticked or not, and the number it asks for. */
export const TickInputSchema = z.object({
  done: z.boolean(),
  value: z
    .number({ error: houseMessages.number })
    .finite(houseMessages.number)
    .min(-CHECKLIST_NUMBER_MAX, houseMessages.number)
    .max(CHECKLIST_NUMBER_MAX, houseMessages.number)
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /**
   * When the tick was made, an ISO 8601 instant: a tick made without a network is sent later
   * with the time it was made (DECISIONS §20, §22). Absent: now.
   */
  made_at: z.iso.datetime({ offset: true, error: houseMessages.madeAt }).optional(),
});
export type TickInput = z.infer<typeof TickInputSchema>;

/**
 * When something was written, an ISO 8601 instant: written without a network, it is sent later
 * with the time it was made (DECISIONS §20, §22). Absent: now.
 */
const MadeAtSchema = z.iso.datetime({ offset: true, error: houseMessages.madeAt }).optional();

/** `PUT /api/bookings/:id/departure-note`. */
export const DepartureNoteInputSchema = z.object({
  running_low: z.string().trim().max(DEPARTURE_NOTE_MAX, houseMessages.noteLong),
  broken: z.string().trim().max(DEPARTURE_NOTE_MAX, houseMessages.noteLong),
  made_at: MadeAtSchema,
});
export type DepartureNoteInput = z.infer<typeof DepartureNoteInputSchema>;

/** `GET /api/at-the-house`: the member's stays from today on, the first the nearest. */
export const AtTheHouseSchema = z.object({ stays: z.array(StayLine) });
export type AtTheHouse = z.infer<typeof AtTheHouseSchema>;

/** `POST /api/house-log`. */
export const HouseNoteInputSchema = z.object({
  kind: z.enum(HOUSE_NOTE_KINDS, { error: houseMessages.logKind }),
  text: z
    .string({ error: houseMessages.logText })
    .trim()
    .min(1, houseMessages.logText)
    .max(HOUSE_NOTE_MAX, houseMessages.logLong),
  made_at: MadeAtSchema,
  /**
   * A key the phone gives the note once, so that a note sent again (its answer lost, or sent
   * after a reload from what the phone kept offline) is kept once.
   */
  client_key: z.uuid({ error: houseMessages.clientKey }).optional(),
});
export type HouseNoteInput = z.infer<typeof HouseNoteInputSchema>;

/** `GET /api/house-log`: the open notes, then those done in the last 30 days. */
export const HouseLogSchema = z.object({ notes: z.array(HouseNoteSchema) });
export type HouseLog = z.infer<typeof HouseLogSchema>;

/** `GET /api/admin/checklist-runs`: the bookings around today with how far their runs got. */
export const ChecklistRunsSchema = z.object({
  runs: z.array(
    z.object({
      stay: StayLine,
      arrival: z.object({ done: z.number(), total: z.number() }),
      departure: z.object({ done: z.number(), total: z.number() }),
      noted: z.boolean(),
    }),
  ),
});
export type ChecklistRuns = z.infer<typeof ChecklistRunsSchema>;

export const NoteParamsSchema = z.object({
  id: z.coerce.number({ error: houseMessages.noNote }).int().positive().max(2_147_483_647),
});

/** What a choice the kind does not offer is told, by what the kind offers. */
const choiceMessages = {
  all: msg('api.mail.choice', 'Choose at once, weekly digest or off for each kind of mail.'),
  timely: msg(
    'api.mail.timely',
    'The day before you arrive and the morning you leave come at once or not at all: a weekly digest could come after them.',
  ),
  money: msg(
    'api.mail.money',
    "The money's mails come at once or not at all: the amounts change as the others pay.",
  ),
} as const;

const choiceMessage = (kind: MailKind) =>
  MAIL_CHOICES_OF[kind].includes('digest')
    ? choiceMessages.all
    : (MONEY_MAIL_KINDS as readonly MailKind[]).includes(kind)
      ? choiceMessages.money
      : choiceMessages.timely;

/**
 * `GET`/`PUT /api/profile/mail-choices`: per kind of mail, the choices that kind offers
 * (`MAIL_CHOICES_OF`): at once, a weekly digest, or off.
 */
export const MailChoicesSchema = z.object({
  choices: z.object(
    Object.fromEntries(
      MAIL_KINDS.map((kind) => [
        kind,
        z.enum(MAIL_CHOICES_OF[kind] as [MailChoice, ...MailChoice[]], {
          error: choiceMessage(kind),
        }),
      ]),
    ) as Record<MailKind, z.ZodEnum<{ now: 'now'; digest: 'digest'; off: 'off' }>>,
  ),
});
export type MailChoices = z.infer<typeof MailChoicesSchema>;
