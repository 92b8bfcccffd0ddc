import { GrowingTextarea } from '@/components/ui/growing-textarea';
import { Button, Checkbox, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  DECISION_TEXT_MAX,
  VOTE_BASES,
  VOTE_CHOICES,
  VOTE_RULES,
  type Meeting,
  type MeetingItem,
  type VoteBasis,
  type VoteChoice,
  type VoteRule,
} from '@stuga/shared';
import { useState } from 'react';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useCheckedSave } from '@/lib/schemas';
import { useDecide } from '../api/decide';
import { useImprovementChoices } from '../api/get-improvement-choices';
import { BASIS_LABELS, itemTitle, RULE_LABELS, VOTE_LABELS } from './labels';

/** Each owner's answer, as the form holds it: none yet, or yes, no, abstain. */
function OwnerVotes({
  owners,
  votes,
  onChange,
}: {
  owners: Meeting['owners'];
  votes: Record<number, VoteChoice | ''>;
  onChange(id: number, vote: VoteChoice | ''): void;
}) {
  const t = useT();
  if (owners.length === 0) return <Text>{t('meetings.noOwners')}</Text>;
  return (
    <Stack gap="xs">
      {owners.map((owner) => (
        <Stack key={owner.user_id} gap={2}>
          <Text size="sm" fw={600} id={`owner-${owner.user_id}`}>
            {owner.name}
          </Text>
          <SegmentedControl
            aria-labelledby={`owner-${owner.user_id}`}
            value={votes[owner.user_id] || 'none'}
            onChange={(value) =>
              onChange(owner.user_id, value === 'none' ? '' : (value as VoteChoice))
            }
            data={[
              ...VOTE_CHOICES.map((choice) => ({ value: choice, label: t(VOTE_LABELS[choice]) })),
              { value: 'none', label: t('meetings.vote.none') },
            ]}
          />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * An admin records the decision on an item (DECISIONS §24): its words, and if it was voted on,
 * the rule, the weight and each owner's vote; the result is counted by the server.
 */
export function DecisionForm({
  meeting,
  item,
  onDone,
}: {
  meeting: Meeting;
  item: MeetingItem;
  onDone(): void;
}) {
  const t = useT();
  const decide = useDecide(meeting.id);
  const was = item.decision;
  const [text, setText] = useState(was?.text ?? '');
  const [voted, setVoted] = useState(was?.vote !== undefined && was?.vote !== null);
  const [rule, setRule] = useState<VoteRule>(was?.vote?.rule ?? 'majority');
  const [basis, setBasis] = useState<VoteBasis>(was?.vote?.basis ?? 'share');
  const [votes, setVotes] = useState<Record<number, VoteChoice | ''>>(() =>
    Object.fromEntries((was?.vote?.votes ?? []).map((cast) => [cast.user_id, cast.vote])),
  );
  const [improvement, setImprovement] = useState<string | null>(
    was?.improvement ? String(was.improvement.id) : null,
  );
  const improvements = useImprovementChoices(true);
  const title = itemTitle(item, t);
  const { result, onSubmit } = useCheckedSave(
    (schemas) =>
      schemas.DecisionInputSchema.safeParse({
        text,
        vote: voted
          ? {
              rule,
              basis,
              votes: Object.entries(votes)
                .filter(([, vote]) => vote !== '')
                .map(([id, vote]) => ({ user_id: Number(id), vote })),
            }
          : null,
        improvement_id: improvement === null ? null : Number(improvement),
      }),
    (input, done) =>
      decide.mutate(
        { item: item.id, input },
        { onSuccess: () => (done.onSuccess(), onDone()), onError: done.onError },
      ),
    { saved: t('meetings.recorded'), failed: t('fail.decide') },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('meetings.recordOf', { title })}>
      <Stack gap="sm">
        <GrowingTextarea
          label={t('meetings.decisionText')}
          value={text}
          maxLength={DECISION_TEXT_MAX}
          minRows={2}
          required
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Checkbox
          label={t('meetings.putToVote')}
          checked={voted}
          onChange={(event) => setVoted(event.currentTarget.checked)}
        />
        {voted && (
          <Stack gap="sm">
            <Group grow wrap="wrap" align="flex-start">
              <Select
                label={t('meetings.rule')}
                value={rule}
                allowDeselect={false}
                onChange={(value) => value && setRule(value as VoteRule)}
                data={VOTE_RULES.map((value) => ({ value, label: t(RULE_LABELS[value]) }))}
              />
              <Select
                label={t('meetings.basis')}
                value={basis}
                allowDeselect={false}
                onChange={(value) => value && setBasis(value as VoteBasis)}
                data={VOTE_BASES.map((value) => ({ value, label: t(BASIS_LABELS[value]) }))}
              />
            </Group>
            <OwnerVotes
              owners={meeting.owners}
              votes={votes}
              onChange={(id, vote) => setVotes((all) => ({ ...all, [id]: vote }))}
            />
          </Stack>
        )}
        <Select
          label={t('meetings.improvement')}
          placeholder={t('meetings.noImprovement')}
          value={improvement}
          clearable
          onChange={setImprovement}
          data={(improvements.data?.improvements ?? []).map((found) => ({
            value: String(found.id),
            label: found.title,
          }))}
        />
        <Group>
          <Button type="submit" loading={decide.isPending}>
            {t('meetings.record')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('meetings.cancelRecord')}
          </Button>
        </Group>
        {result && !result.ok && <StatusText tone="error">{result.text}</StatusText>}
      </Stack>
    </form>
  );
}
