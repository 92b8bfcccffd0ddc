import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The annual meeting (DECISIONS §24): a meeting the admins call; its agenda in order (a usual
 * item by its key, one an admin wrote by its title, or a member's motion, with the decision taken
 * on it and how it was voted); each owner's vote on an item; and the two who check the minutes,
 * with when each approved. The minutes are published once both have.
 */
export function meetings(engine: Engine): Migration {
  const pg = engine === 'postgres';
  const id = (c: ColumnDefinitionBuilder) => (pg ? c.primaryKey() : c.primaryKey().autoIncrement());
  const user = (c: ColumnDefinitionBuilder) => c.references('users.id').onDelete('set null');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('meeting')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('time', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull())
        .addColumn('video_link', 'text', (c) => c.notNull())
        .addColumn('motion_deadline', 'text', (c) => c.notNull())
        .addColumn('called_by', 'integer', user)
        .addColumn('called_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('published_at', 'text')
        .execute();
      await db.schema.createIndex('meeting_day').on('meeting').columns(['day', 'id']).execute();
      await db.schema
        .createTable('meeting_item')
        .addColumn('id', pg ? 'serial' : 'integer', id)
        .addColumn('meeting_id', 'integer', (c) =>
          c.notNull().references('meeting.id').onDelete('cascade'),
        )
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('key', 'text')
        .addColumn('title', 'text')
        .addColumn('motion_by', 'integer', user)
        .addColumn('motion_title', 'text')
        .addColumn('motion_text', 'text')
        .addColumn('motion_at', 'text')
        .addColumn('decision', 'text')
        .addColumn('vote_rule', 'text')
        .addColumn('vote_basis', 'text')
        .addColumn('improvement_id', 'integer', (c) =>
          c.references('improvements.id').onDelete('set null'),
        )
        .addColumn('decided_by', 'integer', user)
        .addColumn('decided_at', 'text')
        .execute();
      await db.schema
        .createIndex('meeting_item_meeting')
        .on('meeting_item')
        .columns(['meeting_id', 'position'])
        .execute();
      await db.schema
        .createTable('meeting_vote')
        .addColumn('item_id', 'integer', (c) =>
          c.notNull().references('meeting_item.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('vote', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('meeting_vote_key', ['item_id', 'user_id'])
        .execute();
      await db.schema
        .createTable('meeting_checker')
        .addColumn('meeting_id', 'integer', (c) =>
          c.notNull().references('meeting.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('approved_at', 'text')
        .addPrimaryKeyConstraint('meeting_checker_key', ['meeting_id', 'user_id'])
        .execute();
    },
  };
}
