import { Text } from '@mantine/core';

import { Link } from 'react-router';
import { paths, type VoteLimits } from '@stuga/shared';
import { loginPath } from '@/lib/return-to';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

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
  const t = useT();
  if (!signedIn) {
    return (
      <Text>
        <Message
          id="improvements.votesHeader.toVoteForWhat"
          values={{ link: (text) => <Link to={loginPath(paths.improvements)}>{text}</Link> }}
        />
      </Text>
    );
  }
  if (!limits) return null;
  return (
    <Text aria-live="polite">
      {[
        t('improvements.votesHeader.youHave', {
          up: limits.up_votes_remaining,
          down: limits.down_votes_remaining,
        }),
        ...(limits.up_votes_used + limits.down_votes_used > 0
          ? [
              canMove
                ? t('improvements.votesHeader.tapOrClickYour2')
                : t('improvements.votesHeader.tapOrClickYour'),
            ]
          : []),
      ].join(' ')}
    </Text>
  );
}
