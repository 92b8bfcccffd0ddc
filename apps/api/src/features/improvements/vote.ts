import { voteChange, voteLimits, type VoteType } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { asImprovement, fromFlag } from './improvements.presenter.js';
import { findImprovement, listVotesOf, setVote } from './improvements.repository.js';
import { view, NO_SUCH_IMPROVEMENT, type Viewer } from './improvements-view.js';

/**
 * A vote (DECISIONS §8): the same direction again withdraws it, the other way moves it, a new
 * one needs allowance left. Reading the allowance and writing the vote happen under one lock:
 * of many clicks at once, each sees the votes the one before it left. Answers the view after.
 */
export function vote(
  app: FastifyInstance,
  viewer: Viewer,
  improvementId: number,
  clicked: VoteType,
) {
  return unitOfWork(
    app.database,
    async (db) => {
      const improvement = await findImprovement(db, improvementId);
      if (!improvement) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      const votes = (await listVotesOf(db, viewer.id)).map((row) => ({
        improvement_id: row.improvement_id,
        vote_type: row.vote_type,
        improvement: {
          id: row.improvement_id,
          is_active: fromFlag(row.is_active),
          is_done: fromFlag(row.is_done),
        },
      }));
      const current = votes.find((v) => v.improvement_id === improvement.id)?.vote_type;
      const change = voteChange(
        asImprovement(improvement),
        current ?? null,
        clicked,
        voteLimits(votes),
      );
      if (change.kind === 'refused') throw new HttpError(409, change.message);
      await setVote(db, {
        userId: viewer.id,
        improvementId: improvement.id,
        type: change.next,
        stamp: app.clock.now().toISOString(),
      });
      const message =
        change.kind === 'withdraw'
          ? 'Vote withdrawn.'
          : change.kind === 'move'
            ? 'Vote moved.'
            : 'Vote recorded.';
      return { message, ...(await view(db, viewer)) };
    },
    'votes',
  );
}
