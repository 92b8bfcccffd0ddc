import {
  fundingGoal,
  hasAccess,
  improvementsView,
  improvementMessages,
  withTotalVotes,
  type AccessHolder,
  type DonationInputSchema,
  type ImprovementInputSchema,
  type Payment,
  type Voter,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys } from '../../db/settings.repository.js';
import { asImprovement } from './improvements.presenter.js';
import { donationTotals, listImprovements, listVotesOf } from './improvements.repository.js';

type Db = Kysely<Database>;
export type ImprovementInput = z.output<typeof ImprovementInputSchema>;
export type DonationInput = z.output<typeof DonationInputSchema>;

/** Who is looking: an account (or none), as the improvements view needs to know it. */
export interface Viewer {
  id: number;
  access: AccessHolder;
}

export const NO_SUCH_IMPROVEMENT = improvementMessages.noImprovement;
export const NO_SUCH_DONATION = improvementMessages.noDonation;

export const voterOf = (viewer: Viewer | null): Voter =>
  !viewer ? 'visitor' : hasAccess(viewer.access, 'verified') ? 'member' : 'unverified';

/** The improvements view for a viewer (members also see how to pay), read in `db`. */
export async function view(db: Db, viewer: Viewer | null) {
  const voter = voterOf(viewer);
  const [rows, votes, donations, payment] = await Promise.all([
    listImprovements(db),
    voter === 'member' ? listVotesOf(db, viewer!.id) : [],
    donationTotals(db),
    viewer ? readSetting<Payment>(db, settingKeys.donationPayment) : undefined,
  ]);
  return {
    ...improvementsView({
      improvements: rows.map(asImprovement),
      voter,
      votes: new Map(votes.map((vote) => [vote.improvement_id, vote.vote_type])),
      donations,
    }),
    payment: payment ?? null,
  };
}

/** The funding goal as it stands in `db` (DECISIONS §8). */
export async function currentGoal(db: Db) {
  return fundingGoal((await listImprovements(db)).map((row) => withTotalVotes(asImprovement(row))));
}

/** Every improvement, active or not, in SPEC's order: what every admin call answers. */
export async function adminList(app: FastifyInstance, message?: string) {
  const all = improvementsView({
    improvements: (await listImprovements(app.db, true)).map(asImprovement),
    voter: 'visitor',
    votes: new Map(),
    donations: new Map(),
  });
  return { improvements: all.improvements, ...(message ? { message } : {}) };
}
