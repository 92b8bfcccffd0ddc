import {
  addDays,
  fromWireDate,
  meetingMessages,
  STANDARD_ITEMS,
  type Meeting,
  type MeetingInput,
  type Meetings,
  type MeetingSettings,
  type MotionInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readMeetingSettings, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { HttpError } from '../../lib/http-error.js';
import { adminWrite, writeAs, type Caller } from '../../plugins/caller.js';
import { meetingChecks } from './meeting-checks.js';
import { meetingNotice } from './meetings.mail.js';
import { minutesService } from './minutes.service.js';
import {
  allMeetings,
  approve,
  insertMeeting,
  insertMotion,
  isChecker,
  itemsOf,
  publish,
  publishedDecisions,
} from './meetings.repository.js';
import { headOf, presentHistory, presentMeeting, stateOf } from './meetings-view.js';

type Db = Kysely<Database>;

/**
 * The annual meeting (DECISIONS §24): the admins call it at least the set weeks ahead, everyone
 * who may plan stays is sent the notice in their language; members send motions until their day,
 * each on the agenda; from the meeting's day the admins record each decision with the owners'
 * votes (counted by the item's rule, never typed), send the minutes to two checkers, and once both
 * approved the minutes are published and their decisions join the decision history. Every write
 * holds the meetings' lock: an approval never races a decision changed under it.
 */
export function meetingsService(app: FastifyInstance) {
  const { meetingOf, unpublished, planners } = meetingChecks(app);

  const one = async (id: number, caller: Caller): Promise<Meeting> =>
    presentMeeting(app, app.db, await meetingOf(app.db, id), caller);

  const write = <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
    adminWrite(app, caller, work, 'meetings');

  return {
    ...minutesService(app, one),

    async list(): Promise<Meetings> {
      const [meetings, decisions, settings] = await Promise.all([
        allMeetings(app.db),
        publishedDecisions(app.db),
        readMeetingSettings(app.db),
      ]);
      return {
        meetings: meetings.map(headOf),
        decisions: await presentHistory(app.db, decisions),
        notice_weeks: settings.notice_weeks,
      };
    },

    get: one,

    /** An admin calls a meeting; the notice goes out at once, so the day must be far enough. */
    async call(caller: Caller, input: MeetingInput & { place: string; video_link: string }) {
      const day = fromWireDate(input.day);
      const deadline = fromWireDate(input.motion_deadline);
      const today = app.clock.today();
      const id = await write(caller, async (db) => {
        const { notice_weeks: weeks } = await readMeetingSettings(db);
        const earliest = addDays(today, weeks * 7);
        if (day < earliest) throw new HttpError(409, meetingMessages.notice(weeks, earliest));
        if (deadline < today || deadline >= day) {
          throw new HttpError(400, meetingMessages.deadline);
        }
        const made = await insertMeeting(
          db,
          {
            day,
            time: input.time,
            place: input.place,
            video_link: input.video_link,
            motion_deadline: deadline,
            called_by: caller.id,
            called_at: app.clock.now().toISOString(),
          },
          STANDARD_ITEMS,
        );
        const meeting = await meetingOf(db, made);
        for (const reader of await planners(db)) {
          await app.queueMail(db, meetingNotice(reader, meeting, app.config.publicUrl));
        }
        return made;
      });
      return one(id, caller);
    },

    /** A member sends a motion until the last day for motions; it goes before "Other". */
    async motion(caller: Caller, id: number, input: MotionInput) {
      await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          const meeting = await unpublished(db, id);
          if (meeting.sent_at !== null || app.clock.today() > meeting.motion_deadline) {
            throw new HttpError(409, meetingMessages.motionsClosed(meeting.motion_deadline));
          }
          const items = await itemsOf(db, [id]);
          const other = items.find((item) => item.key === 'other' && item.title === null);
          await insertMotion(db, id, other?.position ?? items.length, {
            by: caller.id,
            title: input.title.trim(),
            text: input.text.trim(),
            at: app.clock.now().toISOString(),
          });
        },
        'meetings',
      );
      return one(id, caller);
    },

    /** A checker approves the minutes; the second approval publishes them. */
    async approve(caller: Caller, id: number) {
      await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          const meeting = await unpublished(db, id);
          if (stateOf(meeting) !== 'checking') throw new HttpError(409, meetingMessages.notSent);
          if (!(await isChecker(db, id, caller.id)))
            throw new HttpError(403, meetingMessages.notChecker);
          const at = app.clock.now().toISOString();
          if ((await approve(db, id, caller.id, at)) === 2) await publish(db, id, at);
        },
        'meetings',
      );
      return one(id, caller);
    },

    settings: (): Promise<MeetingSettings> => readMeetingSettings(app.db),

    async setSettings(caller: Caller, input: MeetingSettings): Promise<MeetingSettings> {
      await write(caller, (db) => writeSettings(db, { [settingKeys.meetings]: input }));
      return readMeetingSettings(app.db);
    },
  };
}

export type MeetingsService = ReturnType<typeof meetingsService>;
