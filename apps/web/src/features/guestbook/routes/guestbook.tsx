import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { paths } from '@stuga/shared';
import { lazyPart } from '@/lib/lazy-part';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { QueryLoading, QueryState } from '@/components/ui/query-state';
import { loginPath } from '@/lib/return-to';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useGuestbook } from '../api/get-guestbook';
import { useGuestbookTags } from '../api/get-guestbook-tags';
import { useT } from '@/lib/i18n';
import { Message } from '@/lib/formatting';

// Only signed-in members write and filter, so only they download the form, its checks and the
// filter.
const LeaveMessageCard = lazyPart(() =>
  import('../components/leave-message-card').then((m) => ({ default: m.LeaveMessageCard })),
);
const loadTagFilter = () => import('../components/tag-filter');
const TagFilter = lazyPart(() => loadTagFilter().then((m) => ({ default: m.TagFilter })));

// The entries come with what draws them (markdown, tags), asked for as the screen opens.
const loadEntries = () => import('../components/guestbook-entries');
const GuestbookEntries = lazyPart(() =>
  loadEntries().then((m) => ({ default: m.GuestbookEntries })),
);
const preloadEntries = () => void loadEntries().catch(() => undefined);

/** The guestbook: everyone reads; signed-in users write and filter by tag, as it says (SPEC §2). */
export function GuestbookScreen() {
  const t = useT();
  usePageTitle(t('nav.guestbook'));
  const { user } = useSession();
  const [filter, setFilter] = useState<string[]>([]);
  const entries = useGuestbook(filter);
  // Only signed-in readers may filter: only they ask for the tags and the filter's code.
  const signedIn = user !== null;
  const tags = useGuestbookTags(signedIn);
  const available = tags.data?.tags ?? [];
  // What draws the entries is fetched as the screen opens, while the entries are asked for.
  useEffect(preloadEntries, []);
  useEffect(() => {
    if (signedIn) void loadTagFilter().catch(() => undefined);
  }, [signedIn]);
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
          <Suspense fallback={null}>
            <TagFilter tags={available} value={filter} onChange={setFilter} />
          </Suspense>
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
              // The entries come together, once what draws them is here too; the next page
              // is not asked for (LoadMore) while they wait.
              <Suspense
                fallback={<QueryLoading label={t('community.guestbook.loadingMessages')} />}
              >
                <GuestbookEntries
                  entries={list}
                  busy={entries.isFetching}
                  hasMore={entries.hasNextPage}
                  noteTheEnd={pages.length > 1}
                  loading={entries.isFetchingNextPage}
                  failed={entries.isFetchNextPageError}
                  onLoadMore={() => void entries.fetchNextPage({ cancelRefetch: false })}
                />
              </Suspense>
            );
          }}
        </QueryState>
      </Stack>
    </Container>
  );
}
