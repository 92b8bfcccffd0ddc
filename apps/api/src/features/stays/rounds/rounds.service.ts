import {
  blocksBesideBookings,
  type RoundVoters,
  runDraw,
  Refusal,
  roundAbilities,
  roundMessages,
  roundRefusals,
  seasonBlocks,
  toWireDate,
  type DrawInput,
  type DrawResult,
  type MemberRounds,
  type RoundInput,
  type RoundsResponse,
  type SeasonBlocks,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import type { Release } from '../../../lib/holdings.js';
import { bookedNear } from '../bookings/booked-near.js';
import type { Caller, StaysContext } from '../context.js';
import { readHighSeason } from '../fair-share.service.js';
import { confirmDraw } from './confirm-draw.js';
import { decided, drawRound } from './draw-round.js';
import { drawViewOf, roundViewOf, viewOf, views, votersView, decidable } from './round-views.js';
import { reminderMail } from './rounds.mail.js';
import { cancelRound, createRound, updateRound } from './save-round.js';
import { findRound, listBlocks, listRounds } from './rounds.repository.js';
import { decideDraw, liveDraw, roundsToDraw } from './draws.repository.js';
import {
  ballotsOf,
  listMemberRounds,
  noteReminder,
  withdrawBallots,
  replaceBallot,
} from './ballots.repository.js';

type Db = Kysely<Database>;

/**
 * The high-season rounds (DECISIONS §18): set up by admins (`save-round.ts`), voted on by
 * members, drawn at the close (`draw-round.ts`), confirmed into bookings (`confirm-draw.ts`),
 * and checked by anyone; what the screens are shown is `round-views.ts`.
 */
export function roundsService(app: FastifyInstance, context: StaysContext) {
  const { now, adminWrite, memberWrite } = context;

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
        await unitOfWork(app.database, (db) => drawRound(app, db, id, null, stamp), 'stays');
      }
    },

    /** An admin asks for the draw of a round whose ballot has closed. */
    async draw(caller: Caller, id: number) {
      const { today, stamp } = now();
      return adminWrite(caller, async (db) => {
        const row = await findRound(db, id);
        if (!row) throw new Refusal(404, roundMessages.notFound);
        if (!roundAbilities(row, today).draw || !(await drawRound(app, db, id, caller.id, stamp))) {
          throw new Refusal(409, roundRefusals.notDrawable);
        }
        return { draw: await drawViewOf(db, id) };
      });
    },

    /** Confirms a round's proposed draw: `confirm-draw.ts`. */
    confirm: (caller: Caller, id: number) => confirmDraw(app, context, caller, id),

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
      return (await votersView(app, app.db, id)).view;
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
        for (const member of (await votersView(app, db, id)).waiting) {
          if (!(await noteReminder(db, { roundId: id, userId: member.id, day: today, stamp }))) {
            continue;
          }
          await app.queueMail(db, reminderMail(member, row, app.config.publicUrl));
          reminded += 1;
        }
        return { ...(await votersView(app, db, id)).view, reminded };
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

    create: (caller: Caller, input: RoundInput) => createRound(context, caller, input),

    update: (caller: Caller, id: number, input: RoundInput) =>
      updateRound(context, caller, id, input),

    cancel: (caller: Caller, id: number) => cancelRound(context, caller, id),
  };
}

export type RoundsService = ReturnType<typeof roundsService>;
