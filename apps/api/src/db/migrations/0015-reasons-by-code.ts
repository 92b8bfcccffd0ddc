import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Reasons by code (DECISIONS §17): a reason the house gives (another option of the plan was
 * approved, a conflict with an approved stay, a member who can no longer book) is kept as a
 * message code and its values, so every reader's screen and mail says it in their language
 * without reading English back. An admin's own words keep no code.
 *
 * - `stay_option.rejection_code`, `rejection_values` (JSON) beside `rejection_reason`, the
 *   English text the API sends (SPEC's field);
 * - `option_history.reason_code`, `reason_values` beside `reason`.
 *
 * What is stored already is converted here, once: these are the English texts the releases
 * before this one wrote for the house's reasons (dates as `12 Sept 2025`). A text matching none
 * is an admin's and keeps no code.
 */
export const reasonsByCode: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('stay_option').addColumn('rejection_code', 'text').execute();
    await db.schema.alterTable('stay_option').addColumn('rejection_values', 'text').execute();
    await db.schema.alterTable('option_history').addColumn('reason_code', 'text').execute();
    await db.schema.alterTable('option_history').addColumn('reason_values', 'text').execute();

    for (const [table, id, text, code, values] of [
      ['stay_option', 'id', 'rejection_reason', 'rejection_code', 'rejection_values'],
      ['option_history', 'id', 'reason', 'reason_code', 'reason_values'],
    ] as const) {
      const rows = await sql<{ id: number; text: string }>`
        select ${sql.ref(id)} as id, ${sql.ref(text)} as text from ${sql.table(table)}
        where ${sql.ref(text)} is not null
      `.execute(db);
      for (const row of rows.rows) {
        const found = houseReasonOf(row.text);
        if (!found) continue;
        await sql`
          update ${sql.table(table)}
          set ${sql.ref(code)} = ${found.code},
              ${sql.ref(values)} = ${found.values ? JSON.stringify(found.values) : null}
          where ${sql.ref(id)} = ${row.id}
        `.execute(db);
      }
    }
  },
};

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** `12 Sept 2025` as `2025-09-12`, as the releases before this one wrote a day in English. */
function dayOf(text: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text);
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return undefined;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
}

/** The house's reasons as they were written before, with their codes. */
function houseReasonOf(
  text: string,
): { code: string; values?: Record<string, string> } | undefined {
  if (text === 'Member suspended') return { code: 'api.member.suspendedReason' };
  if (text === 'Member no longer has booking access') return { code: 'api.member.noBookingReason' };
  const samePlan = /^Another option of this plan was approved \((.+?) - (.+?)\)\.$/.exec(text);
  if (samePlan) {
    const [fromDay, toDay] = [dayOf(samePlan[1]!), dayOf(samePlan[2]!)];
    if (fromDay && toDay) return { code: 'api.stay.declinedSamePlan', values: { fromDay, toDay } };
  }
  const conflict = /^It conflicts with the approved stay by (.+) \((.+?) - (.+?)\)\.$/.exec(text);
  if (conflict) {
    const [fromDay, toDay] = [dayOf(conflict[2]!), dayOf(conflict[3]!)];
    if (fromDay && toDay) {
      return { code: 'api.stay.declinedConflict', values: { user: conflict[1]!, fromDay, toDay } };
    }
  }
  return undefined;
}
