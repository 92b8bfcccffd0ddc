import {
  type RoundVoters,
  Refusal,
  roundAbilities,
  roundMessages,
  roundRefusals,
  type MemberRounds,
  ROUND,
  inSet,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Caller, StaysContext } from '../context.js';
import { views, votersView } from './round-views.js';
import { reminderMail, roundNotice } from './rounds.mail.js';
import { findRound, listBlocks } from './rounds.repository.js';
import { ballotsOf, listMemberRounds, noteReminder, replaceBallot } from './ballots.repository.js';

/** Who has voted in a round and who has not (admins remind the latter). */
export async function voters(
  app: FastifyInstance,
  context: StaysContext,
  id: number,
): Promise<RoundVoters> {
  const row = await findRound(app.db, id);
  if (!row) throw new Refusal(404, roundMessages.notFound);
  return (await votersView(app, app.db, id)).view;
}

/**
 * Mails every member who may vote and has not, while the ballot is open: one mail each, at
 * most once a day however often admins press (a member reminded today is passed over).
 */
export async function remind(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
) {
  const { today, stamp } = context.now();
  return context.adminWrite(caller, async (db) => {
    const row = await findRound(db, id);
    if (!row || !inSet(ROUND, 'shown', row.status)) throw new Refusal(404, roundMessages.notFound);
    if (!roundAbilities(row, today).vote) {
      throw new Refusal(409, roundRefusals.ballotClosed(row.opens, row.closes));
    }
    let reminded = 0;
    for (const member of (await votersView(app, db, id)).waiting) {
      if (!(await noteReminder(db, { roundId: id, userId: member.id, day: today, stamp }))) {
        continue;
      }
      await app.notify(
        db,
        roundNotice(member.id, reminderMail(member, row, app.config.publicUrl), id, 'reminder'),
      );
      reminded += 1;
    }
    return { ...(await votersView(app, db, id)).view, reminded };
  });
}

/**
 * The rounds a member sees (not yet confirmed or cancelled), each with its blocks and the
 * caller's own ballot; nobody's else, and not how many voted.
 */
export async function forMember(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
): Promise<MemberRounds> {
  const today = context.now().today;
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
}

/**
 * Saves a member's ballot as it stands (ranking by drag saves as it goes): the round's own
 * blocks, each once, while the ballot is open; an empty ranking withdraws it.
 */
export async function saveBallot(
  app: FastifyInstance,
  context: StaysContext,
  caller: Caller,
  id: number,
  ranking: readonly number[],
) {
  const { today, stamp } = context.now();
  return context.memberWrite(caller, async (db) => {
    const row = await findRound(db, id);
    if (!row || !inSet(ROUND, 'shown', row.status)) throw new Refusal(404, roundMessages.notFound);
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
}
