import { meetingMessages } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { plannersNow } from '../../lib/access-now.js';
import { HttpError } from '../../lib/http-error.js';
import { findMeeting } from './meetings.repository.js';
import type { MeetingRow } from './meetings-view.js';

type Db = Kysely<Database>;

/** The checks every meeting write makes first: the meeting, how far it has come, who may act. */
export function meetingChecks(app: FastifyInstance) {
  /** Members who may plan stays now: who is sent the notice and who may check the minutes. */
  const planners = (db: Db, ids?: readonly number[]) => plannersNow(app, db, ids);

  async function meetingOf(db: Db, id: number): Promise<MeetingRow> {
    const meeting = await findMeeting(db, id);
    if (!meeting) throw new HttpError(404, meetingMessages.none);
    return meeting;
  }

  /** The meeting while its minutes may still change. */
  async function unpublished(db: Db, id: number): Promise<MeetingRow> {
    const meeting = await meetingOf(db, id);
    if (meeting.published_at !== null) throw new HttpError(409, meetingMessages.published);
    return meeting;
  }

  /** The meeting from its day on, its minutes not yet published. */
  async function held(db: Db, id: number): Promise<MeetingRow> {
    const meeting = await unpublished(db, id);
    if (app.clock.today() < meeting.day) throw new HttpError(409, meetingMessages.notYet);
    return meeting;
  }

  return { meetingOf, unpublished, held, planners };
}
