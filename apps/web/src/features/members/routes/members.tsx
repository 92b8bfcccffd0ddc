import {
  Badge,
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
import { inviteTree, paths, type InviteTreeNode, type Member } from '@stuga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import type { MessageKey } from '@/i18n/en';
import { useT, type Translate } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { usePageTitle } from '@/lib/page-title';
import { useChangeMember, useMembers, type MemberChange } from '../api/members';

type Filter = 'all' | 'admin' | 'trusted' | 'verified' | 'unverified' | 'suspended';

const filters: { value: Filter; label: MessageKey }[] = [
  { value: 'all', label: 'members.filter.all' },
  { value: 'admin', label: 'members.filter.admin' },
  { value: 'trusted', label: 'members.filter.trusted' },
  { value: 'verified', label: 'members.filter.verified' },
  { value: 'unverified', label: 'level.unverified' },
  { value: 'suspended', label: 'members.filter.suspended' },
];

/** A member's level in words. */
const levelOf = (member: Member): MessageKey =>
  member.is_admin
    ? 'nav.admin'
    : member.access_level === 'trusted'
      ? 'members.level.trusted'
      : member.access_level === 'verified'
        ? 'members.level.verified'
        : 'level.unverified';

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

/** What a change asks before it is made, what its button says, and what it says once made. */
function question(t: Translate, member: Member, change: MemberChange) {
  const name = member.name;
  switch (change.kind) {
    case 'level':
      return change.level === 'trusted'
        ? {
            title: t('members.makeTrusted.title'),
            // An account that never completed signup is let in without an invite: said so.
            text: t(
              member.access_level === 'unverified'
                ? 'members.makeTrusted.withoutInvite'
                : 'members.makeTrusted.text',
              { name },
            ),
            confirm: t('members.makeTrusted.confirm'),
            done: t('members.makeTrusted.done', { name }),
          }
        : {
            title: t('members.makeVerified.title'),
            text: t('members.makeVerified.text', { name, pending: member.pending_requests }),
            confirm: t('members.makeVerified.confirm'),
            done: t('members.makeVerified.done', { name }),
          };
    case 'suspend':
      return {
        title: t('members.suspend.title'),
        text: t('members.suspend.text', { name, pending: member.pending_requests }),
        confirm: t('members.suspend.confirm'),
        done: t('members.suspend.done', { name }),
      };
    case 'restore':
      return {
        title: t('members.restore.title'),
        text: t('members.restore.text', { name }),
        confirm: t('members.restore.confirm'),
        done: t('members.restore.done', { name }),
      };
  }
}

/** The actions the server says the admin may take on the account (`member.can`). */
function Actions({ member, onChange }: { member: Member; onChange(change: MemberChange): void }) {
  const t = useT();
  const { can } = member;
  if (!can.set_level && !can.suspend && !can.restore) return null;
  const level = member.access_level === 'trusted' ? 'verified' : 'trusted';
  const make =
    level === 'trusted'
      ? ({ label: 'members.makeTrusted.label', confirm: 'members.makeTrusted.confirm' } as const)
      : ({ label: 'members.makeVerified.label', confirm: 'members.makeVerified.confirm' } as const);
  return (
    <Group gap={4} wrap="nowrap">
      {can.set_level && (
        <Button
          size="xs"
          variant="default"
          className="touch-target"
          aria-label={t(make.label, { name: member.name })}
          onClick={() => onChange({ kind: 'level', id: member.id, level })}
        >
          {t(make.confirm)}
        </Button>
      )}
      {can.restore && (
        <Button
          size="xs"
          variant="subtle"
          className="touch-target"
          aria-label={t('members.restore.label', { name: member.name })}
          onClick={() => onChange({ kind: 'restore', id: member.id })}
        >
          {t('members.restore.confirm')}
        </Button>
      )}
      {can.suspend && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          className="touch-target"
          aria-label={t('members.suspend.label', { name: member.name })}
          onClick={() => onChange({ kind: 'suspend', id: member.id })}
        >
          {t('members.suspend.confirm')}
        </Button>
      )}
    </Group>
  );
}

function LevelBadges({ member }: { member: Member }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="filled" color={member.is_admin ? 'red.9' : 'gray.7'} tt="none">
        {t(levelOf(member))}
      </Badge>
      {member.suspended && (
        <Badge color="dark.7" variant="filled" tt="none">
          {t('members.suspended')}
        </Badge>
      )}
    </Group>
  );
}

function Tree({ nodes, nested = false }: { nodes: InviteTreeNode<Member>[]; nested?: boolean }) {
  const t = useT();
  return (
    <ul
      style={{
        listStyle: 'none',
        margin: 0,
        padding: nested ? '0 0 0 1.25rem' : 0,
        borderLeft: nested ? '2px solid var(--mantine-color-gray-3)' : undefined,
      }}
    >
      {nodes.map((node) => (
        <li key={node.member.id} style={{ marginTop: 4 }}>
          <Text span size="sm">
            {node.member.name}
          </Text>
          <Text span size="xs" c="dimmed" ml={6}>
            {node.member.suspended
              ? t('members.treeSuspended', { level: t(levelOf(node.member)) })
              : t(levelOf(node.member))}
          </Text>
          {node.invited.length > 0 && <Tree nodes={node.invited} nested />}
        </li>
      ))}
    </ul>
  );
}

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
