import { type Payment, type VoteType } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, settingKeys, writeSettings } from '../../db/settings.repository.js';
import type { Release } from '../../lib/holdings.js';
import { presentDonation } from './improvements.presenter.js';
import {
  countUnverifiedDonations,
  listDonations,
  withdrawOpenVotes,
} from './improvements.repository.js';
import {
  adminList,
  view,
  type DonationInput,
  type ImprovementInput,
  type Viewer,
} from './improvements-view.js';
import {
  markDone,
  removeImprovement,
  saveImprovement,
  saveNewImprovement,
} from './admin-improvements.js';
import { addDonation, toggleDonation } from './donations.js';
import { vote } from './vote.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';

type Db = Kysely<Database>;
/**
 * House improvements' use cases (DECISIONS §8): the improvements view for the list and every vote,
 * the donation summary, and the admins' improvements and donations. A vote, and marking an
 * improvement done, change allowances: both run under the votes' write lock.
 */
export function improvementsService(app: FastifyInstance) {
  return {
    /** How members give, as the admins set it (null before). */
    async payment() {
      return { payment: (await readSetting<Payment>(app.db, settingKeys.donationPayment)) ?? null };
    },

    /** Sets how members give; the improvements page shows it at once. */
    async setPayment(caller: Caller, payment: Payment) {
      await adminWrite(app, caller, (db) =>
        writeSettings(db, { [settingKeys.donationPayment]: payment }),
      );
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
    vote: (viewer: Viewer, improvementId: number, clicked: VoteType) =>
      vote(app, viewer, improvementId, clicked),

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

    adminList: () => adminList(app),

    addImprovement: (input: ImprovementInput) => saveNewImprovement(app, input),

    updateImprovement: (id: number, input: ImprovementInput) => saveImprovement(app, id, input),

    /** Deletes an improvement; its votes go with it (the foreign key cascades). */
    deleteImprovement: (id: number) => removeImprovement(app, id),

    /**
     * Done, or not done again (SPEC §4). A done improvement gives its votes back, so this runs
     * under the votes' lock as one toggle: two admins at once leave it as two toggles would.
     * The goal marked done keeps the money that counted toward it (DECISIONS §15).
     */
    toggleDone: (id: number) => markDone(app, id),

    donations: async () => ({ donations: (await listDonations(app.db)).map(presentDonation) }),

    /**
     * Adds a donation (SPEC §5): it counts toward the improvement it names, else toward the
     * funding goal once verified (DECISIONS §15); the goal is read under the votes' lock, as
     * votes move it.
     */
    addDonation: (input: DonationInput) => addDonation(app, input),

    /** Pending ↔ Verified; verified without an improvement, it goes to the goal of the day. */
    toggleDonation: (id: number) => toggleDonation(app, id),

    /** Donations waiting to be verified (the admins' hub). */
    unverifiedCount: () => countUnverifiedDonations(app.db),
  };
}

export type ImprovementsService = ReturnType<typeof improvementsService>;
