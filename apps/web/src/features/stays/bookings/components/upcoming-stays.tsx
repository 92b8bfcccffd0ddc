import { Anchor, Group, List, Text } from '@mantine/core';
import { fromWireDate, hasAccess, paths } from '@stuga/shared';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useSession } from '@/lib/session';
import { useUpcomingStays } from '../api/get-upcoming-stays';
import { useT } from '@/lib/i18n';
import { Message, useFormat } from '@/lib/formatting';

/**
 * Who is at the house when: the booked stays of the next six months a member may see, by
 * arrival, with names and dates (DECISIONS §14). For members with booking access only.
 */
export function UpcomingStays() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const upcoming = useUpcomingStays(allowed);
  const t = useT();
  const format = useFormat();
  if (!allowed) return null;
  return (
    <SectionCard title={t('upcoming.title')}>
      <QueryState
        data={upcoming.data}
        error={upcoming.error}
        isPending={upcoming.isPending}
        retry={() => void upcoming.refetch()}
        loadingLabel={t('upcoming.loading')}
      >
        {({ stays }) =>
          stays.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('upcoming.none')}
            </Text>
          ) : (
            <List spacing={4} size="sm" listStyleType="none" data-testid="upcoming-stays">
              {stays.map((stay) => (
                <List.Item key={stay.id}>
                  <Message
                    id="upcoming.stay"
                    values={{
                      dates: (
                        <Text span fw={600} size="sm">
                          {t('common.range', {
                            from: format.day(fromWireDate(stay.from)),
                            to: format.day(fromWireDate(stay.to)),
                          })}
                        </Text>
                      ),
                      name: stay.own ? t('common.you', { name: stay.name }) : stay.name,
                    }}
                  />
                  {stay.own && (stay.can.checklists || stay.can.pay) && (
                    <Group gap="md" wrap="wrap">
                      {stay.can.checklists && (
                        <Anchor
                          component={Link}
                          to={`${paths.atTheHouse}?stay=${stay.id}`}
                          size="sm"
                          className="touch-link"
                        >
                          {t('upcoming.checklists')}
                        </Anchor>
                      )}
                      {stay.can.pay && (
                        <Anchor
                          component={Link}
                          to={paths.pay.replace(':id', String(stay.id))}
                          size="sm"
                          className="touch-link"
                        >
                          {t('upcoming.pay')}
                        </Anchor>
                      )}
                    </Group>
                  )}
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
