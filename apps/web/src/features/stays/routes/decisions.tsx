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
import { fromWireDate, paths, type Decisions } from '@stuga/shared';
import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useSayReason, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { type DecisionsFilter } from '../api/get-history';
import { useDecisions } from '../api/decisions';
import { useStayWords } from '../words';

/**
 * Decisions (DECISIONS §16): every status change of every stay option, newest first, 25 a page,
 * by member and year, for admins. On a phone each change is a card.
 */
export function DecisionsScreen() {
  const t = useT();
  usePageTitle(t('admin.decisions'));
  const narrow = useMediaQuery('(max-width: 640px)') ?? false;
  const [filter, setFilter] = useState<DecisionsFilter>({ member: null, year: null, page: 1 });
  const decisions = useDecisions(filter);
  const choose = (change: Partial<DecisionsFilter>) =>
    setFilter((current) => ({ ...current, page: 1, ...change }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.decisions')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <SectionCard title={t('decisions.every')}>
          <Group gap="md" mb="md" align="flex-end">
            <NativeSelect
              label={t('admin.member')}
              value={filter.member === null ? '' : String(filter.member)}
              onChange={(event) =>
                choose({
                  member: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
              data={[
                { value: '', label: t('decisions.allMembers') },
                ...(decisions.data?.members ?? []).map((member) => ({
                  value: String(member.id),
                  label: member.name,
                })),
              ]}
            />
            <NativeSelect
              label={t('admin.year')}
              value={filter.year === null ? '' : String(filter.year)}
              onChange={(event) =>
                choose({
                  year: event.currentTarget.value ? Number(event.currentTarget.value) : null,
                })
              }
              data={[
                { value: '', label: t('decisions.allYears') },
                ...(decisions.data?.years ?? []).map((year) => String(year)),
              ]}
            />
          </Group>
          <QueryState
            data={decisions.data}
            error={decisions.error}
            isPending={decisions.isPending}
            retry={() => void decisions.refetch()}
            loadingLabel={t('decisions.loading')}
          >
            {(data) =>
              data.entries.length === 0 ? (
                <Text c="dimmed">{t('decisions.none')}</Text>
              ) : (
                <Stack gap="md">
                  <Text size="sm" c="dimmed" role="status">
                    {t('decisions.count', { count: data.total })}
                  </Text>
                  <DecisionEntries entries={data.entries} narrow={narrow} />
                  {data.total > data.page_size && (
                    <Pagination
                      total={Math.ceil(data.total / data.page_size)}
                      value={data.page}
                      onChange={(page) => setFilter((current) => ({ ...current, page }))}
                      getControlProps={(control) => ({
                        'aria-label':
                          control === 'next' ? t('common.nextPage') : t('common.previousPage'),
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

type Entry = Decisions['entries'][number];

/** The page's changes: a card each on a phone, a table's row each elsewhere. */
function DecisionEntries({ entries, narrow }: { entries: Entry[]; narrow: boolean }) {
  const t = useT();
  const format = useFormat();
  const words = useStayWords();
  const sayReason = useSayReason();
  const stayOf = (entry: { from: string; to: string }) =>
    t('common.range', {
      from: format.day(fromWireDate(entry.from)),
      to: format.day(fromWireDate(entry.to)),
    });
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <Card key={entry.id} component="li" withBorder padding="sm">
            <Text fw={600} size="sm">
              {t('decisions.memberChange', {
                member: entry.member,
                change: words.change(entry),
              })}
            </Text>
            <Text size="sm">{stayOf(entry)}</Text>
            <Text size="xs" c="dimmed">
              {t('stays.historyDialog.when', {
                when: format.dateTime(entry.at),
                who: words.actor(entry),
              })}
            </Text>
            {entry.reason && (
              <Text size="sm">
                {t('stays.historyDialog.reasonText', {
                  reason: sayReason(entry.reason, entry.reason_code, entry.reason_params),
                })}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('decisions.when')}</Table.Th>
          <Table.Th>{t('admin.member')}</Table.Th>
          <Table.Th>{t('decisions.stay')}</Table.Th>
          <Table.Th>{t('decisions.change')}</Table.Th>
          <Table.Th>{t('decisions.by')}</Table.Th>
          <Table.Th>{t('admin.reason')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={entry.id}>
            <Table.Td>{format.dateTime(entry.at)}</Table.Td>
            <Table.Td>{entry.member}</Table.Td>
            <Table.Td>{stayOf(entry)}</Table.Td>
            <Table.Td>{words.change(entry)}</Table.Td>
            <Table.Td>{words.actor(entry)}</Table.Td>
            <Table.Td>
              {entry.reason ? sayReason(entry.reason, entry.reason_code, entry.reason_params) : ''}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
