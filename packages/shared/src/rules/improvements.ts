import { msg, type MessageText } from '../i18n/said.js';
/** Kinds of house improvement (SPEC §3). */
export const IMPROVEMENT_CATEGORIES = [
  'interior',
  'exterior',
  'utilities',
  'garden',
  'security',
  'other',
] as const;
export type ImprovementCategory = (typeof IMPROVEMENT_CATEGORIES)[number];

/** The two directions of a vote. */
export const VOTE_TYPES = ['up', 'down'] as const;
export type VoteType = (typeof VOTE_TYPES)[number];

/** Each member's votes across all open improvements: one up, one down (DECISIONS §8). */
export const VOTE_ALLOWANCE: Readonly<Record<VoteType, number>> = { up: 1, down: 1 };

/** An improvement as the vote rules see it. */
export interface VotableImprovement {
  id: number;
  is_active: boolean;
  is_done: boolean;
}

/** Open for votes: active and not done (DECISIONS §8). */
export const isOpenForVotes = (improvement: VotableImprovement) =>
  improvement.is_active && !improvement.is_done;

/** A member's votes used and left (SPEC §3). */
export interface VoteLimits {
  up_votes_used: number;
  down_votes_used: number;
  up_votes_remaining: number;
  down_votes_remaining: number;
}

/**
 * What a member's votes use of the allowance: only votes on open improvements count, so a vote on
 * one that is done (or set aside) gives the vote back (DECISIONS §8).
 */
export function voteLimits(
  votes: readonly { vote_type: VoteType; improvement: VotableImprovement }[],
): VoteLimits {
  const used = { up: 0, down: 0 };
  for (const vote of votes) if (isOpenForVotes(vote.improvement)) used[vote.vote_type] += 1;
  return {
    up_votes_used: used.up,
    down_votes_used: used.down,
    up_votes_remaining: Math.max(0, VOTE_ALLOWANCE.up - used.up),
    down_votes_remaining: Math.max(0, VOTE_ALLOWANCE.down - used.down),
  };
}

export const voteMessages = {
  closed: msg('api.improvement.closed', 'This improvement is not open for votes.'),
  done: msg('api.improvement.done', 'This improvement is done: it takes no more votes.'),
  noUp: msg(
    'api.improvement.upUsed',
    'You have used your up vote. Withdraw it, or move it here, to vote up again.',
  ),
  noDown: msg(
    'api.improvement.downUsed',
    'You have used your down vote. Withdraw it, or move it here, to vote down again.',
  ),
};

/** What clicking a vote button does (SPEC §4, DECISIONS §8). */
export type VoteChange =
  | { kind: 'new' | 'move'; next: VoteType }
  | { kind: 'withdraw'; next: null }
  | { kind: 'refused'; message: MessageText };

/**
 * The effect of clicking `clicked` on an improvement where the member's vote is `current`:
 * the same direction again withdraws it; the other direction moves it, and a new vote needs
 * allowance left in its direction, as a move does in the direction it moves to. Done or inactive
 * improvements take no votes, though a vote on them may still be withdrawn.
 */
export function voteChange(
  improvement: VotableImprovement,
  current: VoteType | null,
  clicked: VoteType,
  limits: VoteLimits,
): VoteChange {
  if (current === clicked) return { kind: 'withdraw', next: null };
  if (improvement.is_done) return { kind: 'refused', message: voteMessages.done };
  if (!improvement.is_active) return { kind: 'refused', message: voteMessages.closed };
  const left = clicked === 'up' ? limits.up_votes_remaining : limits.down_votes_remaining;
  if (left <= 0) {
    return { kind: 'refused', message: clicked === 'up' ? voteMessages.noUp : voteMessages.noDown };
  }
  return { kind: current ? 'move' : 'new', next: clicked };
}

/** An improvement as the funding rules see it. */
export interface RankedImprovement extends VotableImprovement {
  total_votes: number;
  priority: number;
  price: number;
}

/**
 * The funding goal (DECISIONS §8): the open improvement with the most votes; ties go to the
 * higher priority, then the higher price. None when nothing is open.
 */
export function fundingGoal<T extends RankedImprovement>(improvements: readonly T[]): T | null {
  let goal: T | null = null;
  for (const item of improvements) {
    if (!isOpenForVotes(item)) continue;
    if (
      !goal ||
      item.total_votes > goal.total_votes ||
      (item.total_votes === goal.total_votes &&
        (item.priority > goal.priority ||
          (item.priority === goal.priority && item.price > goal.price)))
    ) {
      goal = item;
    }
  }
  return goal;
}

/** SPEC §4: most votes first, then the funding goal, then the most expensive. */
export function orderImprovements<T extends RankedImprovement>(
  improvements: readonly T[],
  goalId: number | null,
): T[] {
  return [...improvements].sort(
    (a, b) =>
      b.total_votes - a.total_votes ||
      Number(b.id === goalId) - Number(a.id === goalId) ||
      b.price - a.price ||
      a.id - b.id,
  );
}

