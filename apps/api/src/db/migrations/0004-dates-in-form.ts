import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * SQLite keeps dates as text, and `julianday()` reads `2026/06/12` or `2026-6-12` as NULL, so a
 * row written with such text would slip past the triggers that keep booked stays apart. Every
 * date column must hold a real `YYYY-MM-DD`: `date(x) is x` holds for exactly those texts.
 * PostgreSQL's `date` columns refuse anything else already.
 */
export function datesInForm(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine !== 'sqlite') return;
      await addSqliteChecks(db, [
        {
          table: 'stay_plan',
          name: 'stay_plan_expiry_in_form',
          check: 'date(expiry_date) is expiry_date',
        },
        {
          table: 'stay_option',
          name: 'stay_option_dates_in_form',
          check: 'date(from_date) is from_date and date(to_date) is to_date',
        },
      ]);
    },
  };
}

interface Check {
  table: string;
  name: string;
  check: string;
}

/**
 * Adds CHECK constraints to SQLite tables, which SQLite allows only by building each table anew
 * (its documented twelve steps): the same definition with the constraint added, the rows copied,
 * the indexes and triggers made again. Foreign keys are off meanwhile, so dropping the old table
 * cascades nowhere; they are checked before the change is committed.
 */
async function addSqliteChecks(db: Kysely<unknown>, checks: Check[]): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await sql`begin immediate`.execute(db);
    try {
      for (const { table, name, check } of checks) {
        const objects = await sql<{ type: string; name: string; sql: string | null }>`
          select type, name, sql from sqlite_master where tbl_name = ${table}
        `.execute(db);
        const definition = objects.rows.find((row) => row.type === 'table')?.sql;
        if (!definition) throw new Error(`No table ${table} to add ${name} to`);
        const rebuilt = definition
          .replace(/^create table\s+("?)[\w]+\1/i, `create table "${table}_rebuilt"`)
          .replace(/\)\s*$/, `, constraint "${name}" check (${check}))`);
        await sql.raw(rebuilt).execute(db);
        await sql.raw(`insert into "${table}_rebuilt" select * from "${table}"`).execute(db);
        await sql.raw(`drop table "${table}"`).execute(db);
        await sql.raw(`alter table "${table}_rebuilt" rename to "${table}"`).execute(db);
        // Indexes and triggers went with the old table; automatic indexes (no sql) come back
        // with the definition itself.
        for (const object of objects.rows) {
          if ((object.type === 'index' || object.type === 'trigger') && object.sql) {
            await sql.raw(object.sql).execute(db);
          }
        }
      }
      const broken = await sql`pragma foreign_key_check`.execute(db);
      if (broken.rows.length) throw new Error('Rebuilding the stay tables broke a foreign key');
      await sql`commit`.execute(db);
    } catch (error) {
      await sql`rollback`.execute(db);
      throw error;
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
