import {
  Card,
  Container,
  Group,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDateTime, formatDay, fromWireDate, paths, plural } from '@stuga/shared';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { usePageTitle } from '@/lib/page-title';
import { useDecisions, type DecisionsFilter } from '../api/get-history';
import { useStayWords } from '../words';

const stayOf = (entry: { from: string; to: string }) =>
  `${formatDay(fromWireDate(entry.from))} – ${formatDay(fromWireDate(entry.to))}`;

/**
 * Decisions (DECISIONS §16): every status change of every stay option, newest first, 25 a page,
 * by member and year, for admins. On a phone each change is a card.
 */
export function DecisionsScreen() {
  const words = useStayWords();
  usePageTitle('Decisions');
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const [filter, setFilter] = useState<DecisionsFilter>({ member: null, year: null, page: 1 });
  const decisions = useDecisions(filter);
  const choose = (change: Partial<DecisionsFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...change }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Decisions</Title>
          <BackLink to={paths.admin}>Back to Admin Panel</BackLink>
        </Group>
        <SectionCard title="Every change, newest first">
          <Group gap="md" mb="md" align="flex-end">
            <NativeSelect
              label="Member"
              value={filter.member === null ? '' : String(filter.member)}
              onChange={(event) =>
                choose({
                  member: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
              data={[
                { value: '', label: 'All members' },
                ...(decisions.data?.members ?? []).map((member) => ({
                  value: String(member.id),
                  label: member.name,
                })),
              ]}
            />
            <NativeSelect
              label="Year"
              value={filter.year === null ? '' : String(filter.year)}
              onChange={(event) =>
                choose({
                  year: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
              data={[
                { value: '', label: 'All years' },
                ...(decisions.data?.years ?? []).map((year) => String(year)),
              ]}
            />
          </Group>
          <QueryState
            data={decisions.data}
            error={decisions.error}
            isPending={decisions.isPending}
            retry={() => void decisions.refetch()}
            loadingLabel="Loading the decisions"
          >
            {(data) =>
              data.entries.length === 0 ? (
                <Text c="dimmed">No changes match.</Text>
              ) : (
                <Stack gap="md">
                  <Text size="sm" c="dimmed" role="status">
                    {plural(data.total, 'change', 'changes')}
                  </Text>
                  {narrow ? (
                    <Stack
                      gap="sm"
                      component="ul"
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                    >
                      {data.entries.map((entry) => (
                        <Card key={entry.id} component="li" withBorder padding="sm">
                          <Text fw={600} size="sm">
                            {entry.member}: {words.change(entry)}
                          </Text>
                          <Text size="sm">{stayOf(entry)}</Text>
                          <Text size="xs" c="dimmed">
                            {formatDateTime(entry.at)} · {words.actor(entry)}
                          </Text>
                          {entry.reason && <Text size="sm">Reason: {entry.reason}</Text>}
                        </Card>
                      ))}
                    </Stack>
                  ) : (
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>When</Table.Th>
                          <Table.Th>Member</Table.Th>
                          <Table.Th>Stay</Table.Th>
                          <Table.Th>Change</Table.Th>
                          <Table.Th>By</Table.Th>
                          <Table.Th>Reason</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.entries.map((entry) => (
                          <Table.Tr key={entry.id}>
                            <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                            <Table.Td>{entry.member}</Table.Td>
                            <Table.Td>{stayOf(entry)}</Table.Td>
                            <Table.Td>{words.change(entry)}</Table.Td>
                            <Table.Td>{words.actor(entry)}</Table.Td>
                            <Table.Td>{entry.reason ?? ''}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                  {data.total > data.page_size && (
                    <Pagination
                      total={Math.ceil(data.total / data.page_size)}
                      value={data.page}
                      onChange={(page) => setFilter((current) => ({ ...current, page }))}
                      getControlProps={(control) => ({
                        'aria-label': control === 'next' ? 'Next page' : 'Previous page',
                      })}
                    />
                  )}
                </Stack>
              )
            }
          </QueryState>
        </SectionCard>
      </Stack>
    </Container>
  );
}