/** How far donations have come towards the goal, in whole per cent; 0 with no goal. */
export function progressPercentage(totalDonations: number, goalPrice: number | null): number {
  if (!goalPrice || goalPrice <= 0) return 0;
  return Math.round((totalDonations / goalPrice) * 100);
}

/** The progress bar's colour (SPEC §4): positive at 100 %, a warning from 75 %, else primary. */
export function progressTone(percentage: number): 'positive' | 'warning' | 'primary' {
  if (percentage >= 100) return 'positive';
  if (percentage >= 75) return 'warning';
  return 'primary';
}

/**
 * Verified donations, whole SEK, by the improvement they count toward (DECISIONS §15); `null`
 * holds those verified while there was no goal, which count toward the goal of the day.
 */
export type DonationTotals = ReadonlyMap<number | null, number>;

/**
 * What has been given toward a goal (DECISIONS §15): the donations that name it or were given to
 * it when verified, and those not given to any goal yet; with no goal, those alone.
 */
export function givenToward(totals: DonationTotals, goalId: number | null): number {
  const unassigned = totals.get(null) ?? 0;
  return goalId === null ? unassigned : (totals.get(goalId) ?? 0) + unassigned;
}

/** What clicking one vote button would do for this viewer, or why it cannot be clicked. */
export type VoteAbility =
  { action: 'new' | 'move' | 'withdraw' } | { action: null; reason: string };

/** Who is looking at the improvements, as far as voting goes. */
export type Voter = 'visitor' | 'unverified' | 'member';

export const voterReasons: Record<Exclude<Voter, 'member'>, string> = {
  visitor: 'Log in to vote',
  unverified: 'Complete your signup to vote',
};

/** An improvement with its votes counted, as stored (flags as booleans). */
export interface CountedImprovement extends Omit<RankedImprovement, 'total_votes'> {
  title: string;
  up_votes: number;
  down_votes: number;
}

/** An improvement with its total: up votes less down votes (DECISIONS §8). */
export const withTotalVotes = <T extends CountedImprovement>(
  item: T,
): T & { total_votes: number } => ({
  ...item,
  total_votes: item.up_votes - item.down_votes,
});

/** The funding goal's progress (SPEC §4, DECISIONS §8). */
export interface Progress {
  /** Verified donations, whole SEK. */
  total_donations: number;
  /** The goal's price, or null without a goal. */
  goal_price: number | null;
  progress_percentage: number;
  tone: 'positive' | 'warning' | 'primary';
}

/**
 * The improvements screen as one viewer sees it (the improvements view): the improvements in
 * SPEC's order, each with the viewer's vote and what each vote button would do; the viewer's
 * allowance; the funding goal and its progress (what was given toward it). Worked out once here; the server answers it from
 * the list and from every vote, and the screen only shows it.
 */
export function improvementsView<T extends CountedImprovement>(input: {
  improvements: readonly T[];
  voter: Voter;
  /** The viewer's votes, by improvement (a member's only). */
  votes: ReadonlyMap<number, VoteType>;
  /** Verified donations so far, by what they count toward. */
  donations: DonationTotals;
}) {
  const withTotals = input.improvements.map(withTotalVotes);
  const goal = fundingGoal(withTotals);
  const member = input.voter === 'member';
  const limits = voteLimits(
    [...input.votes].flatMap(([id, vote_type]) => {
      const improvement = withTotals.find((item) => item.id === id);
      return improvement ? [{ vote_type, improvement }] : [];
    }),
  );
  const ability = (item: (typeof withTotals)[number], clicked: VoteType): VoteAbility => {
    if (!member) return { action: null, reason: voterReasons[input.voter as 'visitor'] };
    const change = voteChange(item, input.votes.get(item.id) ?? null, clicked, limits);
    return change.kind === 'refused'
      ? { action: null, reason: change.message }
      : { action: change.kind };
  };
  const given = givenToward(input.donations, goal?.id ?? null);
  const percentage = progressPercentage(given, goal?.price ?? null);
  return {
    improvements: orderImprovements(withTotals, goal?.id ?? null).map((item) => ({
      ...item,
      ...(member ? { user_vote: input.votes.get(item.id) ?? ('none' as const) } : {}),
      can_vote: { up: ability(item, 'up'), down: ability(item, 'down') },
    })),
    ...(member ? { user_vote_limits: limits } : {}),
    funding_goal: goal ? { id: goal.id, title: goal.title, price: goal.price } : null,
    progress: {
      total_donations: given,
      goal_price: goal?.price ?? null,
      progress_percentage: percentage,
      tone: progressTone(percentage),
    } satisfies Progress,
  };
}
