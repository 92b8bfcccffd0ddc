import {
  Button,
  Container,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { hasAccess, inviteTree, paths, type Member } from '@stuga/shared';
import type { QueryClient } from '@tanstack/react-query';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { QueryState } from '@/components/ui/query-state';
import { SectionCard } from '@/components/ui/section-card';
import { StatusText } from '@/components/ui/status-text';
import type { MessageKey } from '@/i18n/en';
import { useT } from '@/lib/i18n';
import { usePageTitle } from '@/lib/page-title';
import { type MemberChange } from '../api/members';
import { useChangeMember } from '../api/change-member';
import { membersQuery, useMembers } from '@/lib/members';
import { question } from '../components/member-actions';
import { MemberList } from '../components/member-list';
import { Tree } from '../components/invite-tree';
import { OwnerShares } from '../components/owner-shares';
import { ownersQuery } from '../api/get-owners';
import { readsStarted } from '@/lib/screen-reads';
import { sessionStore } from '@/lib/session-store';

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
 * The members and the owners, asked for with the screen's code (decision 0080): the list, the
 * tree and the owners' card are drawn once with both.
 */
export function prepare(client?: QueryClient) {
  if (!client || !hasAccess(sessionStore.get()?.user ?? null, 'admin')) return undefined;
  return readsStarted([client.prefetchQuery(membersQuery()), client.prefetchQuery(ownersQuery())]);
}

/**
 * Members (DECISIONS §16): every account with its level, who invited it, when it joined and was
 * last active, its stays this year and requests waiting; search, filter by level, change a level,
 * suspend and open again (asked first); and who invited whom as a tree. Cards on a phone.
 */
export function MembersScreen() {
  const t = useT();
  usePageTitle(t('admin.tile.members'));
  const narrow = useMediaQuery('(max-width: 800px)') ?? false;
  const members = useMembers();
  const change = useChangeMember();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [asking, setAsking] = useState<{ member: Member; change: MemberChange } | null>(null);
  const [done, setDone] = useState<string | null>(null);
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
                  ) : (
                    <MemberList
                      members={shown}
                      narrow={narrow}
                      onChange={(member) => ask(member)}
                    />
                  )}
                </SectionCard>
                <OwnerShares members={data.members} />
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
