import { Text } from '@mantine/core';

import { Link } from 'react-router';
import { paths, plural, type VoteLimits } from '@stuga/shared';
import { loginPath } from '@/lib/return-to';

const votes = (count: number, kind: string) => plural(count, `${kind} vote`, `${kind} votes`);

/**
 * How many votes the member has left (SPEC §2), or how a visitor gets to vote; a vote moves the
 * other way only when some button would move one (the improvements view says so).
 */
export function VotesHeader({
  limits,
  signedIn,
  canMove,
}: {
  limits: VoteLimits | undefined;
  signedIn: boolean;
  canMove: boolean;
}) {
  if (!signedIn) {
    return (
      <Text>
        <Link to={loginPath(paths.improvements)}>Log in</Link> to vote for what the house gets next.
      </Text>
    );
  }
  if (!limits) return null;
  return (
    <Text aria-live="polite">
      You have {votes(limits.up_votes_remaining, 'up')} and{' '}
      {votes(limits.down_votes_remaining, 'down')} left.
      {limits.up_votes_used + limits.down_votes_used > 0 &&
        (canMove
          ? ' Tap or click your vote again to take it back, or the other way to move it.'
          : ' Tap or click your vote again to take it back.')}
    </Text>
  );
}
