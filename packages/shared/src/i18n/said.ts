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

declare const registered: unique symbol;

/**
 * The English text of a message that travels as text where only text fits (a schema's message:
 * zod keeps strings), made with `msg`, so that its code and values are known again by the text
 * itself, never by reading it (DECISIONS §17). A plain string is no `MessageText`: the type checker
 * refuses it where a refusal is made.
 */
export type MessageText = string & { readonly [registered]: true };

const messages = new Map<string, Said>();
const clashes: string[] = [];

/**
 * A message by code, with SPEC's English words beside it (a test checks they are the English
 * catalogue's): returned as its text, and remembered, so that the server's answer and a form's
 * check carry its code and values.
 */
export function msg(code: ServerMessageKey, text: string, values?: SaidValues): MessageText {
  const made = said(code, text, values);
  const known = messages.get(text);
  if (!known) messages.set(text, made);
  else if (JSON.stringify(known) !== JSON.stringify(made)) clashes.push(text);
  return text as MessageText;
}

/** The code and values of a text `msg` made; undefined for any other text (it is said as it is). */
export const messageOf = (text: string): Said | undefined => messages.get(text);

/** Every message `msg` has made so far, for the test that checks them against the catalogues. */
export const madeMessages = (): readonly Said[] => [...messages.values()];

/** Texts `msg` was given for two different codes or values: each must have one (a test checks). */
export const messageClashes = (): readonly string[] => [...clashes];
