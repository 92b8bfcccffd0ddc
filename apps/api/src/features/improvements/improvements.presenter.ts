import type { CountedImprovement, Donation } from '@stuga/shared';
import type { Flag } from '../../db/schema.js';
import type { DonationRow, ImprovementRow } from './improvements.repository.js';

/** Flags are stored as 0 or 1 on both engines; the wire and the rules take booleans. */
export const toFlag = (value: boolean): Flag => (value ? 1 : 0);
export const fromFlag = (flag: Flag): boolean => flag === 1;

/** An improvement as the rules and the wire take it: flags as booleans, votes counted. */
export function asImprovement(
  row: ImprovementRow,
): CountedImprovement & Omit<ImprovementRow, 'is_active' | 'is_done'> {
  return { ...row, is_active: fromFlag(row.is_active), is_done: fromFlag(row.is_done) };
}

/** A donation on the wire, with what it counts toward. */
export function presentDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    amount: row.amount,
    donor_name: row.donor_name,
    donor_email: row.donor_email,
    message: row.message,
    is_anonymous: fromFlag(row.is_anonymous),
    is_verified: fromFlag(row.is_verified),
    created_at: row.created_at,
    improvement:
      row.improvement_id !== null && row.improvement_title !== null
        ? { id: row.improvement_id, title: row.improvement_title }
        : null,
  };
}
