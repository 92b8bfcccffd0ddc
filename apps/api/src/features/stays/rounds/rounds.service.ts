import { randomInt } from 'node:crypto';
import {
  accessFlags,
  blocksBesideBookings,
  type RoundVoters,
  displayName,
  MAX_DRAW_SEED,
  runDraw,
  fromWireDate,
  Refusal,
  roundAbilities,
  roundMessages,
  roundPhase,
  roundRefusals,
  seasonBlocks,
  toWireDate,
  type DrawInput,
  type DrawResult,
  type DrawView,
  type MemberRounds,
  type Round,
  type RoundInput,
  type RoundsResponse,
  type SeasonBlocks,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import { findUsersByIds } from '../../../db/users.repository.js';
import type { Release } from '../../../lib/holdings.js';
import { bookedNear } from '../bookings/booked-near.js';
import { bookingLife } from '../bookings/booking-life.js';
import type { Caller, StaysContext } from '../context.js';
import { readFairShares, readHighSeason } from '../fair-share.service.js';
import { isBookedStayClash } from '../../../db/errors.js';
import { reminderMail, resultMail, type RoundReader } from './rounds.mail.js';
import {
  ballotsOf,
  ballotsOfRound,
  decideDraw,
  cancelRound,
  earlierResults,
  insertDraw,
  liveDraw,
  markDrawn,
  namesOf,
  roundsToDraw,
  findRound,
  insertRound,
  listBlocks,
  listMemberRounds,
  lastReminders,
  listVoterCandidates,
  noteReminder,
  votersOf,
  listRounds,
  withdrawBallots,
  replaceBallot,
  updateRound,
  voterCounts,
  type BlockFields,
} from './rounds.repository.js';

type Db = Kysely<Database>;

/**
 * The high-season rounds as admins set them up (DECISIONS §18): made from the high season at a
 * click, edited until the ballot opens, cancelled until confirmed.
 */
export function roundsService(app: FastifyInstance, context: StaysContext) {
  const { now, adminWrite, memberWrite } = context;
  const life = bookingLife(app.jobs);

  /** The rounds with their blocks and how many voted, as admins see them on `today`. */
  async function views(db: Db, rows: Awaited<ReturnType<typeof listRounds>>, today: string) {
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

  const roundViewOf = async (db: Db, id: number, today: string) => {
    const row = await findRound(db, id);
    if (!row) throw new Refusal(404, roundMessages.notFound);
    return (await views(db, [row], today))[0]!;
  };

  /**
   * What a round may hold, checked as it is saved: a ballot that opens today or later, blocks
   * that begin after it closes and clash with no booking (read in the same lock as approvals).
   */
  async function checked(db: Db, input: RoundInput, today: string): Promise<BlockFields[]> {
    if (input.opens < today) throw new Refusal(400, roundRefusals.opensPast);
    const blocks = input.blocks.map((block) => ({
      name: block.name,
      from: fromWireDate(block.from),
      to: fromWireDate(block.to),
    }));
    const early = blocks.find((block) => block.from <= input.closes);
    if (early) throw new Refusal(400, roundRefusals.blockBeforeClose(early.name));
    const { leftOut } = blocksBesideBookings(blocks, await bookedNear(db, blocks));
    const clash = leftOut[0];
    if (clash) throw new Refusal(409, roundRefusals.blockBooked(clash.block.name, clash.booking));
    return blocks.map((block) => ({ name: block.name, from_date: block.from, to_date: block.to }));
  }

  const fieldsOf = (input: RoundInput) => ({
    name: input.name,
    opens: input.opens,
    closes: input.closes,
    first_pass_cap: input.first_pass_cap,
    total_cap: input.total_cap,
  });

  /**
   * Draws a round whose ballot has closed (DECISIONS §18), once: the standings are each voter's
   * high-season nights over the three years before the round's season and their run of rounds
   * voted in and come away from empty-handed (ended by a round they got something in or did not
   * vote in); the seed is new and kept with the result. Whether this call drew it.
   */
  async function drawRound(db: Db, id: number, by: number | null, stamp: string) {
    const row = await findRound(db, id);
    if (!row || !(await markDrawn(db, id, stamp))) return false;
    const blocks = await listBlocks(db, [id]);
    // Only ballots whose member may hold one now count (DECISIONS §22): a member suspended or
    // moved down since they voted, or an admin whose rights were removed, is left out.
    const ballots = await standingBallots(db, await ballotsOfRound(db, id));
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
  const decided = (result: DrawResult) => ({
    order: result.order,
    given: result.given,
    unclaimed: result.unclaimed,
  });

  /** The ballots whose member, as they are now, may hold one. */
  async function standingBallots<B extends { member: number }>(db: Db, ballots: B[]) {
    const members = await findUsersByIds(
      db,
      ballots.map((ballot) => ballot.member),
    );
    const standing = new Set(
      members.filter((row) => app.holds(row, 'ballot')).map((row) => row.id),
    );
    return ballots.filter((ballot) => standing.has(ballot.member));
  }

  /** A draw's result as it is shown, with each voter's name. */
  async function viewOf(
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
  async function drawViewOf(db: Db, id: number): Promise<DrawView> {
    const row = await findRound(db, id);
    if (!row) throw new Refusal(404, roundMessages.notFound);
    const draw = await liveDraw(db, id);
    if (!draw) throw new Refusal(404, roundRefusals.noDraw);
    return viewOf(db, draw, JSON.parse(draw.result) as DrawResult);
  }

  /** A drawn round and its proposed draw, or the refusal that says why there is none. */
  async function decidable(db: Db, id: number) {
    const row = await findRound(db, id);
    if (!row) throw new Refusal(404, roundMessages.notFound);
    const draw = await liveDraw(db, id);
    if (row.status !== 'drawn' || !draw || draw.status !== 'proposed') {
      throw new Refusal(409, roundRefusals.notDecidable);
    }
    return { row, draw };
  }

  /**
   * Who may vote in a round (members who may book, not suspended) and has a ballot, and who has
   * none yet with the last day they were reminded; never what anyone ranked.
   */
  async function votersView(db: Db, id: number) {
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

  /**
   * The mails of a confirmed round (DECISIONS §18), queued in its transaction: every voter hears
   * what they were given, or that they got nothing, and the order.
   */
  async function queueResults(
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
                name: people.get(m.because.member)
                  ? displayName(people.get(m.because.member)!)
                  : '',
                other:
                  m.because.kind === 'tooClose' ? (blocks.get(m.because.block)?.name ?? '') : '',
              },
      }));
      await app.queueMail(db, resultMail(reader, row, given, order, app.config.publicUrl, missed));
    }
  }

  return {
    /**
     * A member who may no longer hold a ballot (suspended, moved down): their ballots leave every
     * round not yet confirmed, and a proposed draw that counted them is discarded, for an admin
     * to draw again without them (DECISIONS §22). In the caller's transaction; how many rounds.
     */
    async withdrawBallotsOf(db: Db, release: Release) {
      const rounds = await withdrawBallots(db, release.userId);
      for (const round of rounds) {
        if (round.status !== 'drawn') continue;
        const draw = await liveDraw(db, round.id);
        if (draw?.status === 'proposed') {
          await decideDraw(db, round.id, draw.id, 'discarded', release.stamp);
        }
      }
      return rounds.length;
    },

    /** Draws every round whose ballot has closed (a chore: any process, any number of times). */
    async drawClosed() {
      const { today, stamp } = now();
      for (const { id } of await roundsToDraw(app.db, today)) {
        await unitOfWork(app.database, (db) => drawRound(db, id, null, stamp), 'stays');
      }
    },

    /** An admin asks for the draw of a round whose ballot has closed. */
    async draw(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row) throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).draw || !(await drawRound(db, id, caller.id, stamp))) {
          throw new Refusal(409, roundRefusals.notDrawable);
        }
        return { draw: await drawViewOf(db, id) };
      });
    },

    /**
     * Confirms a round's proposed draw (DECISIONS §18): every block given becomes a booking of its
     * member, with the history line "Given in the … round", in one transaction: a block that
     * clashes with a stay booked since the draw refuses the whole, and nothing is booked.
     */
    async confirm(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const { row, draw } = await decidable(db, id);
        const result = JSON.parse(draw.result) as DrawResult;
        const blocks = new Map((await listBlocks(db, [id])).map((block) => [block.id, block]));
        // Every member the draw gives a block is checked again as they are now (DECISIONS §22).
        const given = [...new Set(result.given.map((g) => g.member))];
        const standing = await standingBallots(
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
              { source: 'round', userId: given.member, block },
              roundRefusals.given(row.name),
              { actorId: caller.id, stamp },
            );
          }
        } catch (error) {
          // The transaction ends with the refusal: no block of the draw is booked.
          if (isBookedStayClash(error)) throw new Refusal(409, roundRefusals.clashSinceDraw);
          throw error;
        }
        await decideDraw(db, id, draw.id, 'confirmed', stamp);
        await queueResults(db, row, result, blocks);
        return { round: await roundViewOf(db, id, today) };
      });
    },

    /** Discards a round's proposed draw: the ballots stay, and an admin may draw again. */
    async discard(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const { draw } = await decidable(db, id);
        await decideDraw(db, id, draw.id, 'discarded', stamp);
        return { round: await roundViewOf(db, id, today) };
      });
    },

    /**
     * A confirmed round's published draw, and whether running it again from what it was drawn
     * from gives exactly that (the check any member can press). Before confirmation nothing is
     * published.
     */
    async check(id: number) {
      const row = await findRound(app.db, id);
      if (!row || row.status === 'cancelled') throw new Refusal(404, roundMessages.notFound);
      const draw = await liveDraw(app.db, id);
      if (row.status !== 'confirmed' || !draw) {
        throw new Refusal(404, roundRefusals.notPublished);
      }
      // The result as confirmed is what is published; the check is whether it is what the
      // stored ballots and seed give.
      const again = runDraw(JSON.parse(draw.input) as DrawInput);
      const confirmed = JSON.parse(draw.result) as DrawResult;
      return {
        draw: await viewOf(app.db, draw, confirmed),
        // What decides the result (the order, who was given what, what nobody got): the reasons
        // shown beside it were not kept by draws made before them.
        same: JSON.stringify(decided(again)) === JSON.stringify(decided(confirmed)),
      };
    },

    /** Who has voted in a round and who has not (admins remind the latter). */
    async voters(id: number): Promise<RoundVoters> {
      const row = await findRound(app.db, id);
      if (!row) throw new Refusal(404, roundMessages.notFound);
      return (await votersView(app.db, id)).view;
    },

    /**
     * Mails every member who may vote and has not, while the ballot is open: one mail each, at
     * most once a day however often admins press (a member reminded today is passed over).
     */
    async remind(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row || row.status === 'cancelled') throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).vote) {
          throw new Refusal(409, roundRefusals.ballotClosed(row.opens, row.closes));
        }
        let reminded = 0;
        for (const member of (await votersView(db, id)).waiting) {
          if (!(await noteReminder(db, { roundId: id, userId: member.id, day: today, stamp }))) {
            continue;
          }
          await app.queueMail(db, reminderMail(member, row, app.config.publicUrl));
          reminded += 1;
        }
        return { ...(await votersView(db, id)).view, reminded };
      });
    },

    async drawView(id: number) {
      return { draw: await drawViewOf(app.db, id) };
    },

    /**
     * The rounds a member sees (not yet confirmed or cancelled), each with its blocks and the
     * caller's own ballot; nobody's else, and not how many voted.
     */
    async forMember(caller: Caller): Promise<MemberRounds> {
      const today = now().today;
      const rows = await listMemberRounds(app.db);
      const [rounds, ballots] = await Promise.all([
        views(app.db, rows, today),
        ballotsOf(
          app.db,
          caller.id,
          rows.map((row) => row.id),
        ),
      ]);
      return {
        rounds: rounds.map(({ voters: _voters, can, ...round }) => ({
          ...round,
          ballot: ballots.get(round.id) ?? [],
          can: { vote: can.vote },
        })),
      };
    },

    /**
     * Saves a member's ballot as it stands (ranking by drag saves as it goes): the round's own
     * blocks, each once, while the ballot is open; an empty ranking withdraws it.
     */
    async saveBallot(caller: Caller, id: number, ranking: readonly number[]) {
      const { today, stamp } = now();
      return memberWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row || row.status === 'cancelled') throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).vote) {
          throw new Refusal(409, roundRefusals.ballotClosed(row.opens, row.closes));
        }
        const blocks = new Set((await listBlocks(db, [id])).map((block) => block.id));
        if (ranking.some((block) => !blocks.has(block))) {
          throw new Refusal(400, roundMessages.unknownBlock);
        }
        await replaceBallot(db, id, caller.id, ranking, stamp);
        return { ranking: [...ranking] };
      });
    },

    async list(): Promise<RoundsResponse> {
      return { rounds: await views(app.db, await listRounds(app.db), now().today) };
    },

    async one(id: number) {
      return { round: await roundViewOf(app.db, id, now().today) };
    },

    /**
     * The high season between two days as blocks (Midsummer week, one a week), and those left
     * out because they clash with a booking, each with whose booking it is.
     */
    async seasonBlocks(from: string, to: string): Promise<SeasonBlocks> {
      const made = seasonBlocks(await readHighSeason(app.db), from, to);
      const { kept, leftOut } = blocksBesideBookings(made, await bookedNear(app.db, made));
      return {
        blocks: kept.map((block) => ({
          name: block.name,
          from: toWireDate(block.from),
          to: toWireDate(block.to),
        })),
        left_out: leftOut.map(({ block, booking }) => ({
          name: block.name,
          from: toWireDate(block.from),
          to: toWireDate(block.to),
          booked_by: booking.user,
          booked_from: toWireDate(booking.from),
          booked_to: toWireDate(booking.to),
        })),
      };
    },

    async create(caller: Caller, input: RoundInput) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const blocks = await checked(db, input, today);
        const id = await insertRound(db, fieldsOf(input), blocks, caller.id, stamp);
        return { round: await roundViewOf(db, id, today) };
      });
    },

    async update(caller: Caller, id: number, input: RoundInput) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row) throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).edit) throw new Refusal(409, roundRefusals.notEditable);
        const blocks = await checked(db, input, today);
        await updateRound(db, id, fieldsOf(input), blocks, stamp);
        return { round: await roundViewOf(db, id, today) };
      });
    },

    async cancel(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row) throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).cancel) {
          throw new Refusal(409, roundRefusals.notCancellable);
        }
        await cancelRound(db, id, stamp);
        return { round: await roundViewOf(db, id, today) };
      });
    },
  };
}

export type RoundsService = ReturnType<typeof roundsService>;
