import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BOOKING, DRAW, OFFER, OPTION_STATUSES, ROUND, SWAP, WISH } from '@stuga/shared';
import { describe, expect, it } from 'vitest';

/**
 * Every state machine's statuses are written in its table (packages/shared, rules/machines and
 * rules/statuses) and nowhere else: the server's statements and checks name a change or a set of
 * the table, never a status by hand. This reads the server's code and fails on a status written
 * beside `status` (compared, filtered on or set) outside the tables.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const STATUSES = [
  ...new Set<string>([
    ...OPTION_STATUSES,
    ...[BOOKING, ROUND, DRAW, WISH, OFFER, SWAP].flatMap((machine) => machine.statuses),
  ]),
];
const written = new RegExp(
  String.raw`(status'?\]?,? ?'(=|!=|<>|in|not in)',? ?\[?|status: |[sS]tatus [!=]== )'(${STATUSES.join('|')})'`,
);
// The job queue's own rows (pending, done, failed) are not a stay's; the sample content and the
// migrations write rows as they were at the time.
const apart = ['db/jobs.repository.ts', 'db/seed/', 'db/migrations/', 'test/'];

describe('the status tables', () => {
  it('are the only place a stay, round, wish, offer or swap status is written', () => {
    const files = (readdirSync(root, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !apart.some((part) => file.startsWith(part)));
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          written.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('name in each change only statuses of their machine', () => {
    for (const machine of [BOOKING, ROUND, DRAW, WISH, OFFER, SWAP]) {
      const known = new Set<string>(machine.statuses);
      for (const change of Object.values(machine.changes) as { from: string[]; to: string }[]) {
        expect([...change.from, change.to].every((status) => known.has(status))).toBe(true);
      }
      for (const set of Object.values(machine.sets) as string[][]) {
        expect(set.every((status) => known.has(status))).toBe(true);
      }
    }
  });
});
