import type { FastifyReply } from 'fastify';

/** A number the app wrote as the reader's spreadsheet reads it ("-3000,00"): never a formula. */
export interface CsvNumber {
  numeric: string;
}

/** A cell of a spreadsheet the app writes: text, a number, a written number, or nothing. */
export type CsvCell = string | number | CsvNumber | null;

/** A number written out ("-1799,99", "4800.00"): a cell that is a number, whatever its sign. */
export function csvNumber(text: string): CsvNumber {
  if (!/^-?\d+([.,]\d+)?$/.test(text)) throw new RangeError(`Not a written number: ${text}`);
  return { numeric: text };
}

/**
 * Characters that make a spreadsheet read a text cell as a formula, or end up starting one
 * (OWASP, "CSV Injection"): equals, plus, minus, at, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell, safe to open in a spreadsheet (DECISIONS §22): a text that would start a formula is
 * written after a single quote, so it is read as the text it is; a cell holding the separator, a
 * quote or a line break is quoted, its quotes doubled. Numbers are written as they are: a number
 * the app writes is never a formula.
 */
export function csvCell(value: CsvCell, separator = ','): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') {
    return value.numeric.includes(separator) ? `"${value.numeric}"` : value.numeric;
  }
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV text, each line ended by CRLF (RFC 4180). */
export const toCsv = (rows: readonly (readonly CsvCell[])[], separator = ','): string =>
  rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator) + '\r\n').join('');

/**
 * Answers a spreadsheet as a download: the one way the app writes CSV, so every export
 * neutralises formulas (a test refuses `text/csv` anywhere else).
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  rows: readonly (readonly CsvCell[])[],
  separator = ',',
) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(toCsv(rows, separator));
}
