import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * Work days (DECISIONS §24): a day the admins propose, with its tasks in order (each asking for a
 * number of people, or as many as come); who signed up for which task, one task per member and
 * day (the key); and the reminders sent to a day's people, once per member and day whichever
 * process looks first. A day called off keeps its rows, marked.
 */
export function workDays(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('work_day')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('cancelled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('cancelled_at', 'text')
        .execute();
      await db.schema.createIndex('work_day_day').on('work_day').columns(['day', 'id']).execute();
      await db.schema
        .createTable('work_task')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('work_day_id', 'integer', (c) =>
          c.notNull().references('work_day.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('spots', 'integer')
        .execute();
      await db.schema
        .createTable('work_signup')
        .addColumn('work_day_id', 'integer', (c) =>
          c.notNull().references('work_day.id').onDelete('cascade'),
        )
        .addColumn('task_id', 'integer', (c) =>
          c.notNull().references('work_task.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('signed_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('work_signup_key', ['work_day_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('work_signup_user')
        .on('work_signup')
        .columns(['user_id', 'work_day_id'])
        .execute();
      await db.schema
        .createTable('work_day_reminder')
        .addColumn('work_day_id', 'integer', (c) =>
          c.notNull().references('work_day.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('sent_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('work_day_reminder_key', ['work_day_id', 'user_id'])
        .execute();
    },
  };
}
