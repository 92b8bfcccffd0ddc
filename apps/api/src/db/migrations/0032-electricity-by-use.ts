import type { Kysely, Migration } from 'kysely';

/**
 * Electricity split by what each stay used (DECISIONS §23): a member's part keeps the whole kWh
 * their stays used and the price per kWh (öre) it was charged at, so it says how it was worked out
 * whatever the price is later. Null in every other split.
 */
export const electricityByUse: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('cost_part').addColumn('kwh', 'integer').execute();
    await db.schema.alterTable('cost_part').addColumn('kwh_price', 'integer').execute();
  },
};
