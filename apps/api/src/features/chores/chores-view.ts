import { displayName, toWireDate, type Chore } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findUsersByIds } from '../../db/users.repository.js';
import type { Caller } from '../../plugins/caller.js';
import { aheadUntil, ruleParts } from './chore-rules.js';
import { membersOf, occurrencesFrom, type findChore } from './chores.repository.js';

type Db = Kysely<Database>;
export type ChoreRow = NonNullable<Awaited<ReturnType<typeof findChore>>>;

/**
 * Chores as the caller sees them (DECISIONS §24): the rule's parts, who takes turns in order, the
 * turns from today for the next 60 days with who does each (and for whom, when passed on or
 * repaid), and what the caller may do: mark a turn done (its doer, an admin), pass it on (its
 * doer), end the chore (an admin).
 */
export async function presentChores(
  app: FastifyInstance,
  db: Db,
  chores: readonly ChoreRow[],
  caller: Caller,
): Promise<Chore[]> {
  const ids = chores.map((chore) => chore.id);
  const today = app.clock.today();
  const [members, occurrences] = await Promise.all([
    membersOf(db, ids),
    occurrencesFrom(db, ids, today),
  ]);
  const people = new Map(
    (await findUsersByIds(db, [...new Set(occurrences.flatMap((o) => [o.doer, o.turn_of]))])).map(
      (row) => [row.id, { user_id: row.id, name: displayName(row) }],
    ),
  );
  const until = aheadUntil(today);
  return chores.map((chore) => ({
    id: chore.id,
    title: chore.title,
    rule: ruleParts(chore.rrule),
    starts: toWireDate(chore.starts),
    members: members
      .filter((member) => member.chore_id === chore.id)
      .map((member) => ({ user_id: member.id, name: displayName(member) })),
    occurrences: occurrences
      .filter((o) => o.chore_id === chore.id && o.day <= until)
      .map((o) => ({
        id: o.id,
        day: toWireDate(o.day),
        doer: people.get(o.doer)!,
        for: o.turn_of === o.doer ? null : people.get(o.turn_of)!,
        done: o.done_at !== null,
        mine: o.doer === caller.id,
        can: {
          done: o.done_at === null && (o.doer === caller.id || caller.is_admin),
          pass: o.done_at === null && o.doer === caller.id,
        },
      })),
    can: { end: caller.is_admin },
  }));
}
