import { List, Text } from '@mantine/core';
import { formatDay, fromWireDate, hasAccess } from '@stuga/shared';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useSession } from '@/lib/session';
import { useUpcomingStays } from '../api/get-upcoming-stays';

/**
 * Who is at the house when: the booked stays of the next six months a member may see, by
 * arrival, with names and dates (DECISIONS §14). For members with booking access only.
 */
export function UpcomingStays() {
  const { user } = useSession();
  const allowed = hasAccess(user, 'booking');
  const upcoming = useUpcomingStays(allowed);
  if (!allowed) return null;
  return (
    <SectionCard title="At the house in the next six months">
      <QueryState
        data={upcoming.data}
        error={upcoming.error}
        isPending={upcoming.isPending}
        retry={() => void upcoming.refetch()}
        loadingLabel="Loading the stays ahead"
      >
        {({ stays }) =>
          stays.length === 0 ? (
            <Text size="sm" c="dimmed">
              No stays are booked for the next six months.
            </Text>
          ) : (
            <List spacing={4} size="sm" listStyleType="none" data-testid="upcoming-stays">
              {stays.map((stay) => (
                <List.Item key={stay.id}>
                  <Text span fw={600} size="sm">
                    {formatDay(fromWireDate(stay.from))} – {formatDay(fromWireDate(stay.to))}
                  </Text>{' '}
                  {stay.own ? `${stay.name} (you)` : stay.name}
                </List.Item>
              ))}
            </List>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
