import { type GuestbookTags } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestbookKeys } from './keys';

/** `GET /api/guestbook/tags`. */
export const getGuestbookTags = (signal?: AbortSignal) =>
  apiRequest<GuestbookTags>('/api/guestbook/tags', 'fail.tags', { signal });

/** The tags in use, asked for only when `enabled` (the readers who may filter by them). */
export const useGuestbookTags = (enabled: boolean) =>
  useQuery({
    queryKey: guestbookKeys.tags(),
    queryFn: ({ signal }) => getGuestbookTags(signal),
    enabled,
  });
