import {
  ActionIcon,
  AspectRatio,
  Badge,
  Card,
  Center,
  Group,
  Image,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  formatSek,
  voteMessages,
  voterReasons,
  type ImprovementView,
  type VoteAbility,
  type VoteType,
} from '@stuga/shared';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useSay, useT } from '@/lib/i18n';
import { categoryKeys } from '../categories';
import type { MessageKey } from '@/i18n/en';

export interface ImprovementCardProps {
  improvement: ImprovementView;
  isGoal: boolean;
  /** A vote on this improvement is on its way. */
  busy: boolean;
  onVote(type: VoteType): void;
}

/** Why a button is off, as the shared view says it (SPEC's English), by the text's key. */
const reasonKeys: Record<string, MessageKey> = {
  [voterReasons.visitor]: 'improvements.vote.logIn',
  [voterReasons.unverified]: 'improvements.vote.signup',
  [voteMessages.closed]: 'api.improvement.closed',
  [voteMessages.done]: 'api.improvement.done',
  [voteMessages.noUp]: 'api.improvement.upUsed',
  [voteMessages.noDown]: 'api.improvement.downUsed',
};

/** What a vote button says it does, from what the server says it would do. */
function buttonLabel(
  type: VoteType,
  ability: VoteAbility,
  t: ReturnType<typeof useT>,
  say: ReturnType<typeof useSay>,
): string {
  const up = type === 'up';
  switch (ability.action) {
    case 'new':
      return t(up ? 'improvements.vote.up' : 'improvements.vote.down');
    case 'move':
      return t(up ? 'improvements.vote.moveUp' : 'improvements.vote.moveDown');
    case 'withdraw':
      return t(up ? 'improvements.vote.withdrawUp' : 'improvements.vote.withdrawDown');
    default:
      return reasonKeys[ability.reason] ? t(reasonKeys[ability.reason]!) : say(ability.reason);
  }
}

/**
 * One improvement: picture, what it is and costs, and the vote buttons, which show the member's
 * vote and do what the improvements view says they do, or say why not (SPEC §2, §4).
 */
export function ImprovementCard({ improvement, isGoal, busy, onVote }: ImprovementCardProps) {
  const t = useT();
  const say = useSay();
  const [imageFailed, setImageFailed] = useState(false);
  const button = (type: VoteType) => {
    const ability = improvement.can_vote[type];
    const label = buttonLabel(type, ability, t, say);
    const Icon = type === 'up' ? IconThumbUp : IconThumbDown;
    const count = type === 'up' ? improvement.up_votes : improvement.down_votes;
    const own = improvement.user_vote === type;
    return (
      <Tooltip label={label} withArrow>
        <ActionIcon
          size="lg"
          variant={own ? 'filled' : 'default'}
          color={type === 'up' ? 'teal.9' : 'red.8'}
          aria-pressed={own}
          aria-label={t(
            type === 'up'
              ? 'improvements.improvementCard.buttonUp'
              : 'improvements.improvementCard.buttonDown',
            { label, title: improvement.title, count },
          )}
          // Busy, it keeps the focus (a disabled button drops it): it only looks disabled.
          disabled={ability.action === null}
          data-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => {
            if (!busy) onVote(type);
          }}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      data-testid="improvement"
      component="article"
      aria-label={improvement.title}
    >
      {improvement.image_url && (
        <Card.Section mb="sm">
          <AspectRatio ratio={16 / 9}>
            {imageFailed ? (
              <Center bg="gray.1">
                <Text c="dimmed">{t('community.carouselImage.imageNotAvailable')}</Text>
              </Center>
            ) : (
              <Image
                src={improvement.image_url}
                alt=""
                loading="lazy"
                onError={() => setImageFailed(true)}
              />
            )}
          </AspectRatio>
        </Card.Section>
      )}
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" tt="none">
            {t(categoryKeys[improvement.category])}
          </Badge>
          {isGoal && (
            <Badge variant="light" color="green" tt="none">
              {t('improvements.improvementCard.fundingGoal')}
            </Badge>
          )}
          {improvement.is_done && (
            <Badge variant="light" color="teal" tt="none">
              {t('improvements.improvementCard.done')}
            </Badge>
          )}
        </Group>
        <Title order={3} size="h4">
          {improvement.title}
        </Title>
        <Text size="sm">{improvement.description}</Text>
        <Text fw={700}>{formatSek(improvement.price)}</Text>
        {improvement.link_url && (
          <Text size="sm">
            <a href={improvement.link_url} target="_blank" rel="noopener noreferrer">
              {improvement.link_text || improvement.link_url}
            </a>
          </Text>
        )}
        <Group justify="space-between" mt="xs">
          <Text size="sm" c="dimmed">
            {t('improvements.improvementCard.votes', {
              total: improvement.total_votes,
              size: Math.abs(improvement.total_votes),
              up: improvement.up_votes,
              down: improvement.down_votes,
            })}
          </Text>
          <Group gap="xs">
            {button('up')}
            {button('down')}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
