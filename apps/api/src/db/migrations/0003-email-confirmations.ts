import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Proof that an account's owner reads its mailbox: `users.email_confirmed_at`, and the one-hour
 * links that set it. An address in ADMIN_EMAILS gets admin rights only once confirmed.
 * Accounts that exist already count as confirmed: they were made before the proof existed, and
 * their admins keep the rights they have.
 */
export function emailConfirmations(engine: Engine): Migration {
  const pg = engine === 'postgres';
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
      await sql`update users set email_confirmed_at = created_at`.execute(db);

      await db.schema
        .createTable('email_confirmations')
        .addColumn('id', pg ? 'serial' : 'integer', (c) =>
          pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
