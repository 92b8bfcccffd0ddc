import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Work the server promises to do later (a password reset asked for, a mail to send), kept in the
 * database so a restart loses none of it; and the failed logins and trusted addresses that slow
 * password guessing, kept there too so every process counts the same and a restart forgets
 * nothing. Times are epoch milliseconds of the real clock, never of APP_NOW.
 */
export function jobsAndLoginLimits(engine: Engine): Migration {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        // Set for work that must happen once per thing (a reminder for one plan's date).
        .addColumn('dedupe_key', 'text', (c) => c.unique())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('run_at', 'bigint', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'bigint')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('finished_at', 'text')
        .execute();
      await db.schema.createIndex('jobs_due').on('jobs').columns(['status', 'run_at']).execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (c) => c.notNull())
        // An IPv4 address, or the /64 network of an IPv6 one.
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_failures_pair')
        .on('login_failures')
        .columns(['email', 'address', 'at'])
        .execute();
      await db.schema
        .createIndex('login_failures_address')
        .on('login_failures')
        .columns(['address', 'at'])
        .execute();
      await db.schema
        .createIndex('login_failures_email')
        .on('login_failures')
        .columns(['email', 'at'])
        .execute();
      await db.schema.createIndex('login_failures_at').on('login_failures').column('at').execute();

      await db.schema
        .createTable('login_trust')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('login_trust_pk', ['email', 'address'])
        .execute();
    },
  };
}
