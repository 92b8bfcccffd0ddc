import {
  ACCESS_LEVELS,
  displayName,
  memberMessages,
  memberReasons,
  type InviteLevel,
  type Members,
  type MessageText,
  type Standing,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUserById } from '../../db/users.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import { releaseHoldings, type Releasers } from '../../lib/holdings.js';
import { HttpError } from '../../lib/http-error.js';
import { memberMails } from './members.mail.js';
import { listAccounts, restoreAccount, setLevel, suspendAccount } from './members.repository.js';
import { memberOf } from './member-view.js';

type Db = Kysely<Database>;

/** What the members' use cases need of other features (composed in app.ts). */
export interface MemberStays {
  /** Per member: booked stays arriving this year, and requests waiting. */
  countsByMember(db?: Db): Promise<Map<number, { stays: number; pending: number }>>;
  /** What releases each kind of thing an account holds (DECISIONS §22). */
  releasers: Releasers;
}

/**
 * The admins' Members screen (DECISIONS §16): every account, its level changed verified ↔
 * trusted, suspended and restored; the member is mailed on every change.
 */
export function membersService(app: FastifyInstance, stays: MemberStays) {
  /** Every account, with what the admin `adminId` may do with each. */
  async function list(adminId: number): Promise<Members> {
    const [rows, counts] = await Promise.all([listAccounts(app.db), stays.countsByMember()]);
    return { members: rows.map((row) => memberOf(app, row, counts, adminId)) };
  }

  /** The account an admin acts on: a member, never an admin (whose rights come from the config). */
  async function target(id: number, adminMessage: MessageText) {
    const row = await findUserById(app.db, id);
    if (!row) throw new HttpError(404, memberMessages.noMember);
    if (app.isAdmin(row)) throw new HttpError(409, adminMessage);
    return row;
  }

  const stamp = () => app.clock.now().toISOString();

  /** A member (never an admin: `target` refuses them) as they stand before a change. */
  const standingOf = (row: { access_level: string; login_disabled: number }): Standing => ({
    access_level: row.access_level,
    is_admin: false,
    suspended: false,
    login_disabled: row.login_disabled === 1,
  });

  return {
    list,

    /**
     * Verified ↔ trusted, effective at the member's next request. Moved down, in the same
     * transaction (which holds the stays' lock, as every request's save does), everything the
     * new level may not hold is released (DECISIONS §22): requests declined, codes and calendar
     * address voided, ballots, wishes and swap offers withdrawn.
     */
    async setLevel(adminId: number, id: number, level: InviteLevel) {
      const row = await target(id, memberMessages.adminLevel);
      const lower = ACCESS_LEVELS.indexOf(level) < ACCESS_LEVELS.indexOf(row.access_level);
      await unitOfWork(
        app.database,
        async (db) => {
          const at = stamp();
          if (!(await setLevel(db, id, level, at))) return;
          const released = lower
            ? await releaseHoldings(
                db,
                stays.releasers,
                { ...standingOf(row), access_level: level },
                { userId: id, actorId: adminId, stamp: at, reason: memberReasons.noBooking },
              )
            : {};
          await app.queueMail(
            db,
            memberMails.level(row, level, app.config.publicUrl, released.request ?? 0),
          );
        },
        'stays',
      );
      const label = level === 'trusted' ? 'trusted member' : 'verified member';
      return { message: `${displayName(row)} is now a ${label}.`, ...(await list(adminId)) };
    },

    /**
     * Suspends a member: everything the account holds is released in the same transaction
     * (DECISIONS §22): its sessions end at once, its requests are declined "Member suspended"
     * (with the history), its ballots, wishes and swap offers are withdrawn, it cannot log in or
     * reset a password; its approved stays stay on the timeline until an admin ends them.
     */
    async suspend(adminId: number, id: number) {
      if (id === adminId) throw new HttpError(409, memberMessages.notSelf);
      const row = await target(id, memberMessages.notAdmin);
      await unitOfWork(
        app.database,
        async (db) => {
          const at = stamp();
          if (!(await suspendAccount(db, id, at))) return;
          const released = await releaseHoldings(
            db,
            stays.releasers,
            { ...standingOf(row), suspended: true },
            { userId: id, actorId: adminId, stamp: at, reason: memberReasons.suspended },
          );
          await app.queueMail(db, memberMails.suspended(row, released.request ?? 0));
        },
        'stays',
      );
      return { message: `${displayName(row)} is suspended.`, ...(await list(adminId)) };
    },

    /** Opens a suspended account again. */
    async restore(adminId: number, id: number) {
      const row = await target(id, memberMessages.notAdmin);
      await unitOfWork(app.database, async (trx) => {
        if (await restoreAccount(trx, id, stamp())) {
          await app.queueMail(trx, memberMails.restored(row, app.config.publicUrl));
        }
      });
      return { message: `${displayName(row)} can sign in again.`, ...(await list(adminId)) };
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
