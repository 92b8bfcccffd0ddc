import { WhenRead } from '@/components/ui/when-read';
import { Anchor, Container, Stack, Table, Text, Title } from '@mantine/core';
import { fromWireDate, paths } from '@stuga/shared';
import { Link } from 'react-router';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useChecklistRuns } from '../api/checklist-runs';
import { useChecklists } from '../api/checklists';
import { useHouseLog } from '../api/house-log';
import { ChecklistEditor } from '../components/checklist-editor';
import { HouseNotes } from '../components/house-log';

/**
 * At the house, for admins (DECISIONS §20): the arrival and departure lists they keep, how far
 * each stay of the month around today got with its runs, and the house log to mark done.
 */
export function AdminHouseScreen() {
  const t = useT();
  const format = useFormat();
  usePageTitle(t('house.admin.title'));
  const lists = useChecklists();
  const runs = useChecklistRuns();
  const log = useHouseLog(true);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        <Title order={1}>{t('house.admin.title')}</Title>
        <WhenRead reads={[lists, runs, log]} loadingLabel={t('house.loading')}>
          <QueryState
            data={lists.data}
            error={lists.error}
            isPending={lists.isPending}
            retry={() => void lists.refetch()}
            loadingLabel={t('house.loading')}
          >
            {(data) => (
              <Stack gap="lg">
                <SectionCard title={t('house.arrival')} size="h3">
                  <ChecklistEditor list="arrival" items={data.arrival} />
                </SectionCard>
                <SectionCard title={t('house.departure')} size="h3">
                  <ChecklistEditor list="departure" items={data.departure} />
                </SectionCard>
              </Stack>
            )}
          </QueryState>
          <SectionCard title={t('house.admin.runs')} size="h3">
            <QueryState
              data={runs.data}
              error={runs.error}
              isPending={runs.isPending}
              retry={() => void runs.refetch()}
              loadingLabel={t('house.loading')}
            >
              {(data) =>
                data.runs.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('house.admin.noRuns')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={480}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('house.admin.stay')}</Table.Th>
                          <Table.Th>{t('house.arrival')}</Table.Th>
                          <Table.Th>{t('house.departure')}</Table.Th>
                          <Table.Th>{t('house.admin.noted')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {data.runs.map((run) => (
                          <Table.Tr key={run.stay.id}>
                            <Table.Td>
                              <Anchor
                                component={Link}
                                to={`${paths.atTheHouse}?stay=${run.stay.id}`}
                              >
                                {t('house.admin.stayLine', {
                                  name: run.stay.owner,
                                  from: format.day(fromWireDate(run.stay.from)),
                                  to: format.day(fromWireDate(run.stay.to)),
                                })}
                              </Anchor>
                            </Table.Td>
                            <Table.Td>{t('house.progress', run.arrival)}</Table.Td>
                            <Table.Td>{t('house.progress', run.departure)}</Table.Td>
                            <Table.Td>
                              {run.noted ? t('house.admin.notedYes') : t('house.admin.notedNo')}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )
              }
            </QueryState>
          </SectionCard>
          <SectionCard title={t('house.log.title')} size="h3">
            <QueryState
              data={log.data}
              error={log.error}
              isPending={log.isPending}
              retry={() => void log.refetch()}
              loadingLabel={t('house.loading')}
            >
              {(data) => <HouseNotes notes={data.notes} />}
            </QueryState>
          </SectionCard>
        </WhenRead>
      </Stack>
    </Container>
  );
}
