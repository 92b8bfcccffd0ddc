import { Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { paths, type MemberRound } from '@stuga/shared';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadFailed, QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useSaveBallot } from '../api/save-ballot';
import { useMemberRounds } from '../api/member-rounds';
import { BallotList } from '../components/ballot-list';
import { useBlockDates } from '../components/draw-result';
import { Published } from '../components/round-result';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/** What the round's ballot days say, by its phase. */
const phaseText = {
  upcoming: 'rounds.phase.upcoming',
  open: 'rounds.phase.open',
  closed: 'rounds.phase.closed',
} as const;

/**
 * The member's ballot, saved as it goes: each change is sent once the one before has been
 * answered, the latest always last, so the ballot kept is the one on the screen.
 */
function Ballot({ round }: { round: MemberRound }) {
  const t = useT();
  const save = useSaveBallot(round.id);
  const [ranking, setRanking] = useState<number[]>(round.ballot);
  const [saving, setSaving] = useState<Saving>('idle');
  const next = useRef<number[] | null>(null);
  const busy = useRef(false);

  const send = async (wanted: number[]) => {
    busy.current = true;
    setSaving('saving');
    try {
      await save.mutateAsync(wanted);
      if (next.current) {
        const later = next.current;
        next.current = null;
        await send(later);
        return;
      }
      setSaving('saved');
    } catch {
      setSaving('failed');
    } finally {
      busy.current = false;
    }
  };
  const onChange = (wanted: number[]) => {
    setRanking(wanted);
    if (busy.current) next.current = wanted;
    else void send(wanted);
  };

  return (
    <SectionCard
      title={t('rounds.ballot.title')}
      aside={
        <div aria-live="polite">
          {saving === 'saving' && (
            <Group gap={6}>
              <Loader size="xs" />
              <Text size="sm">{t('rounds.ballot.saving')}</Text>
            </Group>
          )}
          {saving === 'saved' && (
            <StatusText tone="success" announce={false}>
              {t('rounds.ballot.saved')}
            </StatusText>
          )}
        </div>
      }
    >
      <Text size="sm" c="dimmed" mb="md">
        {t('rounds.ballot.explain')}
      </Text>
      <BallotList blocks={round.blocks} ranking={ranking} onChange={onChange} />
      {saving === 'failed' && (
        <Group mt="sm" gap="sm">
          <StatusText tone="error">{save.error?.message ?? t('rounds.ballot.failed')}</StatusText>
          <Button size="xs" variant="light" onClick={() => void send(ranking)}>
            {t('common.tryAgain')}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}

/** The blocks of a round, read only: before the ballot opens, and the member's own ballot after. */
function Blocks({ round, ranked: own }: { round: MemberRound; ranked: boolean }) {
  const t = useT();
  const dates = useBlockDates();
  const ranked = round.ballot.flatMap((id) => round.blocks.find((block) => block.id === id) ?? []);
  const list = own ? ranked : round.blocks;
  return (
    <SectionCard title={own ? t('rounds.ballot.yours') : t('rounds.blocks')}>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('rounds.ballot.none')}
        </Text>
      ) : (
        <ol style={{ margin: 0, paddingLeft: '1.25rem' }}>
          {list.map((block) => (
            <li key={block.id}>
              <Text size="sm">
                {t('rounds.blockLine', { block: block.name, dates: dates(block) })}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </SectionCard>
  );
}

/**
 * A round as a member sees it (DECISIONS §18): its blocks and ballot days; while the ballot is
 * open, their own ballot, saved as they go; after the close, what they ranked; once confirmed,
 * the published result with the check anyone can press.
 */
export function RoundScreen() {
  const t = useT();
  const format = useFormat();
  const id = Number(useParams().id);
  const rounds = useMemberRounds();
  const round = rounds.data?.rounds.find((candidate) => candidate.id === id);
  usePageTitle(round?.name ?? t('rounds.title'));

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{round?.name ?? t('rounds.title')}</Title>
          <BackLink to={paths.bookStay}>{t('rounds.back')}</BackLink>
        </Group>
        <QueryState
          data={rounds.data}
          error={rounds.error}
          isPending={rounds.isPending}
          retry={() => void rounds.refetch()}
          loadingLabel={t('rounds.loading')}
        >
          {() =>
            !round ? (
              <LoadFailed message={t('api.round.notFound')} retry={() => void rounds.refetch()} />
            ) : (
              <Stack gap="lg">
                <Text>
                  {t(
                    round.status === 'confirmed'
                      ? 'rounds.phase.confirmed'
                      : phaseText[round.phase],
                    {
                      opens: format.day(round.opens),
                      closes: format.day(round.closes),
                    },
                  )}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('rounds.caps', { first: round.first_pass_cap, total: round.total_cap })}
                </Text>
                {round.status === 'confirmed' ? (
                  <Published round={round} />
                ) : round.can.vote ? (
                  <Ballot round={round} />
                ) : round.phase === 'upcoming' ? (
                  <Blocks round={round} ranked={false} />
                ) : (
                  <Blocks round={round} ranked />
                )}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
