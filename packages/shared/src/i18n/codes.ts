import { parseEnglishDay } from '../rules/format.js';
import type { Said, SaidValues } from './said.js';
import { serverEn, type ServerMessageKey } from './server.en.js';

/** Each server message as a pattern: its fixed words, and a group for each simple placeholder. */
const patterns = Object.entries(serverEn).map(([code, english]) => {
  const names: string[] = [];
  const source = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { code: code as ServerMessageKey, names, pattern: new RegExp(`^${source}$`) };
});
const exact = new Map(
  patterns.filter(({ names }) => names.length === 0).map(({ code }) => [serverEn[code], code]),
);

/**
 * The code of one of the server's English messages, and its values (numbers where they are
 * numbers, calendar dates where a `…Day` value is an English day): for a refusal written as text
 * (a schema's message, a rule's constant) or a reason stored in English, so that it reaches the
 * reader in their language too. Undefined for a text that is not in the catalogue.
 */
export function saidOf(text: string): Said | undefined {
  const code = exact.get(text);
  if (code) return { code, text };
  for (const { code, names, pattern } of patterns) {
    if (names.length === 0) continue;
    const match = pattern.exec(text);
    if (!match) continue;
    const values: SaidValues = {};
    names.forEach((name, index) => {
      const value = match[index + 1]!;
      values[name] = /^\d+$/.test(value)
        ? Number(value)
        : name.endsWith('Day')
          ? (parseEnglishDay(value) ?? value)
          : value;
    });
    return { code, text, values };
  }
  return undefined;
}
