import { GuestbookListSchema, GuestbookTagsSchema } from '@stuga/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/guestbook?tags=…`. */
export const getGuestbook = (tags: string[], signal?: AbortSignal) =>
  apiRequest(
    tags.length ? `/api/guestbook?tags=${encodeURIComponent(tags.join(','))}` : '/api/guestbook',
    GuestbookListSchema,
    'Failed to load guestbook entries',
    { signal },
  );

export const useGuestbook = (tags: string[]) =>
  useQuery({
    queryKey: ['guestbook', 'entries', tags],
    queryFn: ({ signal }) => getGuestbook(tags, signal),
    // Changing the filter keeps the old list on screen until the new one arrives.
    placeholderData: keepPreviousData,
  });

/** `GET /api/guestbook/tags`. */
export const getGuestbookTags = (signal?: AbortSignal) =>
  apiRequest('/api/guestbook/tags', GuestbookTagsSchema, 'Failed to load tags', { signal });

export const useGuestbookTags = () =>
  useQuery({ queryKey: ['guestbook', 'tags'], queryFn: ({ signal }) => getGuestbookTags(signal) });
