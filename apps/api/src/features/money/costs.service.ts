import {
  costMessages,
  displayName,
  joinedName,
  toWireDate,
  type Cost,
  type CostInput,
  type CostKind,
  type Costs,
  type MoneySettings,
} from '@stuga/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { imageDelivery, type ImageQuery } from '../../lib/images/image-delivery.js';
import { adminWrite, type Caller } from '../../plugins/caller.js';
import { recordCost } from './record-cost.js';
import { addReceipt } from './receipts.js';
import { moneySettings, setMoneySettings } from './money-settings.js';
import { repeatDueCosts } from './repeat-costs.js';
import { sendBalanceReminders } from './balance-reminders.js';
import {
  findCost,
  insertCost,
  listCosts,
  listParts,
  partsOf,
  type CostRow,
  type PartRow,
} from './costs.repository.js';
import { sharesOn } from '../../db/shares.repository.js';

type Db = Kysely<Database>;

/** A cost as the admins read it, with its parts and how each was worked out. */
function costOf(
  row: CostRow,
  parts: readonly PartRow[],
  receipts: ReadonlyMap<string, string>,
  admin = true,
): Cost {
  return {
    id: row.id,
    what: row.what,
    amount: Number(row.amount),
    day: toWireDate(row.day),
    kind: row.kind,
    split: row.split,
    paid_by:
      row.paid_by === null
        ? null
        : { id: row.paid_by, name: joinedName(row.payer_first, row.payer_last) ?? '' },
    repeats: row.repeats,
    period:
      row.period_from && row.period_to
        ? { from: toWireDate(row.period_from), to: toWireDate(row.period_to) }
        : null,
    corrects: row.corrects,
    corrected_by: row.corrected_by,
    recorded_at: row.recorded_at,
    recorded_by: joinedName(row.recorder_first, row.recorder_last),
    parts: parts
      .filter((part) => part.cost_id === row.id)
      .map((part) => ({
        user_id: part.user_id,
        name: displayName(part),
        amount: Number(part.amount),
        weight: Number(part.weight),
        of: Number(part.of_total),
        unit: part.unit,
        kwh: part.kwh === null ? null : Number(part.kwh),
        kwh_price: part.kwh_price === null ? null : Number(part.kwh_price),
      })),
    came_from:
      row.repeat_of !== null && row.origin_day !== null
        ? { id: row.repeat_of, day: toWireDate(row.origin_day) }
        : null,
    receipt: row.receipt ? (receipts.get(row.receipt) ?? null) : null,
    // A cost is corrected once; a correction is not corrected again.
    can: {
      correct: admin && row.corrects === null && row.corrected_by === null,
      receipt: admin,
    },
  };
}

/**
 * What the house pays (DECISIONS §23): costs recorded by the admins, each split among members
 * exactly in öre when it is recorded (by shares, equally among owners, by person-nights, or by
 * amounts), and corrected, never removed: a correction cancels a cost part by part.
 */
export function costsService(app: FastifyInstance) {
  const pictures = imageDelivery(app);
  async function one(db: Db, id: number): Promise<Cost> {
    const row = await findCost(db, id);
    if (!row) throw new HttpError(404, costMessages.none);
    return costOf(row, await listParts(db, [id]), pictures.addresses('receipt'));
  }

  return {
    settings: () => moneySettings(app),
    setSettings: (caller: Caller, input: MoneySettings) => setMoneySettings(app, caller, input),

    /** A cost's receipt picture, by an admin; the cost after it. */
    async addReceipt(caller: Caller, id: number, upload: { filename: string; content: Buffer }) {
      await addReceipt(app, caller, id, upload);
      return one(app.db, id);
    },
    /** A receipt, resized, at the signed address the costs gave. */
    receipt: (reply: FastifyReply, name: string, query: ImageQuery, accept: string | undefined) =>
      pictures.send(reply, 'receipt', name, query, accept),

    /** Makes the repeating costs' comings up to today (the chore). */
    repeatDue: () => repeatDueCosts(app),

    /** Mails the month's reminders of balances owed, in the month's first days (the chore). */
    remindBalances: () => sendBalanceReminders(app),

    /** A year's costs, of one kind or all, the latest first: for the admins and the owners. */
    async list(caller: Caller, year: number, kind?: CostKind): Promise<Costs> {
      if (!caller.is_admin) {
        const owners = await sharesOn(app.db, app.clock.today());
        if (!owners.some((owner) => owner.user_id === caller.id)) {
          throw new HttpError(403, costMessages.ownersOnly);
        }
      }
      const rows = await listCosts(app.db, `${year}-01-01`, `${year}-12-31`, kind);
      const parts = await listParts(
        app.db,
        rows.map((row) => row.id),
      );
      const receipts = pictures.addresses('receipt');
      return { costs: rows.map((row) => costOf(row, parts, receipts, caller.is_admin)) };
    },

    /** Records a cost and each member's part of it, and mails those with a large part. */
    record: async (caller: Caller, input: CostInput): Promise<Cost> =>
      adminWrite(
        app,
        caller,
        async (db) => one(db, await recordCost(app, db, caller, input)),
        'money',
      ),

    /**
     * Cancels a cost by a correction of the same day, kind and payer (so its year's sums are
     * right), recorded now, whose amount and parts are the cost's own negated: both are kept. A
     * cost is corrected once (two admins at once: one correction, the other told it is done).
     */
    async correct(caller: Caller, id: number): Promise<Cost> {
      try {
        return await adminWrite(
          app,
          caller,
          async (db) => {
            const cost = await findCost(db, id);
            if (!cost) throw new HttpError(404, costMessages.none);
            if (cost.corrects !== null) throw new HttpError(409, costMessages.isCorrection);
            if (cost.corrected_by !== null) throw new HttpError(409, costMessages.corrected);
            const parts = await partsOf(db, id);
            const correction = await insertCost(
              db,
              {
                what: cost.what,
                amount: -Number(cost.amount),
                day: cost.day,
                kind: cost.kind,
                split: cost.split,
                paid_by: cost.paid_by,
                repeats: null,
                period_from: cost.period_from,
                period_to: cost.period_to,
                corrects: id,
                recorded_by: caller.id,
                recorded_at: app.clock.now().toISOString(),
              },
              parts.map((part) => ({ ...part, amount: -Number(part.amount) })),
            );
            return one(db, correction);
          },
          'money',
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, costMessages.corrected);
        throw error;
      }
    },
  };
}

export type CostsService = ReturnType<typeof costsService>;
