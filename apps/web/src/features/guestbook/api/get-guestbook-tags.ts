import { type GuestbookTags } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestbookKeys } from './keys';

/** `GET /api/guestbook/tags`. */
export const getGuestbookTags = (signal?: AbortSignal) =>
  apiRequest<GuestbookTags>('/api/guestbook/tags', 'fail.tags', { signal });

export const useGuestbookTags = () =>
  useQuery({ queryKey: guestbookKeys.tags(), queryFn: ({ signal }) => getGuestbookTags(signal) });
