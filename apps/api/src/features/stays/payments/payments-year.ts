import {
  displayName,
  fromWireDate,
  paymentState,
  toWireDate,
  type AdminPayments,
  type Language,
  partyOf,
} from '@stuga/shared';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { FastifyInstance } from 'fastify';
import type { CsvCell } from '../../../lib/csv.js';
import { listPaymentsOfYear } from './payments.repository.js';

/** Öre as kronor with a decimal point, for a spreadsheet. */
const kronor = (ore: number) => (ore / 100).toFixed(2);

dayjs.extend(utc);
dayjs.extend(timezone);

/** The payments spreadsheet's words, separator and amounts, per language. */
const CSV_WORDS = {
  en: {
    head: [
      'booking',
      'member',
      'email',
      'arrival',
      'departure',
      'adults',
      'children',
      'guests',
      'pets',
      'fee_sek',
      'status',
      'marked_paid_at',
      'confirmed_at',
    ],
    separator: ',',
    amount: kronor,
    yes: 'yes',
    no: 'no',
    state: { due: 'due', marked: 'marked', confirmed: 'confirmed' },
  },
  sv: {
    head: [
      'bokning',
      'medlem',
      'e-post',
      'ankomst',
      'avresa',
      'vuxna',
      'barn',
      'gäster',
      'husdjur',
      'avgift_kr',
      'status',
      'markerad_betald',
      'bekräftad',
    ],
    separator: ';',
    amount: (ore: number) => kronor(ore).replace('.', ','),
    yes: 'ja',
    no: 'nej',
    state: { due: 'obetald', marked: 'markerad som betald', confirmed: 'betald' },
  },
} as const satisfies Record<Language, unknown>;

/** A year's payments, each stay's and each member's sums, as the admins' screen shows them. */
export async function yearView(app: FastifyInstance, year: number): Promise<AdminPayments> {
  const rows = await listPaymentsOfYear(app.db, year);
  const members = new Map<number, AdminPayments['members'][number]>();
  const payments = rows.map((row) => {
    const state = paymentState(row);
    const fee = row.fee ?? 0;
    let member = members.get(row.user_id);
    if (!member) {
      member = {
        user_id: row.user_id,
        member: displayName(row),
        due: 0,
        marked: 0,
        confirmed: 0,
      };
      members.set(row.user_id, member);
    }
    member.due += fee;
    if (state !== 'due') member.marked += fee;
    if (state === 'confirmed') member.confirmed += fee;
    return {
      booking_id: row.id,
      user_id: row.user_id,
      member: displayName(row),
      email: row.email,
      from: toWireDate(row.from_date),
      to: toWireDate(row.to_date),
      party: partyOf(row),
      fee,
      state,
      paid_at: row.paid_at,
      confirmed_at: row.payment_confirmed_at,
    };
  });
  return {
    year,
    payments,
    members: [...members.values()].sort((a, b) => a.member.localeCompare(b.member, 'sv')),
  };
}

/** The year as a spreadsheet's rows: a head, and one line a stay. */
export async function yearCsv(
  app: FastifyInstance,
  year: number,
  language: Language,
): Promise<{ rows: CsvCell[][]; separator: string }> {
  const { payments } = await yearView(app, year);
  const words = CSV_WORDS[language];
  // An instant as the house's clock showed it.
  const houseTime = (instant: string | null) =>
    instant ? dayjs(instant).tz(app.config.timeZone).format('YYYY-MM-DD HH:mm') : '';
  const lines = payments.map((p) => [
    p.booking_id,
    p.member,
    p.email,
    fromWireDate(p.from),
    fromWireDate(p.to),
    p.party.adults,
    p.party.children,
    p.party.guests,
    p.party.pets ? words.yes : words.no,
    words.amount(p.fee),
    words.state[p.state],
    houseTime(p.paid_at),
    houseTime(p.confirmed_at),
  ]);
  return { rows: [[...words.head], ...lines], separator: words.separator };
}
