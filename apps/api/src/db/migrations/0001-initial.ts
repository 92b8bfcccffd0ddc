import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/** The whole first schema: accounts, content, community, improvements and stays. */
export function initial(engine: Engine): Migration {
  const pg = engine === 'postgres';
  // Generated integer keys: SERIAL on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite.
  const idType = pg ? 'serial' : 'integer';
  const dateType = pg ? 'date' : 'text';

  return {
    async up(db: Kysely<unknown>) {
      const id = <T extends { primaryKey(): T; autoIncrement(): T }>(column: T) =>
        pg ? column.primaryKey() : column.primaryKey().autoIncrement();

      await db.schema
        .createTable('users')
        .addColumn('id', idType, id)
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text')
        .addColumn('first_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('last_name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'text')
        .addColumn('access_level', 'text', (c) => c.notNull().defaultTo('unverified'))
        .addColumn('endorser', 'text')
        .addColumn('invited_by_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('google_sub', 'text', (c) => c.unique())
        .addColumn('session_epoch', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('login_disabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('invites')
        .addColumn('id', idType, id)
        .addColumn('code', 'text', (c) => c.notNull().unique())
        .addColumn('code_type', 'text', (c) => c.notNull())
        .addColumn('generated_by_user_id', 'integer', (c) =>
          c.references('users.id').onDelete('set null'),
        )
        .addColumn('generated_by_name', 'text', (c) => c.notNull())
        .addColumn('generated_by_type', 'text', (c) => c.notNull())
        .addColumn('max_uses', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('current_uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('expires_at', 'bigint')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('invites_uses_within_max', sql`current_uses <= max_uses`)
        .execute();

      await db.schema
        .createTable('password_resets')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('guestbook_entries')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('guestbook_entries_created_at')
        .on('guestbook_entries')
        .column('created_at')
        .execute();

      await db.schema
        .createTable('guestbook_entry_tags')
        .addColumn('entry_id', 'integer', (c) =>
          c.notNull().references('guestbook_entries.id').onDelete('cascade'),
        )
        .addColumn('tag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('guestbook_entry_tags_pk', ['entry_id', 'tag'])
        .execute();
      await db.schema
        .createIndex('guestbook_entry_tags_tag')
        .on('guestbook_entry_tags')
        .column('tag')
        .execute();

      await db.schema
        .createTable('guides')
        .addColumn('type', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .execute();

      await db.schema
        .createTable('guide_sections')
        .addColumn('guide_type', 'text', (c) =>
          c.notNull().references('guides.type').onDelete('cascade'),
        )
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('guide_sections_pk', ['guide_type', 'id'])
        .execute();

      await db.schema
        .createTable('contacts')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('phone', 'text')
        .addColumn('whatsapp', 'text')
        .addColumn('description', 'text')
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('contact_messages')
        .addColumn('id', idType, id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('mailed_at', 'text')
        .addColumn('mail_error', 'text')
        .execute();

      await db.schema
        .createTable('improvements')
        .addColumn('id', idType, id)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('image_url', 'text')
        .addColumn('link_url', 'text')
        .addColumn('link_text', 'text')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('improvement_votes')
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('improvement_id', 'integer', (c) =>
          c.notNull().references('improvements.id').onDelete('cascade'),
        )
        .addColumn('vote_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('improvement_votes_pk', ['user_id', 'improvement_id'])
        .execute();

      await db.schema
        .createTable('donations')
        .addColumn('id', idType, id)
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('donor_name', 'text')
        .addColumn('donor_email', 'text')
        .addColumn('message', 'text')
        .addColumn('is_anonymous', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_verified', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addCheckConstraint('donations_amount_positive', sql`amount > 0`)
        .execute();

      await db.schema
        .createTable('stay_plan')
        .addColumn('id', idType, id)
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('expiry_date', dateType, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('stay_option')
        .addColumn('id', idType, id)
        .addColumn('plan_id', 'integer', (c) =>
          c.notNull().references('stay_plan.id').onDelete('cascade'),
        )
        .addColumn('from_date', dateType, (c) => c.notNull())
        .addColumn('to_date', dateType, (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('planning'))
        .addColumn('user_priority', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rejection_reason', 'text')
        .addColumn('submitted_at', 'text')
        .addColumn('decided_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addCheckConstraint('stay_option_dates_ordered', sql`from_date <= to_date`)
        .execute();
      await db.schema
        .createIndex('stay_option_status_from')
        .on('stay_option')
        .columns(['status', 'from_date'])
        .execute();
      await db.schema.createIndex('stay_option_plan').on('stay_option').column('plan_id').execute();
      await db.schema.createIndex('stay_plan_user').on('stay_plan').column('user_id').execute();
    },
  };
}
