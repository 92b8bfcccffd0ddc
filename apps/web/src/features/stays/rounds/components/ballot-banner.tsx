import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { daysBetween, fromWireDate, hasAccess } from '@stuga/shared';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useMemberRounds } from '../api/member-rounds';

/** Where a round's own page is. */
export const roundPath = (id: number) => `/rounds/${id}`;

/**
 * What Home and the booking page say of the rounds (DECISIONS §18): each ballot open, with the
 * days left to rank ("The Summer 2027 ballot closes in 9 days"), and each result published whose
 * blocks are still ahead. Nothing for a member who cannot book, or when there is nothing to say.
 */
export function BallotBanner() {
  const t = useT();
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const today = useToday();
  const rounds = useMemberRounds(allowed);
  if (!allowed || !today || !rounds.data) return null;
  const open = rounds.data.rounds.filter((round) => round.can.vote);
  const published = rounds.data.rounds.filter(
    (round) =>
      round.status === 'confirmed' && round.blocks.some((block) => fromWireDate(block.to) >= today),
  );
  if (!open.length && !published.length) return null;
  return (
    <Stack gap="xs">
      {open.map((round) => (
        <Alert key={round.id} color="teal" icon={<IconTrophy aria-hidden />}>
          <Text fw={600}>
            {t('rounds.banner.closes', {
              round: round.name,
              days: daysBetween(today, round.closes),
            })}
          </Text>
          <Group gap={6} wrap="wrap">
            <Text size="sm">
              {round.ballot.length
                ? t('rounds.banner.ranked', { count: round.ballot.length })
                : t('rounds.banner.notRanked')}
            </Text>
            <Anchor
              component={Link}
              to={roundPath(round.id)}
              size="sm"
              c="inherit"
              fw={700}
              underline="always"
              className="touch-link"
            >
              {round.ballot.length ? t('rounds.banner.change') : t('rounds.banner.rank')}
            </Anchor>
          </Group>
        </Alert>
      ))}
      {published.map((round) => (
        <Alert key={round.id} color="blue" icon={<IconTrophy aria-hidden />}>
          <Group gap={6} wrap="wrap">
            <Text size="sm">{t('rounds.banner.published', { round: round.name })}</Text>
            <Anchor
              component={Link}
              to={roundPath(round.id)}
              size="sm"
              c="inherit"
              fw={700}
              underline="always"
              className="touch-link"
            >
              {t('rounds.banner.seeResult')}
            </Anchor>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
