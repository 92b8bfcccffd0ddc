import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { fromWireDate, type Chore } from '@stuga/shared';
import { useState } from 'react';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { failureMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/formatting';
import { useLanguage, useT } from '@/lib/i18n';
import { useAnswerTurn } from '../api/answer-turn';
import { useEndChore } from '../api/end-chore';
import { ruleWords } from './rule-words';

type Occurrence = Chore['occurrences'][number];

/** One turn: its day, who does it (and for whom), and the doer's Done and Pass on. */
function TurnRow({ chore, turn }: { chore: Chore; turn: Occurrence }) {
  const t = useT();
  const format = useFormat();
  const answer = useAnswerTurn();
  const day = format.day(fromWireDate(turn.day));
  return (
    <Stack gap={4} component="li">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text fw={turn.mine ? 700 : 400}>
          {turn.for
            ? t('chores.turnFor', { day, name: turn.doer.name, for: turn.for.name })
            : t('chores.turn', { day, name: turn.doer.name })}
        </Text>
        {turn.done && (
          <Badge color="teal.9" variant="filled" tt="none">
            {t('chores.done')}
          </Badge>
        )}
      </Group>
      {(turn.can.done || turn.can.pass) && (
        <Group gap="xs">
          {turn.can.done && (
            <Button
              size="compact-sm"
              variant="light"
              className="touch-target"
              loading={answer.isPending && answer.variables?.answer === 'done'}
              aria-label={t('chores.markDoneOf', { title: chore.title, day })}
              onClick={() => answer.mutate({ id: turn.id, answer: 'done' })}
            >
              {t('chores.markDone')}
            </Button>
          )}
          {turn.can.pass && (
            <Button
              size="compact-sm"
              variant="subtle"
              className="touch-target"
              loading={answer.isPending && answer.variables?.answer === 'pass'}
              aria-label={t('chores.passOf', { title: chore.title, day })}
              onClick={() => answer.mutate({ id: turn.id, answer: 'pass' })}
            >
              {t('chores.pass')}
            </Button>
          )}
        </Group>
      )}
      {answer.error && (
        <StatusText tone="error">{failureMessage(answer.error, t('fail.answerTurn'))}</StatusText>
      )}
    </Stack>
  );
}

/** A chore (DECISIONS §24): how often it comes, who takes turns, and its turns to come. */
export function ChoreCard({ chore }: { chore: Chore }) {
  const t = useT();
  const { language } = useLanguage();
  const end = useEndChore();
  const [asking, setAsking] = useState(false);
  return (
    <SectionCard title={chore.title} size="h3">
      <Stack gap="sm">
        <Text>{ruleWords(chore.rule, t, language)}</Text>
        <Text size="sm" c="dimmed">
          {t('chores.members', { names: chore.members.map((member) => member.name).join(', ') })}
        </Text>
        {chore.occurrences.length === 0 ? (
          <Text size="sm">{t('chores.noTurns')}</Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            aria-label={t('chores.turns', { title: chore.title })}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {chore.occurrences.map((turn) => (
              <TurnRow key={turn.id} chore={chore} turn={turn} />
            ))}
          </Stack>
        )}
        {chore.can.end && (
          <Group>
            <Button
              variant="subtle"
              color="red"
              className="touch-target"
              onClick={() => {
                end.reset();
                setAsking(true);
              }}
            >
              {t('chores.end')}
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDelete
        opened={asking}
        title={t('chores.endTitle')}
        pending={end.isPending}
        error={end.error && failureMessage(end.error, t('fail.endChore'))}
        onCancel={() => setAsking(false)}
        onConfirm={() => end.mutate(chore.id, { onSuccess: () => setAsking(false) })}
        confirmLabel={t('chores.end')}
      >
        <Text>{t('chores.endText', { title: chore.title })}</Text>
      </ConfirmDelete>
    </SectionCard>
  );
}
