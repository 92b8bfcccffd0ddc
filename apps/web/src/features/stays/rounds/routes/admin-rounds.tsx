import { Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { paths, type Round } from '@stuga/shared';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { ConfirmDelete } from '@/components/ui/confirm-delete';
import { QueryState } from '@/components/ui/query-state';
import { useToday } from '@/lib/clock';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useRoundAction } from '../api/round-action';
import { useAdminRounds } from '../api/admin-rounds';
import { RoundForm } from '../components/round-form';
import { adminRoundPath, RoundStatus } from '../components/round-status';

function RoundCard({ round, onEdit }: { round: Round; onEdit(): void }) {
  const t = useT();
  const format = useFormat();
  const action = useRoundAction(round.id);
  const [cancelling, setCancelling] = useState(false);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={round.name}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text fw={700} size="lg">
            {round.name}
          </Text>
          <Group gap="md" c="dimmed">
            <Text size="sm">
              {t('rounds.admin.ballotDays', {
                opens: format.day(round.opens),
                closes: format.day(round.closes),
              })}
            </Text>
            <Text size="sm">{t('rounds.admin.blockCount', { count: round.blocks.length })}</Text>
            <Text size="sm">{t('rounds.admin.voterCount', { count: round.voters })}</Text>
          </Group>
        </div>
        <RoundStatus round={round} />
      </Group>
      <Group mt="sm" gap="xs">
        <Button size="xs" component={Link} to={adminRoundPath(round.id)}>
          {t('rounds.admin.openRound', { round: round.name })}
        </Button>
        {round.can.edit && (
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('rounds.admin.edit')}
          </Button>
        )}
        {round.can.cancel && (
          <Button size="xs" variant="subtle" color="red" onClick={() => setCancelling(true)}>
            {t('rounds.admin.cancelRound')}
          </Button>
        )}
      </Group>
      <ConfirmDelete
        opened={cancelling}
        title={t('rounds.admin.cancelTitle', { round: round.name })}
        pending={action.isPending}
        error={action.error?.message ?? null}
        onCancel={() => setCancelling(false)}
        onConfirm={() => action.mutate('cancel', { onSuccess: () => setCancelling(false) })}
        confirmLabel={t('rounds.admin.cancelRound')}
        cancelLabel={t('rounds.admin.keepRound')}
      >
        <Text size="sm">{t('rounds.admin.cancelText')}</Text>
      </ConfirmDelete>
    </Card>
  );
}

/** The high-season rounds (DECISIONS §18): open one from the high season, edit, cancel. */
export function AdminRoundsScreen() {
  const t = useT();
  usePageTitle(t('rounds.admin.title'));
  const navigate = useNavigate();
  const today = useToday();
  const rounds = useAdminRounds();
  const [editing, setEditing] = useState<Round | 'new' | null>(null);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('rounds.admin.title')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <Text c="dimmed">{t('rounds.admin.explain')}</Text>
        {editing && today ? (
          <RoundForm
            round={editing === 'new' ? null : editing}
            today={today}
            onSaved={(round) => {
              setEditing(null);
              void navigate(adminRoundPath(round.id));
            }}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Group>
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing('new')}
            >
              {t('rounds.admin.new')}
            </Button>
          </Group>
        )}
        <QueryState
          data={rounds.data}
          error={rounds.error}
          isPending={rounds.isPending}
          retry={() => void rounds.refetch()}
          loadingLabel={t('rounds.admin.loading')}
        >
          {(data) =>
            data.rounds.length === 0 ? (
              <Text c="dimmed">{t('rounds.admin.none')}</Text>
            ) : (
              <Stack gap="sm">
                {data.rounds.map((round) => (
                  <RoundCard key={round.id} round={round} onEdit={() => setEditing(round)} />
                ))}
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Container>
  );
}
