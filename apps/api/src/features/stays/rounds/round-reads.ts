import {
  blocksBesideBookings,
  runDraw,
  Refusal,
  roundMessages,
  roundRefusals,
  seasonBlocks,
  toWireDate,
  type DrawInput,
  type DrawResult,
  type SeasonBlocks,
  ROUND,
  inSet,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { bookedNear } from '../bookings/booked-near.js';
import type { StaysContext } from '../context.js';
import { readHighSeason } from '../fair-share.service.js';
import { decided } from './draw-round.js';
import { viewOf } from './round-views.js';
import { findRound } from './rounds.repository.js';
import { liveDraw } from './draws.repository.js';

/**
 * A confirmed round's published draw, and whether running it again from what it was drawn
 * from gives exactly that (the check any member can press). Before confirmation nothing is
 * published.
 */
export async function check(app: FastifyInstance, context: StaysContext, id: number) {
  const row = await findRound(app.db, id);
  if (!row || !inSet(ROUND, 'shown', row.status)) throw new Refusal(404, roundMessages.notFound);
  const draw = await liveDraw(app.db, id);
  if (!inSet(ROUND, 'confirmed', row.status) || !draw) {
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
}

/**
 * The high season between two days as blocks (Midsummer week, one a week), and those left
 * out because they clash with a booking, each with whose booking it is.
 */
export async function blocksOfSeason(
  app: FastifyInstance,
  context: StaysContext,
  from: string,
  to: string,
): Promise<SeasonBlocks> {
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
}
