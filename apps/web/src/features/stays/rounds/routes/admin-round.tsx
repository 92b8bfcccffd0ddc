import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { paths, type Round } from '@stuga/shared';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useRemindVoters } from '../api/remind-voters';
import { useRoundAction } from '../api/round-action';
import { useRoundVoters } from '../api/round-voters';
import { useAdminDraw } from '../api/admin-draw';
import { useAdminRound } from '../api/admin-round';
import { DrawResult, useBlockDates } from '../components/draw-result';
import { roundPath } from '../components/ballot-banner';
import { RoundStatus } from '../components/round-status';

/** Who has voted and who has not, with the reminder (one mail a day each at most). */
function Voters({ round }: { round: Round }) {
  const t = useT();
  const format = useFormat();
  const voters = useRoundVoters(round.id);
  const remind = useRemindVoters(round.id);
  return (
    <SectionCard title={t('rounds.admin.voters')}>
      <QueryState
        data={voters.data}
        error={voters.error}
        isPending={voters.isPending}
        retry={() => void voters.refetch()}
        loadingLabel={t('rounds.admin.loadingVoters')}
      >
        {(data) => (
          <Stack gap="sm">
            <Text>
              {t('rounds.admin.votedOf', {
                voted: data.voted.length,
                total: data.voted.length + data.not_voted.length,
              })}
            </Text>
            {data.not_voted.length > 0 && (
              <>
                <Text fw={600} size="sm">
                  {t('rounds.admin.notVoted')}
                </Text>
                <List size="sm">
                  {data.not_voted.map((line) => (
                    <List.Item key={line.user_id}>
                      {line.name}
                      {line.reminded_on && (
                        <Text span size="xs" c="dimmed" ml={6}>
                          {t('rounds.admin.remindedOn', { day: format.day(line.reminded_on) })}
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
              </>
            )}
            {round.phase === 'open' && round.status === 'set' && data.not_voted.length > 0 && (
              <Group gap="sm">
                <Button
                  variant="light"
                  className="wrap-label"
                  leftSection={<IconMail size={16} aria-hidden />}
                  loading={remind.isPending}
                  onClick={() => remind.mutate()}
                >
                  {t('rounds.admin.remind')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('rounds.admin.remindExplain')}
                </Text>
              </Group>
            )}
            {remind.data && (
              <StatusText tone="success">
                {t('rounds.admin.reminded', { count: remind.data.reminded })}
              </StatusText>
            )}
            {remind.error && <StatusText tone="error">{remind.error.message}</StatusText>}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

/** The draw: asked for after the close; the proposed result, confirmed or discarded. */
function Draw({ round }: { round: Round }) {
  const t = useT();
  const drawn = round.status !== 'set';
  const draw = useAdminDraw(round.id, drawn);
  const action = useRoundAction(round.id);
  const [confirming, setConfirming] = useState<'confirm' | 'discard' | null>(null);

  if (!drawn) {
    return (
      <SectionCard title={t('rounds.admin.draw')}>
        <Text size="sm" mb="sm">
          {round.phase === 'closed' ? t('rounds.admin.drawReady') : t('rounds.admin.drawLater')}
        </Text>
        {round.can.draw && (
          <Button loading={action.isPending} onClick={() => action.mutate('draw')}>
            {t('rounds.admin.drawNow')}
          </Button>
        )}
        {action.error && <StatusText tone="error">{action.error.message}</StatusText>}
      </SectionCard>
    );
  }
  return (
    <QueryState
      data={draw.data}
      error={draw.error}
      isPending={draw.isPending}
      retry={() => void draw.refetch()}
      loadingLabel={t('rounds.admin.loadingDraw')}
    >
      {(data) => (
        <Stack gap="lg">
          <SectionCard title={t('rounds.admin.draw')}>
            <Text size="sm">
              {t(
                data.draw.drawn_by === 'house'
                  ? 'rounds.admin.drawnByHouse'
                  : 'rounds.admin.drawnByAdmin',
                {
                  seed: String(data.draw.seed),
                },
              )}
            </Text>
            {round.status === 'drawn' && (
              <>
                <Text size="sm" mt="xs">
                  {t('rounds.admin.proposedExplain')}
                </Text>
                <Group mt="md" gap="sm">
                  <Button onClick={() => setConfirming('confirm')}>
                    {t('rounds.admin.confirm')}
                  </Button>
                  <Button variant="default" onClick={() => setConfirming('discard')}>
                    {t('rounds.admin.discard')}
                  </Button>
                </Group>
              </>
            )}
            {round.status === 'confirmed' && (
              <>
                <Text size="sm" mt="xs">
                  {t('rounds.admin.confirmedExplain')}
                </Text>
                <Button component={Link} to={roundPath(round.id)} variant="light" mt="sm">
                  {t('rounds.admin.published')}
                </Button>
              </>
            )}
          </SectionCard>
          <DrawResult draw={data.draw} blocks={round.blocks} />
          <ConfirmDelete
            opened={confirming !== null}
            title={
              confirming === 'confirm'
                ? t('rounds.admin.confirmTitle', { round: round.name })
                : t('rounds.admin.discardTitle', { round: round.name })
            }
            pending={action.isPending}
            error={action.error?.message ?? null}
            onCancel={() => {
              action.reset();
              setConfirming(null);
            }}
            onConfirm={() => action.mutate(confirming!, { onSuccess: () => setConfirming(null) })}
            confirmLabel={
              confirming === 'confirm' ? t('rounds.admin.confirm') : t('rounds.admin.discard')
            }
            cancelLabel={t('rounds.admin.notNow')}
          >
            <Text size="sm">
              {confirming === 'confirm'
                ? t('rounds.admin.confirmText', { count: data.draw.given.length })
                : t('rounds.admin.discardText')}
            </Text>
          </ConfirmDelete>
        </Stack>
      )}
    </QueryState>
  );
}

/**
 * One round for admins (DECISIONS §18): its blocks and days, who has voted (and a reminder to
 * those who have not), and the draw with the reason for each line, to confirm or discard.
 */
export function AdminRoundScreen() {
  const t = useT();
  const format = useFormat();
  const dates = useBlockDates();
  const id = Number(useParams().id);
  const round = useAdminRound(id);
  // Who voted is drawn once the round is in (a cancelled round shows no voters, and asks for
  // none once it is known): its read starts with the round's, not after.
  useRoundVoters(id, round.data?.round.status !== 'cancelled');
  usePageTitle(round.data?.round.name ?? t('rounds.admin.summary'));

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{round.data?.round.name ?? t('rounds.admin.summary')}</Title>
          <BackLink to={paths.adminRounds}>{t('rounds.admin.back')}</BackLink>
        </Group>
        <QueryState
          data={round.data}
          error={round.error}
          isPending={round.isPending}
          retry={() => void round.refetch()}
          loadingLabel={t('rounds.admin.loading')}
        >
          {({ round: data }) => (
            <Stack gap="lg">
              <SectionCard title={t('rounds.admin.summary')} aside={<RoundStatus round={data} />}>
                <Text size="sm">
                  {t('rounds.admin.ballotDays', {
                    opens: format.day(data.opens),
                    closes: format.day(data.closes),
                  })}
                </Text>
                <Text size="sm" mb="sm">
                  {t('rounds.caps', { first: data.first_pass_cap, total: data.total_cap })}
                </Text>
                <List size="sm">
                  {data.blocks.map((block) => (
                    <List.Item key={block.id}>
                      {t('rounds.blockLine', { block: block.name, dates: dates(block) })}
                    </List.Item>
                  ))}
                </List>
              </SectionCard>
              {data.status !== 'cancelled' && <Voters round={data} />}
              {data.status !== 'cancelled' && <Draw round={data} />}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Container>
  );
}
