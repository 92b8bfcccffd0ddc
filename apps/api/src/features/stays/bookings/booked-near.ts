import { displayName, type Stay } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { reachOf } from '../stays.policy.js';
import { listHeldStays } from './bookings.repository.js';

/** Held bookings near some dates, as conflict messages name them, with whose they are. */
export async function bookedNear(db: Kysely<Database>, stays: readonly Stay[]) {
  const reach = reachOf(stays);
  return (await listHeldStays(db, reach.from, reach.to)).map((row) => ({
    id: row.id,
    owner_id: row.owner_id,
    status: row.status,
    from: row.from_date,
    to: row.to_date,
    user: displayName(row),
  }));
}
