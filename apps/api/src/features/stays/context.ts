import { hasName, nameRequired, Refusal, type Access, type Viewer } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { writeAs, type Caller } from '../../plugins/caller.js';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readPlanningSettings } from '../../db/settings.repository.js';

type Db = Kysely<Database>;

export { callerOf, type Caller } from '../../plugins/caller.js';

export const viewerOf = (caller: Caller): Viewer => ({
  user_id: caller.id,
  is_admin: caller.is_admin,
});

/**
 * What the stays' use cases share (planning, decisions, bookings): the app's day and stamp, the
 * house's planning settings, and how a member's own write runs.
 */
export function staysContext(app: FastifyInstance) {
  /** The planning horizon (null when none is set) and the longest stay (MAX_STAY_NIGHTS unset). */
  const planningSettings = async (db: Db = app.db) => {
    const stored = await readPlanningSettings(db);
    return {
      horizon: stored.horizon ?? null,
      maxStayNights: stored.maxStayNights ?? app.config.maxStayNights,
      fee: stored.fee,
      beds: stored.beds,
    };
  };
  /**
   * A write in the stays' lock by a caller whose `access` is read again inside it first; one that
   * makes something other members see needs a name too (DECISIONS §22).
   */
  const checkedWrite = <T>(
    caller: Caller,
    access: Access,
    work: (db: Db) => Promise<T>,
    seen: boolean,
  ) =>
    writeAs(
      app,
      caller,
      access,
      async (db, now) => {
        if (seen && !hasName(now.row)) throw new Refusal(409, nameRequired);
        return work(db);
      },
      'stays',
    );
  return {
    now: () => ({ today: app.clock.today(), stamp: app.clock.now().toISOString() }),

    /** The planning horizon and the longest stay, in one read. */
    planningSettings,

    /** The planning horizon (YYYY-MM-DD), or null when none is set. */
    horizon: async (db: Db = app.db) => (await planningSettings(db)).horizon,

    /** The longest stay in nights: the house's setting, else MAX_STAY_NIGHTS (DECISIONS §14). */
    maxStayNights: async (db: Db = app.db) => (await planningSettings(db)).maxStayNights,

    /**
     * A member's own write (a save, a ballot, an offer), in the stays' write lock, with the
     * member read again inside it: a suspension or a level taken away (which take the same lock)
     * either came first, and the write is refused as a new request would be, or comes after, and
     * decides what the write made (DECISIONS §16, §22). What it makes is seen by other members
     * with the member's name, so a member without one is asked for it first.
     */
    memberWrite: <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
      checkedWrite(caller, 'booking', work, true),

    /**
     * A member's write that takes something back and makes nothing others see (a cancellation, a
     * removal, a withdrawal, a "no thanks"): the same, without asking for a name.
     */
    memberUndo: <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
      checkedWrite(caller, 'booking', work, false),

    /** An admin's write, the same way: in the stays' lock, with the admin read again inside it. */
    adminWrite: <T>(caller: Caller, work: (db: Db) => Promise<T>) =>
      checkedWrite(caller, 'admin', work, false),
  };
}

export type StaysContext = ReturnType<typeof staysContext>;
