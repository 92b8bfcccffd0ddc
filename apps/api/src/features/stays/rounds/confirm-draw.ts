import { displayName, Refusal, roundRefusals, type DrawResult } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { isBookedStayClash } from '../../../db/errors.js';
import type { Database } from '../../../db/schema.js';
import { readFeeSettings } from '../../../db/settings.repository.js';
import { bookingLife } from '../bookings/booking-life.js';
import type { Caller, StaysContext } from '../context.js';
import { standingBallots } from './draw-round.js';
import { decidable, roundViewOf } from './round-views.js';
import { resultMail, roundNotice, type RoundReader } from './rounds.mail.js';
import { listBlocks } from './rounds.repository.js';
import { decideDraw, namesOf } from './draws.repository.js';
import { listVoterCandidates } from './ballots.repository.js';

type Db = Kysely<Database>;

/**
 * Confirms a round's proposed draw (DECISIONS §18): every block given becomes a booking of its
 * member, with the history line "Given in the … round", in one transaction: a block that
 * clashes with a stay booked since the draw refuses the whole, and nothing is booked.
 */
export async function confirmDraw(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
) {
  const { today, stamp } = context.now();
  const life = bookingLife(app.jobs);
  return context.adminWrite(caller, async (db) => {
    const { row, draw } = await decidable(db, id);
    const result = JSON.parse(draw.result) as DrawResult;
    const blocks = new Map((await listBlocks(db, [id])).map((block) => [block.id, block]));
    const { fee } = await readFeeSettings(db);
    // Every member the draw gives a block is checked again as they are now (DECISIONS §22).
    const given = [...new Set(result.given.map((g) => g.member))];
    const standing = await standingBallots(
      app,
      db,
      given.map((member) => ({ member })),
    );
    const gone = given.find((member) => !standing.some((s) => s.member === member));
    if (gone !== undefined) {
      const names = await namesOf(db, [gone]);
      throw new Refusal(409, roundRefusals.voterGone(displayName(names.get(gone)!)));
    }
    try {
      for (const given of result.given) {
        const block = blocks.get(given.block)!;
        await life.create(
          db,
          { source: 'round', userId: given.member, block, fee },
          roundRefusals.given(row.name),
          { actorId: caller.id, stamp },
        );
      }
    } catch (error) {
      // The transaction ends with the refusal: no block of the draw is booked.
      if (isBookedStayClash(error)) throw new Refusal(409, roundRefusals.clashSinceDraw);
      throw error;
    }
    await decideDraw(db, id, draw.id, 'confirm', stamp);
    await queueResults(app, db, row, result, blocks);
    return { round: await roundViewOf(db, id, today) };
  });
}

/**
 * The mails of a confirmed round (DECISIONS §18), queued in its transaction: every voter hears
 * what they were given, or that they got nothing, and the order.
 */
async function queueResults(
  app: FastifyInstance,
  db: Db,
  row: { id: number; name: string },
  result: DrawResult,
  blocks: Map<number, { name: string; from_date: string; to_date: string }>,
) {
  const people = await namesOf(
    db,
    result.order.map((line) => line.member),
  );
  const readers = new Map<number, RoundReader>(
    (await listVoterCandidates(db)).map((member) => [member.id, member]),
  );
  const order = result.order.flatMap((line) => people.get(line.member) ?? []);
  for (const line of result.order) {
    const reader = readers.get(line.member);
    if (!reader) continue; // suspended since: mailed nothing
    const given = result.given
      .filter((g) => g.member === line.member)
      .map((g) => blocks.get(g.block)!);
    // Why what they ranked was not theirs, as their first turn without a block found it.
    const turn = result.passes.flat().find((t) => t.member === line.member && t.missed?.length);
    const missed = (turn?.missed ?? []).map((m) => ({
      block: blocks.get(m.block)?.name ?? '',
      because:
        m.because.kind === 'booked'
          ? ({ kind: 'booked' } as const)
          : {
              kind: m.because.kind,
              name: people.get(m.because.member) ? displayName(people.get(m.because.member)!) : '',
              other: m.because.kind === 'tooClose' ? (blocks.get(m.because.block)?.name ?? '') : '',
            },
    }));
    await app.notify(
      db,
      roundNotice(
        line.member,
        resultMail(reader, row, given, order, app.config.publicUrl, missed),
        row.id,
        'result',
      ),
    );
  }
}
