import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countVotes,
  VOTE_BASES,
  VOTE_CHOICES,
  VOTE_RULES,
  type VoteBasis,
  type VoteChoice,
  type VoteRule,
  type VotingOwner,
} from './meetings.js';

/**
 * The same count done the long way, as at a meeting with slips: each owner gets one slip per
 * hundredth of a percent they own (or one slip), the slips are laid in piles and counted one by
 * one, and the rule is read as the meeting reads it.
 */
function bySlips(
  owners: readonly VotingOwner[],
  votes: ReadonlyMap<number, VoteChoice>,
  rule: VoteRule,
  basis: VoteBasis,
) {
  const slips: string[] = [];
  for (const owner of owners) {
    const count = basis === 'share' ? owner.hundredths : 1;
    for (let i = 0; i < count; i += 1) slips.push(votes.get(owner.user_id) ?? 'absent');
  }
  const pile = (answer: string) => slips.filter((slip) => slip === answer).length;
  const yes = pile('yes');
  const no = pile('no');
  let carried: boolean;
  if (rule === 'unanimous') {
    carried = owners.length > 0;
    for (const owner of owners) if (votes.get(owner.user_id) !== 'yes') carried = false;
  } else if (rule === 'majority') {
    carried = yes > no;
  } else {
    // The least number of yes slips that makes two thirds of the slips cast, found by counting up.
    let needed = 1;
    while (needed * 3 < (yes + no) * 2) needed += 1;
    carried = yes >= needed;
  }
  return { yes, no, abstain: pile('abstain'), absent: pile('absent'), carried };
}

const owners = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 0, maxLength: 7 })
  .chain((ids) =>
    fc.tuple(
      fc.constant(ids),
      fc.array(fc.integer({ min: 1, max: 4000 }), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, shares]) => ids.map((user_id, i) => ({ user_id, hundredths: shares[i]! })));

const votesOf = (people: readonly VotingOwner[]) =>
  fc
    .array(fc.constantFrom<VoteChoice | null>(...VOTE_CHOICES, null), {
      minLength: people.length + 2,
      maxLength: people.length + 2,
    })
    .map((answers) => {
      const votes = new Map<number, VoteChoice>();
      people.forEach((owner, i) => answers[i] && votes.set(owner.user_id, answers[i]));
      // Two votes by people who are not owners, which count for nothing.
      if (answers[people.length]) votes.set(1001, answers[people.length]!);
      if (answers[people.length + 1]) votes.set(1002, answers[people.length + 1]!);
      return votes;
    });

describe("the owners' votes", () => {
  it('count as the slips do, for every rule and basis, on random votes', () => {
    fc.assert(
      fc.property(
        owners.chain((people) => fc.tuple(fc.constant(people), votesOf(people))),
        fc.constantFrom(...VOTE_RULES),
        fc.constantFrom(...VOTE_BASES),
        ([people, votes], rule, basis) => {
          expect(countVotes(people, votes, rule, basis)).toEqual(
            bySlips(people, votes, rule, basis),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  const three = [
    { user_id: 1, hundredths: 5000 },
    { user_id: 2, hundredths: 3000 },
    { user_id: 3, hundredths: 2000 },
  ];
  const said = (...answers: VoteChoice[]) => new Map(answers.map((a, i) => [i + 1, a] as const));

  it('weigh shares or heads as the item says', () => {
    // The half owner against the two others: level by share, lost by head.
    expect(countVotes(three, said('yes', 'no', 'no'), 'majority', 'share').carried).toBe(false);
    expect(countVotes(three, said('yes', 'no', 'no'), 'majority', 'head').carried).toBe(false);
    expect(countVotes(three, said('yes', 'no', 'abstain'), 'majority', 'share')).toEqual({
      yes: 5000,
      no: 3000,
      abstain: 2000,
      absent: 0,
      carried: true,
    });
    expect(countVotes(three, said('no', 'yes', 'yes'), 'majority', 'head').carried).toBe(true);
    expect(countVotes(three, said('no', 'yes', 'yes'), 'majority', 'share').carried).toBe(false);
  });

  it('need two thirds of the votes cast, abstentions left out', () => {
    expect(countVotes(three, said('yes', 'no', 'abstain'), 'two_thirds', 'share').carried).toBe(
      false,
    );
    // 2 of 3 heads is exactly two thirds.
    expect(countVotes(three, said('no', 'yes', 'yes'), 'two_thirds', 'head').carried).toBe(true);
    expect(countVotes(three, said('abstain', 'abstain', 'abstain'), 'two_thirds', 'head')).toEqual({
      yes: 0,
      no: 0,
      abstain: 3,
      absent: 0,
      carried: false,
    });
  });

  it('need every owner for what every owner must agree to', () => {
    expect(countVotes(three, said('yes', 'yes', 'yes'), 'unanimous', 'share').carried).toBe(true);
    expect(countVotes(three, said('yes', 'yes', 'abstain'), 'unanimous', 'share').carried).toBe(
      false,
    );
    expect(countVotes(three, said('yes', 'yes'), 'unanimous', 'head')).toMatchObject({
      absent: 1,
      carried: false,
    });
    expect(countVotes([], new Map(), 'unanimous', 'head').carried).toBe(false);
  });
});
