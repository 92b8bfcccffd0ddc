import {
  Button,
  Card,
  Container,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { inviteTree, paths, type Member } from '@stuga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { type MemberChange } from '../api/members';
import { useChangeMember } from '../api/change-member';
import { useMembers } from '../api/get-members';
import { Actions, LevelBadges, question } from '../components/member-actions';
import { Tree } from '../components/invite-tree';

type Filter = 'all' | 'admin' | 'trusted' | 'verified' | 'unverified' | 'suspended';

const filters: { value: Filter; label: MessageKey }[] = [
  { value: 'all', label: 'members.filter.all' },
  { value: 'admin', label: 'members.filter.admin' },
  { value: 'trusted', label: 'members.filter.trusted' },
  { value: 'verified', label: 'members.filter.verified' },
  { value: 'unverified', label: 'level.unverified' },
  { value: 'suspended', label: 'members.filter.suspended' },
];

const matches = (member: Member, filter: Filter, search: string) => {
  const text = search.trim().toLocaleLowerCase('sv');
  if (text && !`${member.name} ${member.email}`.toLocaleLowerCase('sv').includes(text)) {
    return false;
  }
  switch (filter) {
    case 'all':
      return true;
    case 'admin':
      return member.is_admin;
    case 'suspended':
      return member.suspended;
    default:
      return !member.is_admin && member.access_level === filter;
  }
};

/**
 * Members (DECISIONS §16): every account with its level, who invited it, when it joined and was
 * last active, its stays this year and requests waiting; search, filter by level, change a level,
 * suspend and open again (asked first); and who invited whom as a tree. Cards on a phone.
 */
export function MembersScreen() {
  const t = useT();
  const format = useFormat();
  usePageTitle(t('admin.tile.members'));
  const narrow = useMediaQuery('(max-width: 800px)') ?? false;
  const members = useMembers();
  const change = useChangeMember();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [asking, setAsking] = useState<{ member: Member; change: MemberChange } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const lastActive = (member: Member) =>
    member.last_active ? format.dateTime(member.last_active) : t('members.notYet');
  const tree = useMemo(() => inviteTree(members.data?.members ?? []), [members.data]);

  const ask = (member: Member) => (next: MemberChange) => {
    change.reset();
    setDone(null);
    setAsking({ member, change: next });
  };
  const asked = asking && question(t, asking.member, asking.change);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('admin.tile.members')}</Title>
          <BackLink to={paths.admin}>{t('admin.back')}</BackLink>
        </Group>
        <QueryState
          data={members.data}
          error={members.error}
          isPending={members.isPending}
          retry={() => void members.refetch()}
          loadingLabel={t('members.loading')}
        >
          {(data) => {
            const shown = data.members.filter((member) => matches(member, filter, search));
            return (
              <>
                <SectionCard title={t('members.everyone')}>
                  <Group gap="md" mb="md" align="flex-end" wrap="wrap">
                    <TextInput
                      label={t('members.search')}
                      placeholder={t('members.searchPlaceholder')}
                      leftSection={<IconSearch size={16} aria-hidden />}
                      value={search}
                      onChange={(event) => setSearch(event.currentTarget.value)}
                      style={{ flex: '1 1 14rem' }}
                    />
                    <NativeSelect
                      label={t('members.level')}
                      value={filter}
                      onChange={(event) => setFilter(event.currentTarget.value as Filter)}
                      data={filters.map(({ value, label }) => ({ value, label: t(label) }))}
                    />
                  </Group>
                  {done && <StatusText tone="success">{done}</StatusText>}
                  <Text size="sm" c="dimmed" role="status" mb="xs">
                    {t('members.count', { count: shown.length })}
                  </Text>
                  {shown.length === 0 ? (
                    <Text c="dimmed">{t('members.noMatch')}</Text>
                  ) : narrow ? (
                    <Stack
                      gap="sm"
                      component="ul"
                      style={{ listStyle: 'none', padding: 0, margin: 0 }}
                    >
                      {shown.map((member) => (
                        <Card
                          key={member.id}
                          component="li"
                          withBorder
                          padding="sm"
                          data-testid="member"
                        >
                          <Text fw={600}>{member.name}</Text>
                          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {member.email}
                          </Text>
                          <LevelBadges member={member} />
                          <Text size="sm" mt={4}>
                            {member.invited_by
                              ? t('members.invitedByJoined', {
                                  name: member.invited_by.name,
                                  day: format.date(member.joined),
                                })
                              : t('members.joined', { day: format.date(member.joined) })}
                          </Text>
                          <Text size="sm">
                            {t('members.staysLine', {
                              stays: member.stays_this_year,
                              requests: member.pending_requests,
                            })}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t('members.lastActive', { when: lastActive(member) })}
                          </Text>
                          <Group mt="xs">
                            <Actions member={member} onChange={ask(member)} />
                          </Group>
                        </Card>
                      ))}
                    </Stack>
                  ) : (
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('admin.member')}</Table.Th>
                          <Table.Th>{t('members.level')}</Table.Th>
                          <Table.Th>{t('members.invitedBy')}</Table.Th>
                          <Table.Th>{t('members.joinedColumn')}</Table.Th>
                          <Table.Th>{t('members.lastActiveColumn')}</Table.Th>
                          <Table.Th ta="right">{t('members.staysColumn')}</Table.Th>
                          <Table.Th ta="right">{t('members.requestsColumn')}</Table.Th>
                          <Table.Th>
                            <span className="visually-hidden">{t('members.actionsColumn')}</span>
                          </Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {shown.map((member) => (
                          <Table.Tr key={member.id} data-testid="member">
                            <Table.Td>
                              <Text size="sm" fw={600}>
                                {member.name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {member.email}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <LevelBadges member={member} />
                            </Table.Td>
                            <Table.Td>{member.invited_by?.name ?? ''}</Table.Td>
                            <Table.Td>{format.date(member.joined)}</Table.Td>
                            <Table.Td>{lastActive(member)}</Table.Td>
                            <Table.Td ta="right">{member.stays_this_year}</Table.Td>
                            <Table.Td ta="right">{member.pending_requests}</Table.Td>
                            <Table.Td>
                              <Actions member={member} onChange={ask(member)} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </SectionCard>
                <SectionCard title={t('members.tree')}>
                  <div data-testid="invite-tree">
                    <Tree nodes={tree} />
                  </div>
                </SectionCard>
              </>
            );
          }}
        </QueryState>
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asked?.title}
        fullScreen={narrow}
      >
        <Text size="sm">{asked?.text}</Text>
        {change.error && (
          <StatusText tone="error" mt="sm">
            {change.error.message}
          </StatusText>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t('common.cancel')}
          </Button>
          <Button
            color={asking?.change.kind === 'suspend' ? 'red' : undefined}
            loading={change.isPending}
            onClick={() =>
              asking &&
              change.mutate(asking.change, {
                onSuccess: () => {
                  setDone(asked?.done ?? null);
                  setAsking(null);
                },
              })
            }
          >
            {asked?.confirm}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
