import type { ServerMessageKey } from './server.en.js';

/** A message's values: names and numbers, and calendar dates under names that end in `Day`. */
export type SaidValues = Record<string, string | number>;

/**
 * A message the rules give by code (DECISIONS §10, decision 0021): `text` is SPEC's English, sent
 * as the API's `message`; `code` and `values` let a reader's app say it in their language.
 */
export interface Said {
  code: ServerMessageKey;
  text: string;
  values?: SaidValues;
}

export const said = (code: ServerMessageKey, text: string, values?: SaidValues): Said =>
  values ? { code, text, values } : { code, text };

export type { ServerMessageKey };

/**
 * Why a decision was made, as it is stored and sent (DECISIONS §17): the house's reason, by code
 * and values, said in each reader's language; or an admin's own words, as they wrote them.
 */
export type Reason = Said | { text: string; code?: undefined; values?: undefined };

/** An admin's own words as a reason. */
export const ownWords = (text: string): Reason => ({ text });
