import { Alert, Button, Center, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '@/lib/i18n';

export interface LoadMoreProps {
  hasMore: boolean;
  /** Say when the list is complete (worth saying only once more than a page was loaded). */
  noteTheEnd: boolean;
  loading: boolean;
  /** The last attempt to load more failed. */
  failed: boolean;
  onLoadMore(): void;
}

/**
 * The end of a list loaded a page at a time: the next page loads by itself as the reader scrolls
 * near it, and a button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. A failure stops the automatic loading until the reader tries again.
 */
export function LoadMore({ hasMore, noteTheEnd, loading, failed, onLoadMore }: LoadMoreProps) {
  const t = useT();
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  }, [onLoadMore]);
  const automatic = hasMore && !loading && !failed;

  useEffect(() => {
    const element = sentinel.current;
    if (!automatic || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (seen) => {
        if (seen.some((entry) => entry.isIntersecting)) latest.current();
      },
      // Start loading a screen ahead, so scrolling rarely waits.
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [automatic]);

  if (!hasMore) {
    if (!noteTheEnd) return null;
    return (
      <Text c="dimmed" ta="center" size="sm" py="md">
        {t('community.loadMore.thatIsEveryMessage')}
      </Text>
    );
  }
  return (
    <div ref={sentinel}>
      {failed && (
        <Alert color="red" role="alert" mb="sm">
          {t('community.loadMore.failedToLoadMore')}
        </Alert>
      )}
      <Center py="md">
        <Button variant="default" loading={loading} onClick={onLoadMore}>
          {failed ? t('community.loadMore.tryAgain') : t('community.loadMore.loadMoreMessages')}
        </Button>
      </Center>
    </div>
  );
}
