import {
  DonationSummarySchema,
  fundingGoal,
  improvementMessages,
  ImprovementParamsSchema,
  ImprovementsResponseSchema,
  orderImprovements,
  progressPercentage,
  voteChange,
  voteLimits,
  VoteRequestSchema,
  VoteResponseSchema,
  type Improvement,
  type VoteType,
} from '@stuga/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSetting, settingKeys } from '../../db/settings.repository.js';
import { withWriteLock } from '../../db/write-lock.js';
import { HttpError } from '../../lib/http-error.js';
import { presentImprovement } from './improvements.presenter.js';
import {
  findImprovement,
  listImprovements,
  listVotesOf,
  setVote,
  sumVerifiedDonations,
} from './improvements.repository.js';

export const NO_SUCH_IMPROVEMENT = improvementMessages.noImprovement;

/** A member's votes as the allowance rules read them. */
const asVotes = (rows: Awaited<ReturnType<typeof listVotesOf>>) =>
  rows.map((row) => ({
    improvement_id: row.improvement_id,
    vote_type: row.vote_type,
    improvement: {
      id: row.improvement_id,
      is_active: row.is_active === 1,
      is_done: row.is_done === 1,
    },
  }));

/** The improvements, in SPEC's order (§4), with the funding goal among them. */
export const ordered = (improvements: Improvement[]) =>
  orderImprovements(improvements, fundingGoal(improvements)?.id ?? null);

/** House improvements for everyone, voting for members, and the donation summary (SPEC §7). */
export const improvementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/improvements',
    {
      config: { access: 'public' },
      schema: {
        tags: ['improvements'],
        summary: "Active improvements, and a signed-in caller's votes and allowance",
        response: { 200: ImprovementsResponseSchema },
      },
    },
    async (request) => {
      const rows = await listImprovements(app.db);
      if (!request.user)
        return { improvements: ordered(rows.map((row) => presentImprovement(row))) };
      const votes = asVotes(await listVotesOf(app.db, request.user.row.id));
      const mine = new Map<number, VoteType>(votes.map((v) => [v.improvement_id, v.vote_type]));
      return {
        improvements: ordered(rows.map((row) => presentImprovement(row, mine.get(row.id) ?? null))),
        user_vote_limits: voteLimits(votes),
      };
    },
  );

  app.post(
    '/improvements/:id/vote',
    {
      config: { access: 'verified' },
      schema: {
        tags: ['improvements'],
        summary: 'Vote up or down; the same again withdraws it, the other way moves it',
        params: ImprovementParamsSchema,
        body: VoteRequestSchema,
        response: { 200: VoteResponseSchema },
      },
    },
    async (request) => {
      const userId = request.user!.row.id;
      const clicked = request.body.vote_type;
      // Reading the allowance and writing the vote happen under one lock: of many clicks at
      // once, each sees the votes the one before it left.
      return withWriteLock(
        app.database,
        async (db) => {
          const improvement = await findImprovement(db, request.params.id);
          if (!improvement) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
          const votes = asVotes(await listVotesOf(db, userId));
          const current = votes.find((v) => v.improvement_id === improvement.id)?.vote_type ?? null;
          const change = voteChange(
            {
              id: improvement.id,
              is_active: improvement.is_active === 1,
              is_done: improvement.is_done === 1,
            },
            current,
            clicked,
            voteLimits(votes),
          );
          if (change.kind === 'refused') throw new HttpError(409, change.message);
          await setVote(db, {
            userId,
            improvementId: improvement.id,
            type: change.next,
            stamp: app.clock.now().toISOString(),
          });
          const after = asVotes(await listVotesOf(db, userId));
          return {
            message:
              change.kind === 'withdraw'
                ? 'Vote withdrawn.'
                : change.kind === 'move'
                  ? 'Vote moved.'
                  : 'Vote recorded.',
            improvement: presentImprovement(
              (await findImprovement(db, improvement.id))!,
              change.next,
            ),
            user_vote_limits: voteLimits(after),
          };
        },
        'votes',
      );
    },
  );

  app.get(
    '/donations',
    {
      config: { access: 'public' },
      schema: {
        tags: ['improvements'],
        summary: 'Verified donations so far against the funding goal, and how to give',
        response: { 200: DonationSummarySchema },
      },
    },
    async () => {
      const [total, rows, payment] = await Promise.all([
        sumVerifiedDonations(app.db),
        listImprovements(app.db),
        readSetting<{ apps: string[]; phone: string }>(app.db, settingKeys.donationPayment),
      ]);
      const goal = fundingGoal(rows.map((row) => presentImprovement(row)));
      return {
        total_donations: total,
        highest_voted_price: goal?.price ?? null,
        highest_voted_improvement: goal ? { id: goal.id, title: goal.title } : null,
        progress_percentage: progressPercentage(total, goal?.price ?? null),
        payment: payment ?? null,
      };
    },
  );
};
