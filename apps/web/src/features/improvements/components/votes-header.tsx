import { Text } from '@mantine/core';

import { Link } from 'react-router';
import { paths, type VoteLimits } from '@stuga/shared';
import { loginPath } from '@/lib/return-to';

const votes = (count: number, kind: string) => `${count} ${kind} vote${count === 1 ? '' : 's'}`;

/** How many votes the member has left (SPEC §2), or how a visitor gets to vote. */
export function VotesHeader({
  limits,
  signedIn,
}: {
  limits: VoteLimits | undefined;
  signedIn: boolean;
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
      {votes(limits.down_votes_remaining, 'down')} left. Click your vote again to take it back, or
      the other way to move it.
    </Text>
  );
}
