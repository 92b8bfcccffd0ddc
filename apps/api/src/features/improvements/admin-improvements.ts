import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { HttpError } from '../../lib/http-error.js';
import { toFlag } from './improvements.presenter.js';
import {
  assignUnassignedDonations,
  deleteImprovement,
  insertImprovement,
  toggleImprovementDone,
  updateImprovement,
} from './improvements.repository.js';
import {
  adminList,
  currentGoal,
  NO_SUCH_IMPROVEMENT,
  type ImprovementInput,
} from './improvements-view.js';

export async function saveNewImprovement(app: FastifyInstance, input: ImprovementInput) {
  await insertImprovement(
    app.db,
    { ...input, is_active: toFlag(input.is_active) },
    app.clock.now().toISOString(),
  );
  return adminList(app, 'Improvement added.');
}

export async function saveImprovement(app: FastifyInstance, id: number, input: ImprovementInput) {
  const changes = { ...input, is_active: toFlag(input.is_active) };
  if (!(await updateImprovement(app.db, id, changes, app.clock.now().toISOString()))) {
    throw new HttpError(404, NO_SUCH_IMPROVEMENT);
  }
  return adminList(app, 'Improvement updated.');
}

/** Deletes an improvement; its votes go with it (the foreign key cascades). */
export async function removeImprovement(app: FastifyInstance, id: number) {
  if (!(await deleteImprovement(app.db, id))) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
  return adminList(app, 'Improvement deleted.');
}

/**
 * Done, or not done again (SPEC §4). A done improvement gives its votes back, so this runs
 * under the votes' lock as one toggle: two admins at once leave it as two toggles would.
 * The goal marked done keeps the money that counted toward it (DECISIONS §15).
 */
export async function markDone(app: FastifyInstance, id: number) {
  const done = await unitOfWork(
    app.database,
    async (db) => {
      const goal = await currentGoal(db);
      const row = await toggleImprovementDone(db, id, app.clock.now().toISOString());
      if (!row) throw new HttpError(404, NO_SUCH_IMPROVEMENT);
      const nowDone = row.is_done === 1;
      if (nowDone && goal?.id === id) await assignUnassignedDonations(db, id);
      return nowDone;
    },
    'votes',
  );
  return adminList(app, done ? 'Marked done.' : 'Marked not done.');
}
