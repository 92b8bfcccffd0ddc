import { randomInt } from 'node:crypto';
import { MAX_DRAW_SEED, runDraw, type DrawInput, type DrawResult } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import { bookedNear } from '../bookings/booked-near.js';
import { readFairShares } from '../fair-share.service.js';
import { findRound, listBlocks } from './rounds.repository.js';
import { earlierResults, insertDraw, markDrawn } from './draws.repository.js';
import { ballotsOfRound } from './ballots.repository.js';

type Db = Kysely<Database>;

/**
 * Draws a round whose ballot has closed (DECISIONS §18), once: the standings are each voter's
 * high-season nights over the three years before the round's season and their run of rounds
 * voted in and come away from empty-handed (ended by a round they got something in or did not
 * vote in); the seed is new and kept with the result. Whether this call drew it.
 */
export async function drawRound(
  app: FastifyInstance,
  db: Db,
  id: number,
  by: number | null,
  stamp: string,
) {
  const row = await findRound(db, id);
  if (!row || !(await markDrawn(db, id, stamp))) return false;
  const blocks = await listBlocks(db, [id]);
  // Only ballots whose member may hold one now count (DECISIONS §22): a member suspended or
  // moved down since they voted, or an admin whose rights were removed, is left out.
  const ballots = await standingBallots(app, db, await ballotsOfRound(db, id));
  // Blocks are listed by date: the first one's year is the round's season.
  const season = Number(blocks[0]!.from_date.slice(0, 4));
  const years = [season - 3, season - 2, season - 1];
  const [shares, earlier, booked] = await Promise.all([
    readFairShares(db, years),
    earlierResults(db, row.closes),
    bookedNear(
      db,
      blocks.map((b) => ({ from: b.from_date, to: b.to_date })),
    ),
  ]);
  const standings = ballots.map(({ member }) => {
    let emptyRounds = 0;
    for (const round of earlier) {
      if (!round.voters.has(member) || round.given.has(member)) break;
      emptyRounds += 1;
    }
    const highSeasonNights = years.reduce(
      (sum, year) => sum + shares.of(member, year).high_season_nights,
      0,
    );
    return { member, highSeasonNights, emptyRounds };
  });
  const input: DrawInput = {
    blocks: blocks.map((b) => ({ id: b.id, from: b.from_date, to: b.to_date })),
    ballots,
    standings,
    held: booked.map((stay) => ({ from: stay.from, to: stay.to })),
    seed: randomInt(0, MAX_DRAW_SEED + 1),
    firstPassCap: row.first_pass_cap,
    totalCap: row.total_cap,
  };
  await insertDraw(db, id, input, runDraw(input), by, stamp);
  return true;
}

/** What a draw decided, without the words that explain it. */
export const decided = (result: DrawResult) => ({
  order: result.order,
  given: result.given,
  unclaimed: result.unclaimed,
});

/** The ballots whose member, as they are now, may hold one. */
export async function standingBallots<B extends { member: number }>(
  app: FastifyInstance,
  db: Db,
  ballots: B[],
) {
  const members = await findUsersByIds(
    db,
    ballots.map((ballot) => ballot.member),
  );
  const standing = new Set(members.filter((row) => app.holds(row, 'ballot')).map((row) => row.id));
  return ballots.filter((ballot) => standing.has(ballot.member));
}
