import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { fromWireDate, type DrawView, type MemberRound } from '@stuga/shared';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useCancelBooking } from '@/features/stays/bookings/api/cancel-booking';
import { useDrawCheck } from '../api/draw-check';
import { useStayPlans } from '@/features/stays/api/get-stay-plans';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { useToday } from '@/lib/clock';
import { DrawResult, useBlockDates } from '../components/draw-result';

/**
 * What the reader got in a confirmed round, when they voted in it; each block still theirs and
 * ahead may be given up (its days go to the waitlist).
 */
export function YourResult({
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
export function Published({ round }: { round: MemberRound }) {
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
