import { ADMIN_ABILITIES, isIn, ownWords, type Reason } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { HttpError } from '../../../lib/http-error.js';
import { bookingLife } from '../bookings/booking-life.js';
import type { Caller, StaysContext } from '../context.js';
import { findOption } from '../planning/planning.repository.js';
import { stayErrors } from '../stays.policy.js';
import { approveOne, autoRejectedCounts } from './approve-one.js';
import { bulkApprove } from './bulk-approve.js';
import { declinedMail, decisionNotice, queueApprovalMails } from './decisions.mail.js';
import { declineBooked, endStay } from './end-stay.js';
import { countPending, listPendingOfMember } from './decisions.repository.js';
import { pendingApprovals } from './pending-approvals.js';

type Db = Kysely<Database>;

/**
 * The admins' decisions (DECISIONS §9): the approval panel, approving one or many, declining,
 * and the house declining what a member's standing no longer allows. Each decision runs in one
 * unit of work holding the stays' lock before it reads anything, so no two interleave; its mail
 * is queued in it (the outbox).
 */
export function decisionsService(app: FastifyInstance, context: StaysContext) {
  const life = bookingLife(app.jobs);
  return {
    /** The approval panel (the approvals view). */
    pendingApprovals: (db: Db = app.db) => pendingApprovals(app, db),

    /**
     * The requests of a member who can no longer book (suspended, moved down a level): every
     * pending option declined with `reason`, inside the caller's transaction (which holds the
     * stays' lock). Answers how many.
     */
    async declineRequestsOf(
      db: Db,
      userId: number,
      actorId: number,
      stamp: string,
      reason: Reason,
    ) {
      const ids = (await listPendingOfMember(db, userId)).map((row) => row.id);
      return life.decide(db, ids, { change: 'declineMember', reason, stamp, actorId });
    },

    /** Approves a pending option; answers the counts and the approval panel after it. */
    async approve(optionId: number, actorId: number) {
      const { today, stamp } = context.now();
      const approval = await unitOfWork(
        app.database,
        async (db) => {
          const done = await approveOne(app, db, optionId, today, stamp, actorId);
          await queueApprovalMails(app, db, [done]);
          return done;
        },
        'stays',
      );
      return {
        message: 'Stay approved.',
        ...autoRejectedCounts([approval]),
        pending: await pendingApprovals(app),
      };
    },

    /**
     * Declines a pending option, or a booked one, with the admin's reason (DECISIONS §9, §14): a
     * booked stay's dates are free at once. The owner is mailed, in the same transaction.
     */
    async decline(optionId: number, reason: string, actorId: number) {
      const { stamp } = context.now();
      await unitOfWork(
        app.database,
        async (db) => {
          const found = await findOption(db, optionId);
          if (!found) throw new HttpError(404, stayErrors.noOption);
          if (!ADMIN_ABILITIES[found.status].decline) {
            throw new HttpError(409, stayErrors.notDeclinable);
          }
          const given = ownWords(reason);
          if (!isIn('waiting', found.status)) {
            await declineBooked(app, db, found, { reason: given, stamp, actorId });
            return;
          }
          await life.decide(db, [found.id], { change: 'decline', reason: given, stamp, actorId });
          await app.notify(
            db,
            decisionNotice(
              found.owner_id,
              declinedMail([{ option: found, reason: given }], app.config.publicUrl),
              `${found.id}`,
            ),
          );
        },
        'stays',
      );
      return { message: 'Stay declined.', pending: await pendingApprovals(app) };
    },

    /** Approves the chosen options in bulk approval's order (DECISIONS §9): `bulk-approve.ts`. */
    bulkApprove: (ids: readonly number[], actorId: number) =>
      bulkApprove(app, context, ids, actorId),

    /** An admin ends any stay the house holds: `end-stay.ts`. */
    endStay: (caller: Caller, bookingId: number, reason: string) =>
      endStay(app, context, caller, bookingId, reason),

    /** Requests waiting for an admin (the hub's count). */
    async waitingCount() {
      return countPending(app.db, app.clock.today());
    },
  };
}

export type DecisionsService = ReturnType<typeof decisionsService>;
