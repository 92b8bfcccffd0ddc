import {
  COST_KINDS,
  displayName,
  meterUsage,
  toWireDate,
  type CostKind,
  type Language,
  type MoneyYear,
} from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { csvNumber, type CsvCell } from '../../lib/csv.js';
import {
  costsByKind,
  feesOfYear,
  meterReadings,
  peopleOf,
  yearOfMembers,
} from './money.repository.js';

/**
 * The year's statement for the annual meeting (DECISIONS §23): its costs by kind, its income from
 * stay fees, each member's year (laid out, parts, the difference), and the electricity used per
 * month and per stay from the checklists' meter readings.
 */
export async function moneyYear(app: FastifyInstance, year: number): Promise<MoneyYear> {
  const first = `${year}-01-01`;
  const last = `${year}-12-31`;
  const [kinds, members, fees, readings] = await Promise.all([
    costsByKind(app.db, first, last),
    yearOfMembers(app.db, first, last),
    feesOfYear(app.db, first, last),
    meterReadings(app.db, first, last),
  ]);
  const byKind = new Map(kinds.map((row) => [row.kind, Number(row.total)]));
  const costs = COST_KINDS.map((kind: CostKind) => ({ kind, amount: byKind.get(kind) ?? 0 }));
  const lines = new Map<number, { paid: number; parts: number }>();
  const of = (id: number) => {
    let line = lines.get(id);
    if (!line) lines.set(id, (line = { paid: 0, parts: 0 }));
    return line;
  };
  for (const row of members.paid)
    if (row.user_id !== null) of(row.user_id).paid += Number(row.total);
  for (const row of members.parts) of(row.user_id).parts += Number(row.total);
  const people = new Map((await peopleOf(app.db, [...lines.keys()])).map((row) => [row.id, row]));
  const usage = meterUsage(
    readings.map(({ reading }) => reading),
    year,
  );
  const stayOf = new Map(readings.map(({ row }) => [row.booking_id, row]));
  return {
    year,
    costs,
    total: costs.reduce((sum, cost) => sum + cost.amount, 0),
    income: { confirmed: Number(fees?.confirmed ?? 0), open: Number(fees?.open ?? 0) },
    members: [...lines]
      .map(([id, line]) => ({
        user_id: id,
        name: displayName(people.get(id)!),
        paid: line.paid,
        parts: line.parts,
        net: line.paid - line.parts,
      }))
      .sort((a, b) => a.name.localeCompare(b.name, 'sv') || a.user_id - b.user_id),
    months: usage.months,
    stays: usage.stays.map(({ booking, kwh }) => {
      const stay = stayOf.get(booking)!;
      return {
        booking_id: booking,
        name: displayName(stay),
        from: toWireDate(stay.from_date),
        to: toWireDate(stay.to_date),
        kwh,
      };
    }),
  };
}

/** Öre as kronor with two decimals, for a spreadsheet. */
const kronor = (ore: number) => csvNumber((ore / 100).toFixed(2));

/** The statement's spreadsheet words, separator and amounts, per language. */
const CSV_WORDS = {
  en: {
    separator: ',',
    amount: kronor,
    head: ['section', 'item', 'laid_out_sek', 'parts_sek', 'amount_sek'],
    cost: 'cost',
    total: 'total costs',
    income: 'stay fees',
    confirmed: 'confirmed',
    open: 'not yet confirmed',
    member: 'member',
    kinds: {
      electricity: 'electricity',
      insurance: 'insurance',
      property_fee: 'property fee',
      repairs: 'repairs',
      firewood: 'firewood',
      other: 'other',
    },
  },
  sv: {
    separator: ';',
    amount: (ore: number) => csvNumber((ore / 100).toFixed(2).replace('.', ',')),
    head: ['del', 'post', 'utlagt_kr', 'delar_kr', 'belopp_kr'],
    cost: 'kostnad',
    total: 'summa kostnader',
    income: 'vistelseavgifter',
    confirmed: 'bekräftade',
    open: 'ej bekräftade än',
    member: 'medlem',
    kinds: {
      electricity: 'el',
      insurance: 'försäkring',
      property_fee: 'fastighetsavgift',
      repairs: 'reparationer',
      firewood: 'ved',
      other: 'övrigt',
    },
  },
} as const satisfies Record<Language, unknown>;

/** The year's statement as rows of a spreadsheet (the same figures as the page). */
export function moneyYearCsv(
  statement: MoneyYear,
  language: Language,
): { rows: CsvCell[][]; separator: string } {
  const words = CSV_WORDS[language];
  const rows: CsvCell[][] = [
    [...words.head],
    ...statement.costs.map((cost) => [
      words.cost,
      words.kinds[cost.kind],
      null,
      null,
      words.amount(cost.amount),
    ]),
    [words.cost, words.total, null, null, words.amount(statement.total)],
    [words.income, words.confirmed, null, null, words.amount(statement.income.confirmed)],
    [words.income, words.open, null, null, words.amount(statement.income.open)],
    ...statement.members.map((line) => [
      words.member,
      line.name,
      words.amount(line.paid),
      words.amount(line.parts),
      words.amount(line.net),
    ]),
  ];
  return { rows, separator: words.separator };
}
