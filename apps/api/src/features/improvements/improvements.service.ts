import {
  fundingGoal,
  hasAccess,
  improvementsView,
  improvementMessages,
  voteChange,
  voteLimits,
  withTotalVotes,
  type AccessHolder,
  type DonationInputSchema,
  type ImprovementInputSchema,
  type Payment,
  type Voter,
  type VoteType,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import { unitOfWork } from '../../db/unit-of-work.js';
import type { Release } from '../../lib/holdings.js';
import { HttpError } from '../../lib/http-error.js';
import { asImprovement, fromFlag, presentDonation, toFlag } from './improvements.presenter.js';
import {
  assignDonation,
  assignUnassignedDonations,
  countUnverifiedDonations,
  deleteImprovement,
  donationTotals,
  findDonation,
  findImprovement,
  insertDonation,
  insertImprovement,
  listDonations,
  listImprovements,
  listVotesOf,
  setVote,
  toggleDonationVerified,
  toggleImprovementDone,
  updateImprovement,
  withdrawOpenVotes,
} from './improvements.repository.js';

type Db = Kysely<Database>;
type ImprovementInput = z.output<typeof ImprovementInputSchema>;
type DonationInput = z.output<typeof DonationInputSchema>;

/** Who is looking: an account (or none), as the improvements view needs to know it. */
export interface Viewer {
  id: number;
  access: AccessHolder;
}

const NO_SUCH_IMPROVEMENT = improvementMessages.noImprovement;
const NO_SUCH_DONATION = improvementMessages.noDonation;

const voterOf = (viewer: Viewer | null): Voter =>
  !viewer ? 'visitor' : hasAccess(viewer.access, 'verified') ? 'member' : 'unverified';

/**
 * House improvements' use cases (DECISIONS §8): the improvements view for the list and every vote,
 * the donation summary, and the admins' improvements and donations. A vote, and marking an
 * improvement done, change allowances: both run under the votes' write lock.
 */
export function improvementsService(app: FastifyInstance) {
  const stamp = () => app.clock.now().toISOString();

  /** The improvements view for a viewer (members also see how to pay), read in `db`. */
  async function view(db: Db, viewer: Viewer | null) {
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
  async function currentGoal(db: Db) {
    return fundingGoal(
      (await listImprovements(db)).map((row) => withTotalVotes(asImprovement(row))),
    );
  }

  /** Every improvement, active or not, in SPEC's order: what every admin call answers. */
  async function adminList(message?: string) {
    const all = improvementsView({
      improvements: (await listImprovements(app.db, true)).map(asImprovement),
      voter: 'visitor',
      votes: new Map(),
      donations: new Map(),
    });
    return { improvements: all.improvements, ...(message ? { message } : {}) };
  }

  return {
    /** How members give, as the admins set it (null before). */
    async payment() {
      return { payment: (await readSetting<Payment>(app.db, settingKeys.donationPayment)) ?? null };
    },

    /** Sets how members give; the improvements page shows it at once. */
    async setPayment(payment: Payment) {
      await writeSettings(app.db, { [settingKeys.donationPayment]: payment });
      return { payment };
    },

    view: (viewer: Viewer | null) => view(app.db, viewer),

    /** A member who may no longer vote (suspended): their open votes stop counting (DECISIONS §22). */
    withdrawVotesOf: (db: Db, release: Release) => withdrawOpenVotes(db, release.userId),

    /**
     * A vote (DECISIONS §8): the same direction again withdraws it, the other way moves it, a new
     * one needs allowance left. Reading the allowance and writing the vote happen under one lock:
     * of many clicks at once, each sees the votes the one before it left. Answers the view after.
     */
    vote(viewer: Viewer, improvementId: number, clicked: VoteType) {
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
            stamp: stamp(),
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
    },

    /** `GET /api/donations` (SPEC §3): the donation summary, from the same view. */
    async summary(viewer: Viewer | null) {
      const { funding_goal: goal, progress, payment } = await view(app.db, viewer);
      return {
        total_donations: progress.total_donations,
        highest_voted_price: goal?.price ?? null,
        highest_voted_improvement: goal ? { id: goal.id, title: goal.title } : null,
        progress_percentage: progress.progress_percentage,
        payment,
      };
    },

    adminList: () => adminList(),

    async addImprovement(input: ImprovementInput) {
      await insertImprovement(app.db, { ...input, is_active: toFlag(input.is_active) }, stamp());
      return adminList('Improvement added.');
    },

    async updateImprovement(id: number, input: ImprovementInput) {
      const changes = { ...input, is_active: toFlag(input.is_active) };
      if (!(await updateImprovement(app.db, id, changes, stamp()))) {
        throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      }
      return adminList('Improvement updated.');
    },

    /** Deletes an improvement; its votes go with it (the foreign key cascades). */
    async deleteImprovement(id: number) {
      if (!(await deleteImprovement(app.db, id))) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      return adminList('Improvement deleted.');
    },

    /**
     * Done, or not done again (SPEC §4). A done improvement gives its votes back, so this runs
     * under the votes' lock as one toggle: two admins at once leave it as two toggles would.
     * The goal marked done keeps the money that counted toward it (DECISIONS §15).
     */
    async toggleDone(id: number) {
      const done = await unitOfWork(
        app.database,
        async (db) => {
          const goal = await currentGoal(db);
          const row = await toggleImprovementDone(db, id, stamp());
          if (!row) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
          const nowDone = row.is_done === 1;
          if (nowDone && goal?.id === id) await assignUnassignedDonations(db, id);
          return nowDone;
        },
        'votes',
      );
      return adminList(done ? 'Marked done.' : 'Marked not done.');
    },

    donations: async () => ({ donations: (await listDonations(app.db)).map(presentDonation) }),

    /**
     * Adds a donation (SPEC §5): it counts toward the improvement it names, else toward the
     * funding goal once verified (DECISIONS §15); the goal is read under the votes' lock, as
     * votes move it.
     */
    async addDonation(input: DonationInput) {
      const row = await unitOfWork(
        app.database,
        async (db) => {
          if (input.improvement_id !== null && !(await findImprovement(db, input.improvement_id))) {
            throw new HttpError(400, NO_SUCH_IMPROVEMENT);
          }
          const improvementId =
            input.improvement_id ??
            (input.is_verified ? ((await currentGoal(db))?.id ?? null) : null);
          const id = await insertDonation(db, {
            ...input,
            improvement_id: improvementId,
            is_anonymous: toFlag(input.is_anonymous),
            is_verified: toFlag(input.is_verified),
            created_at: stamp(),
          });
          return (await findDonation(db, id))!;
        },
        'votes',
      );
      return { message: 'Donation added successfully!', donation: presentDonation(row) };
    },

    /** Pending ↔ Verified; verified without an improvement, it goes to the goal of the day. */
    async toggleDonation(id: number) {
      const row = await unitOfWork(
        app.database,
        async (db) => {
          const toggled = await toggleDonationVerified(db, id);
          if (!toggled) throw new HttpError(404, NO_SUCH_DONATION);
          if (toggled.is_verified === 1 && toggled.improvement_id === null) {
            const goal = await currentGoal(db);
            if (goal) await assignDonation(db, id, goal.id);
          }
          return (await findDonation(db, id))!;
        },
        'votes',
      );
      return {
        message: row.is_verified ? 'Donation verified.' : 'Donation marked pending.',
        donation: presentDonation(row),
      };
    },

    /** Donations waiting to be verified (the admins' hub). */
    unverifiedCount: () => countUnverifiedDonations(app.db),
  };
}

export type ImprovementsService = ReturnType<typeof improvementsService>;
