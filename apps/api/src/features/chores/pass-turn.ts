import { passOn } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { turnOf } from './chore-rules.js';
import { membersOf, setDoer, type findOccurrence } from './chores.repository.js';

export type OccurrenceRow = NonNullable<Awaited<ReturnType<typeof findOccurrence>>>;

/**
 * Passes a turn on to the next in its chore's rotation who may take it now (`passOn`: in the
 * rotation, `also`, and the account as it is now); false: nobody is left to take it.
 */
export async function passTurn(
  app: FastifyInstance,
  db: Kysely<Database>,
  occurrence: OccurrenceRow,
  also: (member: number) => boolean,
): Promise<boolean> {
  const members = await membersOf(db, [occurrence.chore_id]);
  const may = (member: number) => {
    const row = members.find((found) => found.id === member);
    return row !== undefined && also(member) && app.holds(row, 'chore');
  };
  const next = passOn(
    members.map((member) => member.id),
    turnOf(occurrence),
    may,
  );
  if (!next) return false;
  await setDoer(db, occurrence.id, next.doer, next.passedBy);
  return true;
}
