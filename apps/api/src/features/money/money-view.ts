import {
  displayName,
  settleUp,
  toWireDate,
  type Money,
  type MyPart,
  type Proposal,
  type SettlementRecord,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readFeeSettings, readHouseName } from '../../db/settings.repository.js';
import { LOCKED, swishFor, swishText } from '../../lib/swish.js';
import { type Caller } from '../../plugins/caller.js';
import {
  feesByMember,
  listSettlements,
  paidByMember,
  partsByMember,
  partsOfMember,
  peopleOf,
} from './money.repository.js';
import { sharesOn } from '../../db/shares.repository.js';

type Db = Kysely<Database>;

/** The house's account in the settling-up sums (members' ids start at 1). */
export const HOUSE = 0;

interface Ledger {
  /** Per member: laid out, parts, settled (öre). */
  members: Map<number, { paid: number; parts: number; settled: number }>;
  settlements: Awaited<ReturnType<typeof listSettlements>>;
}

/** Everything that makes the balances, read in one go. */
export async function ledgerOf(db: Db): Promise<Ledger> {
  const [paid, parts, settlements] = await Promise.all([
    paidByMember(db),
    partsByMember(db),
    listSettlements(db),
  ]);
  const members = new Map<number, { paid: number; parts: number; settled: number }>();
  const of = (id: number) => {
    let entry = members.get(id);
    if (!entry) members.set(id, (entry = { paid: 0, parts: 0, settled: 0 }));
    return entry;
  };
  for (const row of paid) if (row.user_id !== null) of(row.user_id).paid += Number(row.total);
  for (const row of parts) of(row.user_id).parts += Number(row.total);
  for (const row of settlements) {
    // A payment made brings the payer's balance up, one received brings the payee's down.
    if (row.from_user !== null) of(row.from_user).settled += Number(row.amount);
    if (row.to_user !== null) of(row.to_user).settled -= Number(row.amount);
  }
  return { members, settlements };
}

/** Each member's balance (positive: owed to them) and the house's, which makes the sum zero. */
export function balancesOf(ledger: Ledger): Map<number, number> {
  const balances = new Map<number, number>();
  let house = 0;
  for (const [id, entry] of ledger.members) {
    const balance = entry.paid - entry.parts + entry.settled;
    balances.set(id, balance);
    house -= balance;
  }
  balances.set(HOUSE, house);
  return balances;
}

/** Who may act for a side of a payment: its member, or an admin for the house's account. */
export const actsFor = (caller: Caller, side: number | null) =>
  side === null ? caller.is_admin : side === caller.id;

/** What `GET /api/money` answers the caller: balances, proposals with Swish, payments, parts. */
export async function moneyView(app: FastifyInstance, caller: Caller): Promise<Money> {
  const ledger = await ledgerOf(app.db);
  const balances = balancesOf(ledger);
  const year = app.clock.today().slice(0, 4);
  const [fees, mine, house, { swish: houseSwish }, owners] = await Promise.all([
    feesByMember(app.db, `${year}-01-01`, `${year}-12-31`),
    partsOfMember(app.db, caller.id),
    readHouseName(app.db),
    readFeeSettings(app.db),
    sharesOn(app.db, app.clock.today()),
  ]);
  const ids = [
    ...new Set([
      ...ledger.members.keys(),
      caller.id,
      ...ledger.settlements.flatMap((row) => [row.from_user, row.to_user]),
    ]),
  ].filter((id): id is number => id !== null && id !== HOUSE);
  const people = new Map((await peopleOf(app.db, ids)).map((row) => [row.id, row]));
  const name = (id: number | null) =>
    id === null || id === HOUSE ? house : displayName(people.get(id)!);
  const side = (id: number | null) => ({
    id: id === HOUSE ? null : id,
    name: name(id),
  });
  const feeOf = new Map(fees.map((row) => [row.user_id, Number(row.total)]));

  const proposals: Proposal[] = await Promise.all(
    settleUp([...balances].map(([member, amount]) => ({ member, amount }))).map(
      async ({ from, to, amount }) => {
        const payer = from === HOUSE ? null : from;
        const payee = to === HOUSE ? null : to;
        const mayPay = actsFor(caller, payer);
        const number = payee === null ? houseSwish : (people.get(payee)?.swish ?? null);
        return {
          from: side(from),
          to: side(to),
          amount,
          swish:
            mayPay && number
              ? await swishFor({
                  payee: number,
                  amount,
                  message: swishText(`${house} ${name(from)}`),
                  locked: LOCKED.payee + LOCKED.amount + LOCKED.message,
                })
              : null,
          can: { mark_paid: mayPay },
        };
      },
    ),
  );
  const settlements: SettlementRecord[] = ledger.settlements.map((row) => ({
    id: row.id,
    from: side(row.from_user),
    to: side(row.to_user),
    amount: Number(row.amount),
    marked_at: row.marked_at,
    confirmed_at: row.confirmed_at,
    can: { confirm: row.confirmed_at === null && actsFor(caller, row.to_user) },
  }));
  const myParts: MyPart[] = mine.map((row) => ({
    cost_id: row.cost_id,
    what: row.what,
    day: toWireDate(row.day),
    kind: row.kind,
    amount: Number(row.amount),
    weight: Number(row.weight),
    of: Number(row.of_total),
    unit: row.unit,
    kwh: row.kwh === null ? null : Number(row.kwh),
    kwh_price: row.kwh_price === null ? null : Number(row.kwh_price),
  }));
  return {
    balances: [...ledger.members]
      .map(([id, entry]) => ({
        user_id: id,
        name: name(id),
        paid: entry.paid,
        parts: entry.parts,
        settled: entry.settled,
        balance: balances.get(id) ?? 0,
        fees: feeOf.get(id) ?? 0,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.user_id - b.user_id),
    house: balances.get(HOUSE) ?? 0,
    proposals,
    settlements,
    my_parts: myParts,
    my_swish: people.get(caller.id)?.swish ?? null,
    is_owner: owners.some((owner) => owner.user_id === caller.id),
  };
}
