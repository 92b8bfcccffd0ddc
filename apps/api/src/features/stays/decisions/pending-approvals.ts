import { lookBackYears, pendingApprovalsView, type PendingApprovals } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readFairShares } from '../fair-share.service.js';
import { listPlansWithOwners } from '../planning/planning.repository.js';
import { claimedOptions } from '../waitlist/waitlist.repository.js';
import { chainPriorityOf } from './chain-priority.js';
import { pendingPlan, pendingStay, type PendingPlan } from './decisions.presenter.js';
import { listPendingOptions } from './decisions.repository.js';

type Db = Kysely<Database>;

/** The approval panel (the approvals view): pending options of plans not expired. */
export async function pendingApprovals(
  app: FastifyInstance,
  db: Db = app.db,
): Promise<PendingApprovals> {
  const today = app.clock.today();
  const year = Number(today.slice(0, 4));
  const [rows, plans, shares, claims] = await Promise.all([
    listPendingOptions(db, today),
    listPlansWithOwners(db),
    readFairShares(db, lookBackYears(year)),
    claimedOptions(db),
  ]);
  // What the options of one plan share is worked out once for the plan.
  const byPlan = new Map<number, PendingPlan>();
  const planById = new Map(plans.map((plan) => [plan.id, plan]));
  const shared = (planId: number) => {
    let found = byPlan.get(planId);
    if (!found) {
      const plan = planById.get(planId)!;
      byPlan.set(planId, (found = pendingPlan(plan, chainPriorityOf(plan, app.isAdmin))));
    }
    return found;
  };
  return pendingApprovalsView(
    rows.map((row) => pendingStay(row, shared(row.plan_id), claims.has(row.id))),
    today,
    shares,
  );
}
