import { type GuestbookList } from '@stuga/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestbookKeys } from './keys';

/** The address of one page: the first without a cursor, older ones after the last one's end. */
export function guestbookPath(tags: string[], cursor?: string): string {
  const query = new URLSearchParams();
  if (tags.length) query.set('tags', tags.join(','));
  if (cursor) query.set('cursor', cursor);
  const text = query.toString();
  return text ? `/api/guestbook?${text}` : '/api/guestbook';
}

/** `GET /api/guestbook?tags=…&cursor=…`: one page, newest first. */
export const getGuestbook = (tags: string[], cursor: string | undefined, signal?: AbortSignal) =>
  apiRequest<GuestbookList>(guestbookPath(tags, cursor), 'fail.guestbook', {
    signal,
  });

/** The guestbook a page at a time; `fetchNextPage` brings the next older page. */
export const useGuestbook = (tags: string[]) =>
  useInfiniteQuery({
    queryKey: guestbookKeys.entries(tags),
    queryFn: ({ pageParam, signal }) => getGuestbook(tags, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    // Changing the filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
