import {
  costMessages,
  countsPeriod,
  DEFAULT_SPLIT,
  fromWireDate,
  monthOf,
  type CostInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readMoneySettings } from '../../db/settings.repository.js';
import { HttpError } from '../../lib/http-error.js';
import type { Caller } from '../../plugins/caller.js';
import { partsFor } from './cost-parts.js';
import { insertCost, type NewPart } from './costs.repository.js';
import { moneyReaders } from './money-mails.js';
import { partMail } from './money.mail.js';
import { existingAccounts } from './owners.repository.js';

/**
 * Records a cost and each member's part of it (DECISIONS §23), in the caller's transaction: split
 * by its rule (the kind's own unless it says another) over its period (the month of its day
 * unless it gives one); each member with a large part is mailed (`mailLargeParts`). Answers its id.
 */
export async function recordCost(
  app: FastifyInstance,
  db: Kysely<Database>,
  caller: Caller,
  input: CostInput,
): Promise<number> {
  const day = fromWireDate(input.day);
  const split = input.split ?? DEFAULT_SPLIT[input.kind];
  const period = input.period
    ? { first: fromWireDate(input.period.from), last: fromWireDate(input.period.to) }
    : monthOf(day);
  if (input.paid_by !== null && (await existingAccounts(db, [input.paid_by])).size === 0) {
    throw new HttpError(400, costMessages.noPayer);
  }
  const parts = await partsFor(db, {
    amount: input.amount,
    split,
    day,
    period,
    amounts: input.amounts,
  });
  const counted = countsPeriod(split);
  const id = await insertCost(
    db,
    {
      what: input.what,
      amount: input.amount,
      day,
      kind: input.kind,
      split,
      paid_by: input.paid_by,
      repeats: input.repeats ?? null,
      period_from: counted ? period.first : null,
      period_to: counted ? period.last : null,
      corrects: null,
      recorded_by: caller.id,
      recorded_at: app.clock.now().toISOString(),
    },
    parts,
  );
  await mailLargeParts(app, db, { what: input.what, amount: input.amount, day }, parts);
  return id;
}

/**
 * Mails each member whose part of a new cost (recorded, or come again by itself) is over the
 * settings' amount, in their language, in the cost's own transaction (the outbox: once), unless
 * they turned that mail off or may no longer use the money (DECISIONS §23).
 */
export async function mailLargeParts(
  app: FastifyInstance,
  db: Kysely<Database>,
  cost: { what: string; amount: number; day: string },
  parts: readonly NewPart[],
): Promise<void> {
  const { part_mail_over: over } = await readMoneySettings(db);
  const large = new Map(
    parts.filter((part) => part.amount > over).map((part) => [part.user_id, part.amount]),
  );
  for (const reader of await moneyReaders(app, db, [...large.keys()], 'cost')) {
    await app.queueMail(db, partMail(reader, cost, large.get(reader.id)!, app.config.publicUrl));
  }
}
