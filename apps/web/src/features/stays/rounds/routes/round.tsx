import { Alert, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { fromWireDate, paths, type DrawView, type MemberRound } from '@stuga/shared';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { LoadFailed, QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useCancelBooking } from '@/features/stays/bookings/api/cancel-booking';
import { useDrawCheck, useMemberRounds, useSaveBallot } from '../api/rounds';
import { useStayPlans } from '@/features/stays/planning/api/get-stay-plans';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useToday } from '@/lib/clock';
import { BallotList } from '../components/ballot-list';
import { DrawResult, useBlockDates } from '../components/draw-result';

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
 * What the reader got in a confirmed round, when they voted in it; each block still theirs and
 * ahead may be given up (its days go to the waitlist).
 */
function YourResult({
  round,
  draw,
  me,
}: {
  round: MemberRound;
  draw: DrawView;
  me: number | undefined;
}) {
  const t = useT();
  const dates = useBlockDates();
  const today = useToday();
  const plans = useStayPlans(true);
  const cancel = useCancelBooking();
  const [giving, setGiving] = useState<{ id: number; name: string } | null>(null);
  if (!draw.order.some((line) => line.user_id === me)) return null;
  const mine = draw.given.flatMap((given) =>
    given.user_id === me ? (round.blocks.find((block) => block.id === given.block_id) ?? []) : [],
  );
  // The stays the round gave the reader that they still hold.
  const held = (plans.data?.given_stays ?? []).filter(
    (stay) => stay.own && stay.round_id === round.id,
  );
  return (
    <Alert color={mine.length ? 'green' : 'gray'} title={t('rounds.yourResult')}>
      {mine.length
        ? mine.map((block) => {
            const stay = held.find((s) => s.block === block.name && s.from === block.from);
            return (
              <Group key={block.id} gap="sm" justify="space-between" wrap="wrap">
                <Text size="sm">
                  {/* Until the stays have loaded, nothing says it was given up. */}
                  {stay || !plans.data
                    ? t('rounds.yourBlock', { block: block.name, dates: dates(block) })
                    : t('rounds.yourBlockGone', { block: block.name, dates: dates(block) })}
                </Text>
                {stay && today && fromWireDate(stay.from) > today && (
                  <Button
                    size="xs"
                    variant="white"
                    color="red"
                    onClick={() => setGiving({ id: stay.id, name: block.name })}
                  >
                    {t('rounds.giveUp')}
                  </Button>
                )}
              </Group>
            );
          })
        : t('rounds.youGotNothing')}
      <ConfirmDelete
        opened={giving !== null}
        title={t('rounds.giveUpTitle', { block: giving?.name ?? '' })}
        pending={cancel.isPending}
        error={cancel.error?.message ?? null}
        onCancel={() => {
          cancel.reset();
          setGiving(null);
        }}
        onConfirm={() => cancel.mutate(giving!.id, { onSuccess: () => setGiving(null) })}
        confirmLabel={t('rounds.giveUp')}
        cancelLabel={t('rounds.keepIt')}
      >
        <Text size="sm">{t('rounds.giveUpText')}</Text>
      </ConfirmDelete>
    </Alert>
  );
}

/** A confirmed round's published result, and the check anyone can press. */
function Published({ round }: { round: MemberRound }) {
  const t = useT();
  const { user } = useSession();
  const check = useDrawCheck(round.id, true);
  const [checked, setChecked] = useState<string | null>(null);
  const focus = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (checked) focus.current?.focus();
  }, [checked]);
  const recheck = async () => {
    const answer = await check.refetch();
    if (answer.data) setChecked(new Date().toISOString());
  };
  return (
    <QueryState
      data={check.data}
      error={check.error}
      isPending={check.isPending}
      retry={() => void check.refetch()}
      loadingLabel={t('rounds.loadingResult')}
    >
      {(data) => (
        <Stack gap="lg">
          <YourResult round={round} draw={data.draw} me={user?.id} />
          <SectionCard title={t('rounds.howDecided')}>
            <Text size="sm">{t('rounds.howDecidedText')}</Text>
            <Text size="sm" mt="xs">
              {t('rounds.seed', { seed: String(data.draw.seed) })}
            </Text>
            <Group mt="md" gap="sm" align="center">
              <Button variant="light" onClick={() => void recheck()} loading={check.isFetching}>
                {t('rounds.check')}
              </Button>
            </Group>
            {checked && (
              <div ref={focus} tabIndex={-1} style={{ outline: 'none' }}>
                <Alert
                  mt="sm"
                  color={data.same ? 'green' : 'red'}
                  icon={
                    data.same ? <IconCircleCheck aria-hidden /> : <IconAlertTriangle aria-hidden />
                  }
                  role="status"
                >
                  {data.same ? t('rounds.checkSame') : t('rounds.checkDiffers')}
                </Alert>
              </div>
            )}
          </SectionCard>
          <DrawResult draw={data.draw} blocks={round.blocks} me={user?.id} />
        </Stack>
      )}
    </QueryState>
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
