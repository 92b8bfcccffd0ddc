import type { CalendarDate } from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { countHeldByMember } from './bookings/bookings.repository.js';
import { countWaitingByMember } from './decisions/decisions.repository.js';

/** Per member: held bookings arriving in `today`'s calendar year, and requests waiting. */
export async function countsByMember(db: Kysely<Database>, today: CalendarDate) {
  const year = today.slice(0, 4);
  const [held, waiting] = await Promise.all([
    countHeldByMember(db, `${year}-01-01`, `${year}-12-31`),
    countWaitingByMember(db, today),
  ]);
  const counts = new Map<number, { stays: number; pending: number }>();
  const of = (id: number) => {
    let found = counts.get(id);
    if (!found) counts.set(id, (found = { stays: 0, pending: 0 }));
    return found;
  };
  for (const row of held) of(row.user_id).stays = Number(row.stays);
  for (const row of waiting) of(row.user_id).pending = Number(row.pending);
  return counts;
}
