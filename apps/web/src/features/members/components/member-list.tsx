import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { type Member } from '@stuga/shared';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/formatting';
import { type MemberChange } from '../api/members';
import { Actions, LevelBadges } from './member-actions';

export interface MemberListProps {
  members: Member[];
  /** Cards on a phone, a table elsewhere. */
  narrow: boolean;
  /** Asks for a change to a member (their level, a suspension). */
  onChange(member: Member): (change: MemberChange) => void;
}

/**
 * The members shown (DECISIONS §16): each with their level, who invited them, when they joined
 * and were last active, their stays this year and requests waiting, and what may be changed.
 */
export function MemberList({ members, narrow, onChange }: MemberListProps) {
  const t = useT();
  const format = useFormat();
  const lastActive = (member: Member) =>
    member.last_active ? format.dateTime(member.last_active) : t('members.notYet');
  if (narrow) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {members.map((member) => (
          <Card key={member.id} component="li" withBorder padding="sm" data-testid="member">
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
              <Actions member={member} onChange={onChange(member)} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
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
        {members.map((member) => (
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
              <Actions member={member} onChange={onChange(member)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
