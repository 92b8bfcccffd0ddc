import {
  moneyMessages,
  type Language,
  type Money,
  type OwnSwish,
  type OwnSwishView,
  type SettlementInput,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { writeAs, type Caller } from '../../plugins/caller.js';
import { actsFor, balancesOf, HOUSE, ledgerOf, moneyView } from './money-view.js';
import { moneyYear, moneyYearCsv } from './money-year.js';
import {
  confirmSettlement,
  findSettlement,
  insertSettlement,
  setSwish,
  swishOf,
} from './money.repository.js';
import { existingAccounts } from './owners.repository.js';

/**
 * Settling up (DECISIONS §23): each member's balance from the costs they laid out, their parts and
 * the payments made; the fewest payments that clear them all, each with a Swish QR code to the
 * payee's own number; marked paid by the payer, confirmed by the payee (an admin for the house).
 */
export function moneyService(app: FastifyInstance) {
  const view = (caller: Caller) => moneyView(app, caller);

  return {
    view,

    /** The year's statement for the annual meeting. */
    year: (year: number) => moneyYear(app, year),

    /** The same statement as a spreadsheet. */
    yearCsv: async (year: number, language: Language) =>
      moneyYearCsv(await moneyYear(app, year), language),

    /** The caller's own Swish number as it is kept (a field of their profile). */
    ownSwish: async (caller: Caller): Promise<OwnSwishView> => ({
      swish: (await swishOf(app.db, caller.id)) ?? null,
    }),

    /** The caller's own Swish number, to be paid to. */
    async setSwish(caller: Caller, input: OwnSwish): Promise<Money> {
      await writeAs(app, caller, 'booking', (db) =>
        setSwish(db, caller.id, input.swish, app.clock.now().toISOString()),
      );
      return view(caller);
    },

    /**
     * The payer says they paid: refused unless the caller pays (an admin for the house's account)
     * and it is no more than the payer owes, read in the money's lock (so a payment marked twice
     * at once is kept once).
     */
    async markPaid(caller: Caller, input: SettlementInput): Promise<Money> {
      if (!actsFor(caller, input.from)) throw new HttpError(403, moneyMessages.notPayer);
      await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          const named = [input.from, input.to].filter((id): id is number => id !== null);
          if ((await existingAccounts(db, named)).size !== named.length) {
            throw new HttpError(400, moneyMessages.noMember);
          }
          const owed = -(balancesOf(await ledgerOf(db)).get(input.from ?? HOUSE) ?? 0);
          if (input.amount > owed) throw new HttpError(409, moneyMessages.tooMuch);
          await insertSettlement(db, {
            from_user: input.from,
            to_user: input.to,
            amount: input.amount,
            marked_by: caller.id,
            marked_at: app.clock.now().toISOString(),
          });
        },
        'money',
      );
      return view(caller);
    },

    /** The payee confirms a payment (an admin for the house's account), once. */
    async confirm(caller: Caller, id: number): Promise<Money> {
      await writeAs(
        app,
        caller,
        'booking',
        async (db) => {
          const row = await findSettlement(db, id);
          if (!row) throw new HttpError(404, moneyMessages.none);
          if (!actsFor(caller, row.to_user)) throw new HttpError(403, moneyMessages.notPayee);
          if (!(await confirmSettlement(db, id, caller.id, app.clock.now().toISOString()))) {
            throw new HttpError(409, moneyMessages.confirmed);
          }
        },
        'money',
      );
      return view(caller);
    },
  };
}

export type MoneyService = ReturnType<typeof moneyService>;
