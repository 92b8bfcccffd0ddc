import type { Donation, Improvement, VoteType } from '@stuga/shared';
import type { DonationsTable } from '../../db/schema.js';
import type { ImprovementRow } from './improvements.repository.js';

/** An improvement on the wire: flags as booleans, votes totalled, the caller's vote if any. */
export function presentImprovement(row: ImprovementRow, vote?: VoteType | null): Improvement {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    price: row.price,
    category: row.category,
    priority: row.priority,
    image_url: row.image_url,
    link_url: row.link_url,
    link_text: row.link_text,
    is_active: row.is_active === 1,
    is_done: row.is_done === 1,
    up_votes: row.up_votes,
    down_votes: row.down_votes,
    total_votes: row.up_votes - row.down_votes,
    ...(vote === undefined ? {} : { user_vote: vote ?? 'none' }),
  };
}

/** A donation on the wire. */
export function presentDonation(row: {
  [K in keyof DonationsTable]: K extends 'id' ? number : DonationsTable[K];
}): Donation {
  return {
    id: row.id,
    amount: row.amount,
    donor_name: row.donor_name,
    donor_email: row.donor_email,
    message: row.message,
    is_anonymous: row.is_anonymous === 1,
    is_verified: row.is_verified === 1,
    created_at: row.created_at,
  };
}
