/**
 * The annual meeting (årsmöte, DECISIONS §24): its agenda, and how the owners' votes on an item
 * are counted. Plain rules, the same on both sides.
 */

/** The usual items an agenda starts with, in their order (shown in each reader's language). */
export const STANDARD_ITEMS = [
  'opening',
  'chair',
  'minutes',
  'accounts',
  'budget',
  'motions',
  'other',
] as const;
export type StandardItem = (typeof STANDARD_ITEMS)[number];

/** How many must agree: more yes than no, two thirds of the votes cast, or every owner. */
export const VOTE_RULES = ['majority', 'two_thirds', 'unanimous'] as const;
export type VoteRule = (typeof VOTE_RULES)[number];

/** What a vote weighs: the owner's share, or one each. */
export const VOTE_BASES = ['share', 'head'] as const;
export type VoteBasis = (typeof VOTE_BASES)[number];

export const VOTE_CHOICES = ['yes', 'no', 'abstain'] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

/** The notice goes out at least this many weeks before the meeting unless the admins set another. */
export const NOTICE_WEEKS_DEFAULT = 4;
export const NOTICE_WEEKS_MIN = 1;
export const NOTICE_WEEKS_MAX = 12;
/** The most items an agenda holds, and the longest texts. */
export const AGENDA_MAX = 30;
export const ITEM_TITLE_MAX = 150;
export const MOTION_TEXT_MAX = 3000;
export const DECISION_TEXT_MAX = 3000;
export const PLACE_MAX = 200;

/** An owner on the meeting's day with their share in hundredths of a percent. */
export interface VotingOwner {
  user_id: number;
  hundredths: number;
}

/** What the votes on an item came to: the weight of each answer, of those who gave none, the result. */
export interface Tally {
  yes: number;
  no: number;
  abstain: number;
  absent: number;
  carried: boolean;
}

/**
 * Counts the owners' votes on an item. Each owner weighs their share (`share`) or one (`head`); a
 * vote by someone who is not an owner counts for nothing. Abstentions and owners who did not vote
 * are not votes cast: a simple majority carries with more yes than no, two thirds with at least
 * two yes for each no (and a yes at all); every owner (selling, mortgaging or letting the house,
 * samäganderättslagen) carries only when each owner voted yes.
 */
export function countVotes(
  owners: readonly VotingOwner[],
  votes: ReadonlyMap<number, VoteChoice>,
  rule: VoteRule,
  basis: VoteBasis,
): Tally {
  const tally = { yes: 0, no: 0, abstain: 0, absent: 0 };
  for (const owner of owners) {
    const weight = basis === 'share' ? owner.hundredths : 1;
    tally[votes.get(owner.user_id) ?? 'absent'] += weight;
  }
  const carried =
    rule === 'unanimous'
      ? owners.length > 0 && owners.every((owner) => votes.get(owner.user_id) === 'yes')
      : rule === 'majority'
        ? tally.yes > tally.no
        : tally.yes > 0 && tally.yes * 3 >= (tally.yes + tally.no) * 2;
  return { ...tally, carried };
}
