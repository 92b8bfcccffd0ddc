import type { Kysely, Migration } from 'kysely';
import type { Engine } from '../database.js';
import { bumpDataVersionOnWrites } from './0016-data-version.js';

/**
 * The guestbook's tables join the data version (decision 0058): its pages are kept answers like
 * the stay views, so every write to an entry or its tags gives the database a new version, by
 * the same triggers as migration 0016 made for the stay views' tables.
 */
export const GUESTBOOK_TABLES = ['guestbook_entries', 'guestbook_entry_tags'] as const;

export function guestbookInTheDataVersion(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await bumpDataVersionOnWrites(db, engine, GUESTBOOK_TABLES);
    },
  };
}
