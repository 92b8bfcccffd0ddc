import { fromWireDate } from '@stuga/shared';

/** A block as the round form holds it. */
export interface BlockDraft {
  key: number;
  name: string;
  /** YYYY-MM-DD, as a date field holds it. */
  from: string;
  to: string;
}

let nextKey = 1;
export const newKey = () => nextKey++;
export const draftOf = (block: { name: string; from: string; to: string }): BlockDraft => ({
  key: nextKey++,
  name: block.name,
  from: fromWireDate(block.from),
  to: fromWireDate(block.to),
});
