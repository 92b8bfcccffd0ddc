import { Anchor, Chip, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { IconFilter } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QueryLoading, QueryState } from '@/components/ui/query-state';
import { loginPath } from '@/lib/return-to';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useGuestbook } from '../api/get-guestbook';
import { useGuestbookTags } from '../api/get-guestbook-tags';
import { GuestbookEntryCard, preloadMarkdown } from '../components/guestbook-entry';
import { LoadMore } from '../components/load-more';
import { Message, useT } from '@/lib/i18n';

// Only signed-in members write, so only they download the form and its checks.
const LeaveMessageCard = lazy(() =>
  import('../components/leave-message-card').then((m) => ({ default: m.LeaveMessageCard })),
);

/** The guestbook: everyone reads; signed-in users write and filter by tag, as it says (SPEC §2). */
export function GuestbookScreen() {
  const t = useT();
  usePageTitle(t('nav.guestbook'));
  const { user } = useSession();
  const [filter, setFilter] = useState<string[]>([]);
  const entries = useGuestbook(filter);
  const tags = useGuestbookTags();
  const available = tags.data?.tags ?? [];
  // The entries' markdown is fetched as the screen opens, while the entries are asked for.
  useEffect(preloadMarkdown, []);
  // What the reader may do here, as the guestbook says (its abilities); nothing until it says.
  const can = entries.data?.pages[0]?.can;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('nav.guestbook')}</Title>
        {can?.post ? (
          <Suspense fallback={null}>
            <LeaveMessageCard signedIn />
          </Suspense>
        ) : user ? null : (
          <Text c="dimmed">
            <Message
              id="community.guestbook.toLeaveAMessage"
              values={{
                link: (text) => (
                  <Anchor component={Link} to={loginPath(paths.guestbook)}>
                    {text}
                  </Anchor>
                ),
              }}
            />
          </Text>
        )}
        {can?.filter && available.length > 0 && (
          <Paper withBorder p="sm" radius="md" bg="gray.0">
            <Group gap="xs" mb={6}>
              <IconFilter size={16} aria-hidden />
              <Text size="sm" fw={500} id="tag-filter-label">
                {t('community.guestbook.showOnlyMessagesTagged')}
              </Text>
            </Group>
            <Chip.Group multiple value={filter} onChange={setFilter}>
              <Group gap="xs" role="group" aria-labelledby="tag-filter-label">
                {available.map((tag) => (
                  <Chip key={tag.name} value={tag.name} size="sm" variant="light" color="red.9">
                    {t('common.withCount', { name: tag.name, count: tag.count })}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Paper>
        )}
        <QueryState
          data={entries.data}
          // A failed later page keeps the pages already shown; LoadMore reports it.
          error={entries.isFetchNextPageError ? null : entries.error}
          isPending={entries.isPending}
          retry={() => void entries.refetch()}
          loadingLabel={t('community.guestbook.loadingMessages')}
        >
          {({ pages }) => {
            const list = pages.flatMap((page) => page.entries);
            return list.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('community.guestbook.noMessagesYet')}
              </Text>
            ) : (
              <>
                {/* The entries come together, once what draws their markdown is here too; the
                    next page is not asked for (LoadMore) while they wait. */}
                <Suspense
                  fallback={<QueryLoading label={t('community.guestbook.loadingMessages')} />}
                >
                  <Stack gap="md" aria-busy={entries.isFetching}>
                    {list.map((entry) => (
                      <GuestbookEntryCard key={entry.id} entry={entry} />
                    ))}
                  </Stack>
                  <LoadMore
                    hasMore={entries.hasNextPage}
                    noteTheEnd={pages.length > 1}
                    loading={entries.isFetchingNextPage}
                    failed={entries.isFetchNextPageError}
                    onLoadMore={() => void entries.fetchNextPage({ cancelRefetch: false })}
                  />
                </Suspense>
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
