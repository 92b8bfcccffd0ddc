import { MY_DATA_SECRETS, myDataTables, type CloseAccount } from '@stuga/shared';
import type { FastifyInstance } from 'fastify';
import { strToU8, zipSync } from 'fflate';
import { toCsv, type CsvCell } from '../../lib/csv.js';
import type { Releasers } from '../../lib/holdings.js';
import type { Caller } from '../../plugins/caller.js';
import { closeAccount } from './close-account.js';
import { accountRow, optionsOfPlansOf, rowsNaming } from './my-data.repository.js';

type Row = Record<string, unknown>;

const SECRETS = new Set<string>(MY_DATA_SECRETS);

/** A row without what opens a door. */
const withoutSecrets = (row: Row): Row =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !SECRETS.has(column)));

const cell = (value: unknown): CsvCell =>
  value === null || value === undefined
    ? null
    : typeof value === 'number' || typeof value === 'string'
      ? value
      : String(value);

/** Rows as a spreadsheet (§22: no cell starts a formula), their columns in the first line. */
function csvOf(rows: readonly Row[]): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsv([columns, ...rows.map((row) => columns.map((column) => cell(row[column])))]);
}

/**
 * "Download my data" (DECISIONS §26): everything the house keeps about the member, as one zip
 * holding each kind twice, as JSON and as CSV: the account, then every table `MY_DATA` names as
 * theirs (plans with their dates, bookings, payments, ballots, wishes, swaps, guestbook entries,
 * votes, ticks, notes, costs…), the rows where its member columns name them, secrets left out.
 */
export function myDataService(app: FastifyInstance, releasers: Releasers) {
  return {
    /** Closes the caller's account, the password asked again. */
    close: (caller: Caller, input: CloseAccount) => closeAccount(app, releasers, caller, input),

    async zip(caller: Caller): Promise<{ name: string; bytes: Uint8Array }> {
      const kinds = new Map<string, Row[]>();
      const account = await accountRow(app.db, caller.id);
      kinds.set('account', account ? [withoutSecrets(account)] : []);
      kinds.set('stay_option', await optionsOfPlansOf(app.db, caller.id));
      for (const [table, columns] of myDataTables()) {
        kinds.set(table, await rowsNaming(app.db, table, columns, caller.id));
      }
      const files: Record<string, Uint8Array> = {};
      for (const [kind, rows] of kinds) {
        const clean = rows.map(withoutSecrets);
        files[`${kind}.json`] = strToU8(JSON.stringify(clean, null, 2));
        files[`${kind}.csv`] = strToU8(csvOf(clean));
      }
      const day = app.clock.today();
      return { name: `stuga-my-data-${day}.zip`, bytes: zipSync(files, { level: 6 }) };
    },
  };
}

export type MyDataService = ReturnType<typeof myDataService>;
