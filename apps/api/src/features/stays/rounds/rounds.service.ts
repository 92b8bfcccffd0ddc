import {
  Refusal,
  roundAbilities,
  roundMessages,
  roundRefusals,
  type RoundInput,
  type RoundsResponse,
  ROUND,
  DRAW,
  may,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { unitOfWork } from '../../../db/unit-of-work.js';
import type { Release } from '../../../lib/holdings.js';
import type { Caller, StaysContext } from '../context.js';
import { confirmDraw } from './confirm-draw.js';
import { drawRound } from './draw-round.js';
import { drawViewOf, roundViewOf, views, decidable } from './round-views.js';
import { cancelRound, createRound, updateRound } from './save-round.js';
import { forMember, remind, saveBallot, voters } from './voting.js';
import { blocksOfSeason, check } from './round-reads.js';
import { findRound, listRounds } from './rounds.repository.js';
import { decideDraw, liveDraw, roundsToDraw } from './draws.repository.js';
import { withdrawBallots } from './ballots.repository.js';

type Db = Kysely<Database>;

/**
 * The high-season rounds (DECISIONS §18): set up by admins (`save-round.ts`), voted on by
 * members, drawn at the close (`draw-round.ts`), confirmed into bookings (`confirm-draw.ts`),
 * and checked by anyone; what the screens are shown is `round-views.ts`.
 */
export function roundsService(app: FastifyInstance, context: StaysContext) {
  const { now, adminWrite } = context;

  return {
    /**
     * A member who may no longer hold a ballot (suspended, moved down): their ballots leave every
     * round not yet confirmed, and a proposed draw that counted them is discarded, for an admin
     * to draw again without them (DECISIONS §22). In the caller's transaction; how many rounds.
     */
    async withdrawBallotsOf(db: Db, release: Release) {
      const rounds = await withdrawBallots(db, release.userId);
      for (const round of rounds) {
        if (!may(ROUND, 'discard', round.status)) continue;
        const draw = await liveDraw(db, round.id);
        if (draw && may(DRAW, 'discard', draw.status)) {
          await decideDraw(db, round.id, draw.id, 'discard', release.stamp);
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
        await decideDraw(db, id, draw.id, 'discard', stamp);
        return { round: await roundViewOf(db, id, today) };
      });
    },

    /**
     * A confirmed round's published draw, and whether running it again from what it was drawn
     * from gives exactly that (the check any member can press). Before confirmation nothing is
     * published.
     */
    check: (id: number) => check(app, context, id),

    /** Who has voted in a round and who has not (admins remind the latter). */
    voters: (id: number) => voters(app, context, id),

    /**
     * Mails every member who may vote and has not, while the ballot is open: one mail each, at
     * most once a day however often admins press (a member reminded today is passed over).
     */
    remind: (caller: Caller, id: number) => remind(app, context, caller, id),

    async drawView(id: number) {
      return { draw: await drawViewOf(app.db, id) };
    },

    /**
     * The rounds a member sees (not yet confirmed or cancelled), each with its blocks and the
     * caller's own ballot; nobody's else, and not how many voted.
     */
    forMember: (caller: Caller) => forMember(app, context, caller),

    /**
     * Saves a member's ballot as it stands (ranking by drag saves as it goes): the round's own
     * blocks, each once, while the ballot is open; an empty ranking withdraws it.
     */
    saveBallot: (caller: Caller, id: number, ranking: readonly number[]) =>
      saveBallot(app, context, caller, id, ranking),

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
    seasonBlocks: (from: string, to: string) => blocksOfSeason(app, context, from, to),

    create: (caller: Caller, input: RoundInput) => createRound(context, caller, input),

    update: (caller: Caller, id: number, input: RoundInput) =>
      updateRound(context, caller, id, input),

    cancel: (caller: Caller, id: number) => cancelRound(context, caller, id),
  };
}

export type RoundsService = ReturnType<typeof roundsService>;
