import { Anchor, Stack, Text } from '@mantine/core';
import { fromWireDate, paths } from '@stuga/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useChores } from '@/lib/chores';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';

/**
 * The reader's turns of the house's chores in the next 60 days (DECISIONS §24), on their
 * timeline beside the stays: each day and chore, the chores' screen a link away.
 */
export function OwnTurns() {
  const t = useT();
  const format = useFormat();
  const chores = useChores();
  return (
    <SectionCard title={t('stays.timeline.turns')} size="h3">
      <QueryState
        data={chores.data}
        error={chores.error}
        isPending={chores.isPending}
        retry={() => void chores.refetch()}
        loadingLabel={t('stays.timeline.loadingTurns')}
      >
        {(data) => {
          const turns = data.chores
            .flatMap((chore) =>
              chore.occurrences
                .filter((turn) => turn.mine && !turn.done)
                .map((turn) => ({ ...turn, title: chore.title })),
            )
            .sort((a, b) => a.day.localeCompare(b.day));
          return (
            <Stack gap="xs">
              {turns.length === 0 ? (
                <Text>{t('stays.timeline.noTurns')}</Text>
              ) : (
                <Stack component="ul" gap={4} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {turns.map((turn) => (
                    <Text component="li" key={turn.id}>
                      {t('stays.timeline.turn', {
                        day: format.day(fromWireDate(turn.day)),
                        title: turn.title,
                      })}
                    </Text>
                  ))}
                </Stack>
              )}
              <Anchor component={Link} to={paths.chores} className="touch-target" size="sm">
                {t('stays.timeline.allChores')}
              </Anchor>
            </Stack>
          );
        }}
      </QueryState>
    </SectionCard>
  );
}
