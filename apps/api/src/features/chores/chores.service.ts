import {
  accessFlags,
  choreMessages,
  fromWireDate,
  rruleOf,
  type Chore,
  type ChoreInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUsersByIds } from '../../db/users.repository.js';
import { HttpError } from '../../lib/http-error.js';
import type { Releaser } from '../../lib/holdings.js';
import { adminWrite, writeAs, type Caller } from '../../plugins/caller.js';
import { remindChores } from './chore-reminders.js';
import { presentChores, type ChoreRow } from './chores-view.js';
import { passTurn, type OccurrenceRow } from './pass-turn.js';
import { giveOutChores } from './give-out-chores.js';
import {
  activeChores,
  endChore,
  findChore,
  findOccurrence,
  insertChore,
  markDone,
  openTurnsOf,
} from './chores.repository.js';

type Db = Kysely<Database>;

/**
 * Recurring chores (DECISIONS §24): the admins make one with its rule and who takes turns; its
 * occurrences are given out in turn ahead of their days; the one whose turn it is marks it done
 * or passes it on to the next (who is then owed a turn); reminded on the day by the mail choices.
 */
export function choresService(app: FastifyInstance) {
  const present = (db: Db, chores: readonly ChoreRow[], caller: Caller) =>
    presentChores(app, db, chores, caller);

  const one = async (id: number, caller: Caller) =>
    (await present(app.db, [(await findChore(app.db, id))!], caller))[0]!;

  /** An open occurrence of a chore not ended, or the refusal. */
  async function openOccurrence(db: Db, id: number) {
    const occurrence = await findOccurrence(db, id);
    const chore = occurrence && (await findChore(db, occurrence.chore_id));
    if (!occurrence || !chore || chore.ended_at !== null) {
      throw new HttpError(404, choreMessages.noOccurrence);
    }
    if (occurrence.done_at !== null) throw new HttpError(409, choreMessages.done);
    return occurrence;
  }

  const passTo = (db: Db, occurrence: OccurrenceRow, also: (member: number) => boolean) =>
    passTurn(app, db, occurrence, also);

  return {
    async list(caller: Caller): Promise<Chore[]> {
      return present(app.db, await activeChores(app.db), caller);
    },

    /** An admin makes a chore; its first occurrences are given out at once. */
    async create(caller: Caller, input: ChoreInput & { months: number[] }): Promise<Chore> {
      const id = await adminWrite(app, caller, async (db) => {
        const rows = await findUsersByIds(db, input.members);
        const ok = (id: number) => {
          const row = rows.find((found) => found.id === id);
          return (
            row !== undefined &&
            row.suspended_at === null &&
            accessFlags(row.access_level, app.isAdmin(row)).can_access_booking
          );
        };
        if (!input.members.every(ok)) throw new HttpError(400, choreMessages.noMember);
        return insertChore(
          db,
          {
            title: input.title,
            rrule: rruleOf(input),
            starts: fromWireDate(input.starts),
            createdBy: caller.id,
            createdAt: app.clock.now().toISOString(),
          },
          input.members,
        );
      });
      await giveOutChores(app);
      return one(id, caller);
    },

    /** An admin ends a chore: no more occurrences, none of it shown. */
    async end(caller: Caller, id: number): Promise<void> {
      await adminWrite(app, caller, async (db) => {
        if (!(await findChore(db, id))) throw new HttpError(404, choreMessages.none);
        await endChore(db, id, app.clock.now().toISOString());
      });
    },

    /** Its doer (or an admin) marks an occurrence done. */
    async done(caller: Caller, id: number): Promise<Chore> {
      const choreId = await writeAs(app, caller, 'booking', async (db) => {
        const occurrence = await openOccurrence(db, id);
        if (occurrence.doer !== caller.id && !caller.is_admin) {
          throw new HttpError(403, choreMessages.notYours);
        }
        await markDone(db, id, caller.id, app.clock.now().toISOString());
        return occurrence.chore_id;
      });
      return one(choreId, caller);
    },

    /** Its doer passes an occurrence on to the next in turn who may take it; they are owed one. */
    async pass(caller: Caller, id: number): Promise<Chore> {
      const choreId = await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          const occurrence = await openOccurrence(db, id);
          if (occurrence.doer !== caller.id) throw new HttpError(403, choreMessages.notYours);
          if (!(await passTo(db, occurrence, (member) => member !== caller.id))) {
            throw new HttpError(409, choreMessages.nobodyLeft);
          }
          return occurrence.chore_id;
        },
        'work',
      );
      return one(choreId, caller);
    },

    /** A suspension or a move down: the member's turns to come pass on (DECISIONS §22). */
    releaseChoresOf: (async (db, { userId }) => {
      let passed = 0;
      for (const occurrence of await openTurnsOf(db, userId, app.clock.today())) {
        if (await passTo(db, occurrence, (member) => member !== userId)) passed += 1;
      }
      return passed;
    }) satisfies Releaser,

    giveOut: () => giveOutChores(app),
    remind: () => remindChores(app),
  };
}

export type ChoresService = ReturnType<typeof choresService>;
