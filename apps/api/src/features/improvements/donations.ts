import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { presentDonation, toFlag } from './improvements.presenter.js';
import {
  assignDonation,
  findDonation,
  findImprovement,
  insertDonation,
  toggleDonationVerified,
} from './improvements.repository.js';
import {
  currentGoal,
  NO_SUCH_DONATION,
  NO_SUCH_IMPROVEMENT,
  type DonationInput,
} from './improvements-view.js';

/**
 * Adds a donation (SPEC §5): it counts toward the improvement it names, else toward the
 * funding goal once verified (DECISIONS §15); the goal is read under the votes' lock, as
 * votes move it.
 */
export async function addDonation(app: FastifyInstance, input: DonationInput) {
  const row = await unitOfWork(
    app.database,
    async (db) => {
      if (input.improvement_id !== null && !(await findImprovement(db, input.improvement_id))) {
        throw new HttpError(400, NO_SUCH_IMPROVEMENT);
      }
      const improvementId =
        input.improvement_id ?? (input.is_verified ? ((await currentGoal(db))?.id ?? null) : null);
      const id = await insertDonation(db, {
        ...input,
        improvement_id: improvementId,
        is_anonymous: toFlag(input.is_anonymous),
        is_verified: toFlag(input.is_verified),
        created_at: app.clock.now().toISOString(),
      });
      return (await findDonation(db, id))!;
    },
    'votes',
  );
  return { message: 'Donation added successfully!', donation: presentDonation(row) };
}

/** Pending ↔ Verified; verified without an improvement, it goes to the goal of the day. */
export async function toggleDonation(app: FastifyInstance, id: number) {
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
}
