import {
  blocksBesideBookings,
  fromWireDate,
  Refusal,
  roundAbilities,
  roundMessages,
  roundRefusals,
  type RoundInput,
} from '@stuga/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { bookedNear } from '../bookings/booked-near.js';
import type { Caller, StaysContext } from '../context.js';
import { roundViewOf } from './round-views.js';
import {
  cancelRound as cancelRoundRow,
  findRound,
  insertRound,
  updateRound as updateRoundRow,
  type BlockFields,
} from './rounds.repository.js';

type Db = Kysely<Database>;

/**
 * An admin sets up a round (DECISIONS §18): made from the high season at a click, edited until
 * its ballot opens, cancelled until confirmed.
 */

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

export async function createRound(context: StaysContext, caller: Caller, input: RoundInput) {
  const { today, stamp } = context.now();
  return context.adminWrite(caller, async (db) => {
    const blocks = await checked(db, input, today);
    const id = await insertRound(db, fieldsOf(input), blocks, caller.id, stamp);
    return { round: await roundViewOf(db, id, today) };
  });
}

export async function updateRound(
  context: StaysContext,
  caller: Caller,
  id: number,
  input: RoundInput,
) {
  const { today, stamp } = context.now();
  return context.adminWrite(caller, async (db) => {
    const row = await findRound(db, id);
    if (!row) throw new Refusal(404, roundMessages.notFound);
    if (!roundAbilities(row, today).edit) throw new Refusal(409, roundRefusals.notEditable);
    const blocks = await checked(db, input, today);
    await updateRoundRow(db, id, fieldsOf(input), blocks, stamp);
    return { round: await roundViewOf(db, id, today) };
  });
}

export async function cancelRound(context: StaysContext, caller: Caller, id: number) {
  const { today, stamp } = context.now();
  return context.adminWrite(caller, async (db) => {
    const row = await findRound(db, id);
    if (!row) throw new Refusal(404, roundMessages.notFound);
    if (!roundAbilities(row, today).cancel) {
      throw new Refusal(409, roundRefusals.notCancellable);
    }
    await cancelRoundRow(db, id, stamp);
    return { round: await roundViewOf(db, id, today) };
  });
}
