import { Anchor, Stack, Text } from '@mantine/core';
import { fromWireDate, paths, type HistoryDecision } from '@stuga/shared';
import { Link } from 'react-router';
import { SectionCard } from '@/components/ui/section-card';
import { useFormat } from '@/lib/formatting';
import { useT } from '@/lib/i18n';
import { DecisionView } from './agenda-item';
import { itemTitle } from './labels';

/** The decision history (DECISIONS §24): every decision of published minutes, the latest first. */
export function DecisionHistory({ decisions }: { decisions: readonly HistoryDecision[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <SectionCard title={t('meetings.history')}>
      {decisions.length === 0 ? (
        <Text>{t('meetings.noHistory')}</Text>
      ) : (
        <Stack component="ul" gap="lg" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {decisions.map((entry, index) => (
            <Stack component="li" gap={4} key={`${entry.meeting_id}-${index}`}>
              <Anchor
                component={Link}
                to={paths.meeting.replace(':id', String(entry.meeting_id))}
                fw={600}
                className="touch-target"
              >
                {t('meetings.historyItem', {
                  day: format.day(fromWireDate(entry.day)),
                  title: itemTitle(entry.item, t),
                })}
              </Anchor>
              <DecisionView decision={entry.decision} />
            </Stack>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
