import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A booking's life has one owner (booking-life.ts with its statements in
 * booking-writes.repository.ts): rounds, swaps, the waitlist and the decisions call it, and no
 * other file writes a booking, its history or the job that frees its days. These read the
 * server's code and fail on a writer nobody has named yet.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const sources = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts'))
  // The tests' own helpers write what a test needs; the sample content is written before the
  // app runs, with no member to act and no waitlist to tell.
  .filter(
    (file) => !file.startsWith(`test${path.sep}`) && !file.startsWith(path.join('db', 'seed')),
  )
  .map((file) => ({
    file: file.split(path.sep).join('/'),
    text: readFileSync(path.join(root, file), 'utf8'),
  }));

const writersOf = (pattern: RegExp) =>
  sources.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

describe('who writes a booking', () => {
  it('makes and ends bookings in one file', () => {
    expect(writersOf(/insertInto\('booking'\)|deleteFrom\('booking'\)/)).toEqual([
      'features/stays/bookings/booking-writes.repository.ts',
    ]);
    // Payments write their own columns of a booking (who paid, who confirmed), never its status.
    expect(writersOf(/updateTable\('booking'\)/).sort()).toEqual([
      'features/stays/bookings/booking-writes.repository.ts',
      'features/stays/payments/payments.repository.ts',
    ]);
    const payments = sources.find((s) => s.file.endsWith('payments/payments.repository.ts'))!;
    for (const update of payments.text.split("updateTable('booking')").slice(1)) {
      expect(update.slice(0, update.indexOf('.execute()'))).not.toMatch(/\bstatus\b/);
    }
  });

  it('calls those statements only from the booking life', () => {
    expect(writersOf(/booking-writes\.repository/)).toEqual([
      'features/stays/bookings/booking-life.ts',
    ]);
  });

  it('writes the stays history in one file', () => {
    expect(writersOf(/insertInto\('option_history'\)|updateTable\('option_history'\)/)).toEqual([
      'features/stays/history.repository.ts',
    ]);
    // A booking's own lines (a round's, a swap's, an ending) come from its life alone.
    expect(writersOf(/\brecordBookingLine\b/).sort()).toEqual([
      'features/stays/bookings/booking-life.ts',
      'features/stays/history.repository.ts',
    ]);
  });

  it('adds jobs only through the job queue', () => {
    expect(writersOf(/\binsertJob\(/).sort()).toEqual(['db/jobs.repository.ts', 'plugins/jobs.ts']);
    expect(writersOf(/insertInto\('jobs'\)/)).toEqual(['db/jobs.repository.ts']);
  });
});
