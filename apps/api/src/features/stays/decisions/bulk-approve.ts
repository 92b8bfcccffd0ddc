import { bulkApprovalOrder, displayName, plural, Refusal } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { inSavepoint, unitOfWork } from '../../../db/unit-of-work.js';
import type { StaysContext } from '../context.js';
import { approveOne, autoRejectedCounts, type Approval } from './approve-one.js';
import { chainPriorityOf } from './chain-priority.js';
import { queueApprovalMails } from './decisions.mail.js';
import { listPendingByIds } from './decisions.repository.js';
import { pendingApprovals } from './pending-approvals.js';

/**
 * Approves the chosen options one after another in bulk approval's order (DECISIONS §9), in
 * one write lock, each in a savepoint: an option an earlier approval of the same call
 * declined, or that can no longer be approved (the app or the database refuses it), is
 * skipped and the rest go on.
 */
export async function bulkApprove(
  app: FastifyInstance,
  context: StaysContext,
  ids: readonly number[],
  actorId: number,
) {
  const { today, stamp } = context.now();
  const unique = [...new Set(ids)];
  const approvals = await unitOfWork(
    app.database,
    async (db) => {
      const rows = await listPendingByIds(db, unique);
      const ordered = bulkApprovalOrder(
        rows.map((row) => ({ ...row, chain_priority: chainPriorityOf(row, app.isAdmin) })),
      );
      const done: Approval[] = [];
      for (const row of ordered) {
        try {
          done.push(
            await inSavepoint(db, () => approveOne(app, db, row.id, today, stamp, actorId)),
          );
        } catch (error) {
          // Any refusal of one option (both error types: `HttpError` is a `Refusal`) skips it;
          // the rest of the bulk approval goes on.
          if (!(error instanceof Refusal && error.statusCode === 409)) throw error;
        }
      }
      await queueApprovalMails(app, db, done);
      return done;
    },
    'stays',
  );
  // Each option is counted once: approved, declined by one of the approvals, or skipped.
  const declined = approvals.flatMap((a) => [...a.samePlan, ...a.conflicting]);
  const declinedIds = new Set(declined.map((d) => d.option.id));
  const approvedIds = new Set(approvals.map((a) => a.approved.id));
  const skipped = unique.filter((id) => !approvedIds.has(id) && !declinedIds.has(id));
  return {
    message: `${plural(approvals.length, 'stay', 'stays')} approved.`,
    approved_count: approvals.length,
    skipped_count: skipped.length,
    ...autoRejectedCounts(approvals),
    declined_members: [...new Set(declined.map((d) => displayName(d.option)))].sort((a, b) =>
      a.localeCompare(b, 'sv'),
    ),
    pending: await pendingApprovals(app),
  };
}
