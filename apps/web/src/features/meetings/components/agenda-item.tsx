import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { paths, type MeetingItem } from '@stuga/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Message, useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { BASIS_LABELS, itemTitle, RULE_LABELS, VOTE_LABELS } from './labels';

type Decision = NonNullable<MeetingItem['decision']>;

/** What the votes came to, with the result the rule gives (never typed by anyone). */
export function VoteResult({ vote }: { vote: NonNullable<Decision['vote']> }) {
  const t = useT();
  const format = useFormat();
  const weigh = (value: number) =>
    vote.basis === 'share' ? format.number(value / 100) : format.number(value);
  const { tally } = vote;
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Badge color={tally.carried ? 'teal.9' : 'red.9'} variant="filled" tt="none">
          {t(tally.carried ? 'meetings.carried' : 'meetings.notCarried')}
        </Badge>
        <Text size="sm">
          {t('meetings.how', {
            rule: t(RULE_LABELS[vote.rule]),
            basis: t(BASIS_LABELS[vote.basis]),
          })}
        </Text>
      </Group>
      <Text size="sm">
        {t(vote.basis === 'share' ? 'meetings.tally.share' : 'meetings.tally.head', {
          yes: weigh(tally.yes),
          no: weigh(tally.no),
          abstain: weigh(tally.abstain),
          absent: weigh(tally.absent),
        })}
      </Text>
      {vote.votes.length > 0 && (
        <Text size="sm" c="dimmed">
          {vote.votes
            .map((cast) =>
              t('meetings.voted', { name: cast.name, vote: t(VOTE_LABELS[cast.vote]) }),
            )
            .join(', ')}
        </Text>
      )}
    </Stack>
  );
}

/** A decision as the minutes give it: the words, the vote, the improvement it concerns. */
export function DecisionView({ decision }: { decision: Decision }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Text>
        <Message
          id="meetings.decidedText"
          values={{ text: decision.text, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </Text>
      {decision.vote && <VoteResult vote={decision.vote} />}
      {decision.improvement && (
        <Anchor component={Link} to={paths.improvements} className="touch-target" size="sm">
          {t('meetings.improvementLink', { title: decision.improvement.title })}
        </Anchor>
      )}
    </Stack>
  );
}

/** An item of the agenda: its number and title, the motion it carries, its decision. */
export function AgendaItem({
  item,
  number,
  children,
}: {
  item: MeetingItem;
  number: number;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap={6} component="li">
      <Title order={3} size="h4">
        {t('meetings.itemTitle', { number, title: itemTitle(item, t) })}
      </Title>
      {item.motion && (
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {t('meetings.motionBy', { name: item.motion.by.name })}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{item.motion.text}</Text>
        </Stack>
      )}
      {item.decision && <DecisionView decision={item.decision} />}
      {children}
    </Stack>
  );
}
