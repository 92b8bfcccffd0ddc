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
  categoryLabel,
  formatSek,
  type ImprovementView,
  type VoteAbility,
  type VoteType,
} from '@stuga/shared';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';

export interface ImprovementCardProps {
  improvement: ImprovementView;
  isGoal: boolean;
  /** A vote on this improvement is on its way. */
  busy: boolean;
  onVote(type: VoteType): void;
}

/** What a vote button says it does, from what the server says it would do. */
function buttonLabel(type: VoteType, ability: VoteAbility): string {
  switch (ability.action) {
    case 'new':
      return `Vote ${type}`;
    case 'move':
      return `Change your vote to ${type}`;
    case 'withdraw':
      return `Take back your ${type} vote`;
    default:
      return ability.reason;
  }
}

/**
 * One improvement: picture, what it is and costs, and the vote buttons, which show the member's
 * vote and do what the improvements view says they do, or say why not (SPEC §2, §4).
 */
export function ImprovementCard({ improvement, isGoal, busy, onVote }: ImprovementCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const button = (type: VoteType) => {
    const ability = improvement.can_vote[type];
    const label = buttonLabel(type, ability);
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
          aria-label={`${label}: ${improvement.title} (${count} ${type})`}
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
                <Text c="dimmed">Image not available</Text>
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
            {categoryLabel(improvement.category)}
          </Badge>
          {isGoal && (
            <Badge variant="light" color="green" tt="none">
              Funding goal
            </Badge>
          )}
          {improvement.is_done && (
            <Badge variant="light" color="teal" tt="none">
              Done
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
            {improvement.total_votes} vote{Math.abs(improvement.total_votes) === 1 ? '' : 's'} (
            {improvement.up_votes} up, {improvement.down_votes} down)
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
