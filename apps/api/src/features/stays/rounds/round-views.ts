import {
  accessFlags,
  displayName,
  Refusal,
  roundAbilities,
  roundMessages,
  roundPhase,
  roundRefusals,
  toWireDate,
  type DrawResult,
  type DrawView,
  type Round,
  type RoundVoters,
  ROUND,
  DRAW,
  may,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { findRound, listBlocks, voterCounts, type listRounds } from './rounds.repository.js';
import { liveDraw, namesOf } from './draws.repository.js';
import { lastReminders, listVoterCandidates, votersOf } from './ballots.repository.js';

type Db = Kysely<Database>;

/**
 * What the rounds' screens are shown (DECISIONS §18): a round with its blocks and how many voted,
 * a draw with each voter's name, who has voted and who has not; never what anyone ranked.
 */

/** The rounds with their blocks and how many voted, as admins see them on `today`. */
export async function views(db: Db, rows: Awaited<ReturnType<typeof listRounds>>, today: string) {
  const ids = rows.map((row) => row.id);
  const [blocks, voters] = await Promise.all([listBlocks(db, ids), voterCounts(db, ids)]);
  return rows.map((row): Round => ({
    id: row.id,
    name: row.name,
    opens: row.opens,
    closes: row.closes,
    first_pass_cap: row.first_pass_cap,
    total_cap: row.total_cap,
    status: row.status,
    phase: roundPhase(row, today),
    blocks: blocks
      .filter((block) => block.round_id === row.id)
      .map((block) => ({
        id: block.id,
        name: block.name,
        from: toWireDate(block.from_date),
        to: toWireDate(block.to_date),
      })),
    voters: voters.get(row.id) ?? 0,
    can: roundAbilities(row, today),
  }));
}

export const roundViewOf = async (db: Db, id: number, today: string) => {
  const row = await findRound(db, id);
  if (!row) throw new Refusal(404, roundMessages.notFound);
  return (await views(db, [row], today))[0]!;
};

/** A draw's result as it is shown, with each voter's name. */
export async function viewOf(
  db: Db,
  draw: {
    seed: number | string;
    status: DrawView['status'];
    drawn_at: string;
    drawn_by: number | null;
  },
  result: DrawResult,
): Promise<DrawView> {
  const names = await namesOf(
    db,
    result.order.map((line) => line.member),
  );
  const nameOf = (member: number) => {
    const user = names.get(member);
    return user ? displayName(user) : '';
  };
  return {
    seed: Number(draw.seed),
    status: draw.status,
    drawn_at: draw.drawn_at,
    drawn_by: draw.drawn_by === null ? 'house' : 'admin',
    order: result.order.map((line) => ({
      place: line.place,
      user_id: line.member,
      name: nameOf(line.member),
      high_season_nights: line.highSeasonNights,
      empty_rounds: line.emptyRounds,
      place_by_nights: line.placeByNights,
      lot: line.lot,
    })),
    passes: result.passes.map((turns) =>
      turns.map((turn) => ({
        user_id: turn.member,
        given: turn.given.map((g) => ({ block_id: g.block, rank: g.rank })),
        nothing_free: turn.nothingFree,
        ...(turn.missed
          ? {
              missed: turn.missed.map((m) => ({
                block_id: m.block,
                rank: m.rank,
                because:
                  m.because.kind === 'given'
                    ? { kind: 'given' as const, user_id: m.because.member }
                    : m.because.kind === 'tooClose'
                      ? {
                          kind: 'tooClose' as const,
                          block_id: m.because.block,
                          user_id: m.because.member,
                        }
                      : { kind: 'booked' as const },
              })),
            }
          : {}),
      })),
    ),
    given: result.given.map((g) => ({ block_id: g.block, user_id: g.member, pass: g.pass })),
    unclaimed: result.unclaimed,
  };
}

/** A round's live draw, with each voter's name. */
export async function drawViewOf(db: Db, id: number): Promise<DrawView> {
  const row = await findRound(db, id);
  if (!row) throw new Refusal(404, roundMessages.notFound);
  const draw = await liveDraw(db, id);
  if (!draw) throw new Refusal(404, roundRefusals.noDraw);
  return viewOf(db, draw, JSON.parse(draw.result) as DrawResult);
}

/** A drawn round and its proposed draw, or the refusal that says why there is none. */
export async function decidable(db: Db, id: number) {
  const row = await findRound(db, id);
  if (!row) throw new Refusal(404, roundMessages.notFound);
  const draw = await liveDraw(db, id);
  if (!may(ROUND, 'confirm', row.status) || !draw || !may(DRAW, 'confirm', draw.status)) {
    throw new Refusal(409, roundRefusals.notDecidable);
  }
  return { row, draw };
}

/**
 * Who may vote in a round (members who may book, not suspended) and has a ballot, and who has
 * none yet with the last day they were reminded; never what anyone ranked.
 */
export async function votersView(app: FastifyInstance, db: Db, id: number) {
  const [members, voted, reminded] = await Promise.all([
    listVoterCandidates(db),
    votersOf(db, id),
    lastReminders(db, id),
  ]);
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'sv');
  const may = members.filter(
    (member) => accessFlags(member.access_level, app.isAdmin(member)).can_access_booking,
  );
  const view: RoundVoters = {
    voted: members
      .filter((member) => voted.has(member.id))
      .map((member) => ({ user_id: member.id, name: displayName(member) }))
      .sort(byName),
    not_voted: may
      .filter((member) => !voted.has(member.id))
      .map((member) => ({
        user_id: member.id,
        name: displayName(member),
        reminded_on: reminded.get(member.id) ?? null,
      }))
      .sort(byName),
  };
  return { view, waiting: may.filter((member) => !voted.has(member.id)) };
}
