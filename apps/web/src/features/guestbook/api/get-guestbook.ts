import { type GuestbookList } from '@stuga/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestbookKeys } from './keys';

/** `GET /api/guestbook?tags=…`. */
export const getGuestbook = (tags: string[], signal?: AbortSignal) =>
  apiRequest<GuestbookList>(
    tags.length ? `/api/guestbook?tags=${encodeURIComponent(tags.join(','))}` : '/api/guestbook',
    'Failed to load guestbook entries',
    { signal },
  );

export const useGuestbook = (tags: string[]) =>
  useQuery({
    queryKey: guestbookKeys.entries(tags),
    queryFn: ({ signal }) => getGuestbook(tags, signal),
    // Changing the filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });
