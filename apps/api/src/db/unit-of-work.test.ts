import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The one way to write: every transaction is opened by `unitOfWork`, none anywhere else (a
 * migration excepted: the migrator runs it, not a use case).
 */
const source = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = (readdirSync(source, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .filter((file) => !file.split(path.sep).includes('test'))
  .filter((file) => !file.startsWith(path.join('db', 'migrations')));

describe('units of work', () => {
  it('are the only place a transaction is opened', () => {
    const opening = /\.transaction\(\)|\bbegin( immediate| exclusive| deferred)?\b`/i;
    const found = files.filter(
      (file) =>
        file !== path.join('db', 'unit-of-work.ts') &&
        opening.test(readFileSync(path.join(source, file), 'utf8')),
    );
    expect(found).toEqual([]);
  });

  it('finds what it looks for', () => {
    expect(files).toContain(path.join('db', 'unit-of-work.ts'));
    expect(
      /\.transaction\(\)/.test(readFileSync(path.join(source, 'db', 'unit-of-work.ts'), 'utf8')),
    ).toBe(true);
  });
});
