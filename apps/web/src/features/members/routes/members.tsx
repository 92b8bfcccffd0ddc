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
import {
  formatDate,
  formatDateTime,
  inviteTree,
  paths,
  plural,
  type InviteTreeNode,
  type Member,
} from '@stuga/shared';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useChangeMember, useMembers, type MemberChange } from '../api/members';

type Filter = 'all' | 'admin' | 'trusted' | 'verified' | 'unverified' | 'suspended';

const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'admin', label: 'Admins' },
  { value: 'trusted', label: 'Trusted' },
  { value: 'verified', label: 'Verified' },
  { value: 'unverified', label: 'Signup not completed' },
  { value: 'suspended', label: 'Suspended' },
];

/** A member's level in words. */
const levelOf = (member: Member) =>
  member.is_admin
    ? 'Admin'
    : member.access_level === 'trusted'
      ? 'Trusted'
      : member.access_level === 'verified'
        ? 'Verified'
        : 'Signup not completed';

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

/** What a change asks before it is made, and what its button says. */
function question(member: Member, change: MemberChange) {
  switch (change.kind) {
    case 'level':
      return change.level === 'trusted'
        ? {
            title: 'Make a trusted member?',
            text: `${member.name} will be able to plan visits and invite others from their next visit to the app. They are mailed about it.`,
            confirm: 'Make trusted',
          }
        : {
            title: 'Make a verified member?',
            text: `${member.name} will no longer plan visits or invite others, from their next visit to the app. Their stays and requests stay as they are. They are mailed about it.`,
            confirm: 'Make verified',
          };
    case 'suspend':
      return {
        title: 'Suspend this member?',
        text: `${member.name} is signed out at once and cannot sign in or reset the password. ${
          member.pending_requests
            ? `Their ${plural(member.pending_requests, 'request', 'requests')} waiting will be declined "Member suspended". `
            : ''
        }Their approved stays stay on the timeline until you decline them. They are mailed about it.`,
        confirm: 'Suspend',
      };
    case 'restore':
      return {
        title: 'Open this account again?',
        text: `${member.name} can sign in again as before. They are mailed about it.`,
        confirm: 'Open again',
      };
  }
}

function Actions({
  member,
  selfId,
  onChange,
}: {
  member: Member;
  selfId: number | undefined;
  onChange(change: MemberChange): void;
}) {
  if (member.is_admin || member.id === selfId) return null;
  const level = member.access_level === 'trusted' ? 'verified' : 'trusted';
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        className="touch-target"
        aria-label={`Make ${member.name} ${level}`}
        onClick={() => onChange({ kind: 'level', id: member.id, level })}
      >
        Make {level}
      </Button>
      {member.suspended ? (
        <Button
          size="xs"
          variant="subtle"
          className="touch-target"
          aria-label={`Open the account of ${member.name} again`}
          onClick={() => onChange({ kind: 'restore', id: member.id })}
        >
          Open again
        </Button>
      ) : (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          className="touch-target"
          aria-label={`Suspend ${member.name}`}
          onClick={() => onChange({ kind: 'suspend', id: member.id })}
        >
          Suspend
        </Button>
      )}
    </Group>
  );
}

function LevelBadges({ member }: { member: Member }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge variant="filled" color={member.is_admin ? 'red.9' : 'gray.7'} tt="none">
        {levelOf(member)}
      </Badge>
      {member.suspended && (
        <Badge color="dark.7" variant="filled" tt="none">
          Suspended
        </Badge>
      )}
    </Group>
  );
}

const lastActive = (member: Member) =>
  member.last_active ? formatDateTime(member.last_active) : 'Not yet';

function Tree({ nodes, nested = false }: { nodes: InviteTreeNode<Member>[]; nested?: boolean }) {
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
          </Text>{' '}
          <Text span size="xs" c="dimmed">
            {levelOf(node.member)}
            {node.member.suspended ? ', suspended' : ''}
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
  usePageTitle('Members');
  const narrow = useMediaQuery('(max-width: 800px)') ?? false;
  const { user } = useSession();
  const members = useMembers();
  const change = useChangeMember();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [asking, setAsking] = useState<{ member: Member; change: MemberChange } | null>(null);
  const tree = useMemo(() => inviteTree(members.data?.members ?? []), [members.data]);

  const ask = (member: Member) => (next: MemberChange) => {
    change.reset();
    setAsking({ member, change: next });
  };
  const asked = asking && question(asking.member, asking.change);

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Members</Title>
          <BackLink to={paths.admin}>Back to Admin Panel</BackLink>
        </Group>
        <QueryState
          data={members.data}
          error={members.error}
          isPending={members.isPending}
          retry={() => void members.refetch()}
          loadingLabel="Loading the members"
        >
          {(data) => {
            const shown = data.members.filter((member) => matches(member, filter, search));
            return (
              <>
                <SectionCard title="Everyone with an account">
                  <Group gap="md" mb="md" align="flex-end" wrap="wrap">
                    <TextInput
                      label="Search"
                      placeholder="Name or email"
                      leftSection={<IconSearch size={16} aria-hidden />}
                      value={search}
                      onChange={(event) => setSearch(event.currentTarget.value)}
                      style={{ flex: '1 1 14rem' }}
                    />
                    <NativeSelect
                      label="Level"
                      value={filter}
                      onChange={(event) => setFilter(event.currentTarget.value as Filter)}
                      data={filters}
                    />
                  </Group>
                  {change.data && <StatusText tone="success">{change.data.message}</StatusText>}
                  <Text size="sm" c="dimmed" role="status" mb="xs">
                    {plural(shown.length, 'member', 'members')}
                  </Text>
                  {shown.length === 0 ? (
                    <Text c="dimmed">No member matches.</Text>
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
                            {member.invited_by ? `Invited by ${member.invited_by.name} · ` : ''}
                            joined {formatDate(member.joined)}
                          </Text>
                          <Text size="sm">
                            {plural(member.stays_this_year, 'stay', 'stays')} this year ·{' '}
                            {plural(member.pending_requests, 'request', 'requests')} waiting
                          </Text>
                          <Text size="xs" c="dimmed">
                            Last active: {lastActive(member)}
                          </Text>
                          <Group mt="xs">
                            <Actions member={member} selfId={user?.id} onChange={ask(member)} />
                          </Group>
                        </Card>
                      ))}
                    </Stack>
                  ) : (
                    <Table striped>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Member</Table.Th>
                          <Table.Th>Level</Table.Th>
                          <Table.Th>Invited by</Table.Th>
                          <Table.Th>Joined</Table.Th>
                          <Table.Th>Last active</Table.Th>
                          <Table.Th ta="right">Stays this year</Table.Th>
                          <Table.Th ta="right">Requests</Table.Th>
                          <Table.Th>
                            <span className="visually-hidden">What to do</span>
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
                            <Table.Td>{formatDate(member.joined)}</Table.Td>
                            <Table.Td>{lastActive(member)}</Table.Td>
                            <Table.Td ta="right">{member.stays_this_year}</Table.Td>
                            <Table.Td ta="right">{member.pending_requests}</Table.Td>
                            <Table.Td>
                              <Actions member={member} selfId={user?.id} onChange={ask(member)} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  )}
                </SectionCard>
                <SectionCard title="Who invited whom">
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
            Cancel
          </Button>
          <Button
            color={asking?.change.kind === 'suspend' ? 'red' : undefined}
            loading={change.isPending}
            onClick={() =>
              asking && change.mutate(asking.change, { onSuccess: () => setAsking(null) })
            }
          >
            {asked?.confirm}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
