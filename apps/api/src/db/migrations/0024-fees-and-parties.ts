import type { Kysely, Migration } from 'kysely';

/**
 * What a stay costs (DECISIONS §21): who comes on each option and booking (adults, children,
 * guests who are not members, pets; a stay planned before says one adult), and each booking's fee
 * in öre, fixed when it is made, with its payment: marked paid by its owner, confirmed by an
 * admin. Bookings made before have no fee (null): nothing was recorded of what they cost, so
 * nothing is asked of them.
 */
export const feesAndParties: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['stay_option', 'booking']) {
      await db.schema
        .alterTable(table)
        .addColumn('adults', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('children', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('guests', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable(table)
        .addColumn('pets', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema.alterTable('booking').addColumn('fee', 'integer').execute();
    await db.schema.alterTable('booking').addColumn('paid_at', 'text').execute();
    await db.schema.alterTable('booking').addColumn('payment_confirmed_at', 'text').execute();
    await db.schema
      .alterTable('booking')
      .addColumn('payment_confirmed_by', 'integer', (c) =>
        c.references('users.id').onDelete('set null'),
      )
      .execute();
  },
};
