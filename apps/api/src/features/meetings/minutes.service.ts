import { meetingMessages, type AgendaInput, type DecisionInput, type Meeting } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';
import { meetingChecks } from './meeting-checks.js';
import { minutesToCheck } from './meetings.mail.js';
import {
  improvementExists,
  itemsOf,
  sendToCheckers,
  voidApprovals,
  writeAgenda,
  writeDecision,
} from './meetings.repository.js';
import { ownersOn } from './meetings-view.js';

type Db = Kysely<Database>;

/**
 * The minutes of a meeting (DECISIONS §24), the admins' part: the agenda kept in order until the
 * minutes go out, each decision recorded from the meeting's day with the owners' votes (a change
 * voids approvals given), and the minutes sent to two checkers.
 */
export function minutesService(
  app: FastifyInstance,
  one: (id: number, caller: Caller) => Promise<Meeting>,
) {
  const { unpublished, held, planners } = meetingChecks(app);
  const write = <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
    adminWrite(app, caller, work, 'meetings');
  return {
    /** An admin reorders, renames, adds or takes off items; a motion stays on the agenda. */
    async agenda(caller: Caller, id: number, input: AgendaInput) {
      await write(caller, async (db) => {
        const meeting = await unpublished(db, id);
        if (meeting.sent_at !== null) throw new HttpError(409, meetingMessages.published);
        const items = await itemsOf(db, [id]);
        const given = (input.items ?? []).map((item) => ({
          id: item.id ?? null,
          title: item.title?.trim() || null,
        }));
        const known = new Set(items.map((item) => item.id));
        const ids = given.flatMap((item) => (item.id === null ? [] : [item.id]));
        if (ids.some((itemId) => !known.has(itemId)) || new Set(ids).size !== ids.length) {
          throw new HttpError(400, meetingMessages.itemUnknown);
        }
        for (const item of items) {
          if (item.motion_title !== null && !ids.includes(item.id)) {
            throw new HttpError(409, meetingMessages.motionKept);
          }
        }
        const titled = given.map((item) => {
          const was = items.find((row) => row.id === item.id);
          // A motion keeps its own title; an item new or written needs one.
          if (was?.motion_title) return { id: item.id, title: null };
          if (item.title === null && (was === undefined || was.key === null)) {
            throw new HttpError(400, meetingMessages.itemTitle);
          }
          return item;
        });
        await writeAgenda(db, id, titled);
      });
      return one(id, caller);
    },

    /** An admin records the decision on an item with the owners' votes; the checkers read anew. */
    async decide(caller: Caller, id: number, itemId: number, input: DecisionInput) {
      await write(caller, async (db) => {
        const meeting = await held(db, id);
        const item = (await itemsOf(db, [id])).find((row) => row.id === itemId);
        if (!item) throw new HttpError(404, meetingMessages.itemUnknown);
        const vote = input.vote ?? null;
        if (vote) {
          const owners = new Set((await ownersOn(db, meeting.day)).map((o) => o.user_id));
          if (vote.votes.some((cast) => !owners.has(cast.user_id))) {
            throw new HttpError(400, meetingMessages.notOwner);
          }
        }
        const improvement = input.improvement_id ?? null;
        if (improvement !== null) {
          if (!(await improvementExists(db, improvement)))
            throw new HttpError(400, meetingMessages.improvement);
        }
        await writeDecision(
          db,
          itemId,
          {
            text: input.text.trim(),
            rule: vote?.rule ?? null,
            basis: vote?.basis ?? null,
            improvement_id: improvement,
            by: caller.id,
            at: app.clock.now().toISOString(),
          },
          vote?.votes ?? [],
        );
        await voidApprovals(db, id);
      });
      return one(id, caller);
    },

    /** The minutes go to two checkers, members who may plan stays now; each is mailed. */
    async send(caller: Caller, id: number, checkers: readonly number[]) {
      await write(caller, async (db) => {
        const meeting = await held(db, id);
        if (!(await itemsOf(db, [id])).some((item) => item.decision !== null)) {
          throw new HttpError(409, meetingMessages.nothingDecided);
        }
        const people = await planners(db, checkers);
        if (people.length !== checkers.length) throw new HttpError(400, meetingMessages.checker);
        await sendToCheckers(db, id, checkers, app.clock.now().toISOString());
        for (const person of people) {
          await app.queueMail(db, minutesToCheck(person, meeting, app.config.publicUrl));
        }
      });
      return one(id, caller);
    },
  };
}
