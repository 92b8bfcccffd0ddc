import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database.js';

/**
 * The guestbook's tables join the data version (decision 0058): its pages are kept answers like
 * the stay views, so every write to an entry or its tags gives the database a new version, by
 * the same triggers as migration 0016 made for the stay views' tables.
 */
export const GUESTBOOK_TABLES = ['guestbook_entries', 'guestbook_entry_tags'] as const;

export function guestbookInTheDataVersion(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of GUESTBOOK_TABLES) {
        if (engine === 'postgres') {
          await sql
            .raw(
              `create trigger ${table}_data_version after insert or update or delete or truncate
               on ${table} for each statement execute function data_version_bump()`,
            )
            .execute(db);
          continue;
        }
        for (const event of ['insert', 'update', 'delete']) {
          await sql
            .raw(
              `create trigger ${table}_data_version_${event} after ${event} on ${table}
               begin update data_version set token = lower(hex(randomblob(16))) where id = 1; end`,
            )
            .execute(db);
        }
      }
    },
  };
}
