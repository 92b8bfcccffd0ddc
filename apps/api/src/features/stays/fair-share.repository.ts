import type { CalendarDate, RefusedPlan } from '@stuga/shared';
import type { Kysely } from 'kysely';
import { selectJsonRows } from '../../db/json-rows.js';
import type { Database } from '../../db/schema.js';
import { statusIn } from '../../db/status-sets.js';

type Db = Kysely<Database>;

/**
 * Plans that ended without a stay (an option declined, none left open, booked or cancelled), by
 * the arrival of their first declined option from `from` to `to`.
 */
export const listRefusedPlans = (db: Db, from: CalendarDate, to: CalendarDate) =>
  selectJsonRows(
    db,
    db
      .selectFrom('stay_option as o')
      .innerJoin('stay_plan as p', 'p.id', 'o.plan_id')
      .select((eb) => ['p.user_id', eb.fn.min('o.from_date').as('first_from')])
      .where(statusIn('countedAsDeclined'))
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('stay_option as s')
              .select('s.id')
              .whereRef('s.plan_id', '=', 'o.plan_id')
              .where(statusIn('keepsPlanFromRefused', 's.status')),
          ),
        ),
      )
      .groupBy(['p.id', 'p.user_id'])
      .having((eb) => eb.fn.min('o.from_date'), '>=', from)
      .having((eb) => eb.fn.min('o.from_date'), '<=', to),
  ) as Promise<RefusedPlan[]>;

/** Every account, with what tells whether it may book. */
export const listMembers = (db: Db) =>
  db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'email', 'access_level', 'email_confirmed_at'])
    .execute();
