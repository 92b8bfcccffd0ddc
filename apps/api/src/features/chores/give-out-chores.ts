import { nextTurn, type Turn } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { unitOfWork } from '../../db/unit-of-work.js';
import { aheadUntil, choreDays, turnOf } from './chore-rules.js';
import { activeChores, insertOccurrence, membersOf, occurrencesOf } from './chores.repository.js';

/**
 * Gives out each chore's occurrences up to 60 days ahead (DECISIONS §24): each day its rule gives
 * after the last given out goes to the next in turn who may take it now (`nextTurn`: in the
 * rotation, booking access, not suspended), or repays a turn passed on. One chore at a time in
 * the `work` lock, its history read inside it, and one occurrence per chore and day (the key): two
 * processes give each out once. Answers how many were given out.
 */
export async function giveOutChores(app: FastifyInstance): Promise<number> {
  const today = app.clock.today();
  const until = aheadUntil(today);
  let given = 0;
  for (const chore of await activeChores(app.db)) {
    given += await unitOfWork(
      app.database,
      async (db) => {
        const members = await membersOf(db, [chore.id]);
        const order = members.map((member) => member.id);
        const may = (id: number) => {
          const row = members.find((member) => member.id === id);
          return row !== undefined && app.holds(row, 'chore');
        };
        const rows = await occurrencesOf(db, chore.id);
        const history: Turn[] = rows.map(turnOf);
        const after = rows.at(-1)?.day;
        const from = after && after >= chore.starts ? after : chore.starts;
        let made = 0;
        for (const day of choreDays(
          chore.rrule,
          chore.starts,
          from < today ? today : from,
          until,
        )) {
          if (after !== undefined && day <= after) continue;
          const next = nextTurn(order, history, may);
          if (!next) break;
          if (
            await insertOccurrence(db, {
              choreId: chore.id,
              day,
              turnOf: next.turn,
              doer: next.doer,
              repaid: next.repaid,
            })
          ) {
            history.push(next);
            made += 1;
          }
        }
        return made;
      },
      'work',
    );
  }
  return given;
}
