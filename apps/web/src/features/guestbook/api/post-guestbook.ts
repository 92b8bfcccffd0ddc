import { type GuestbookEntryResponse, type GuestbookPost } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestbookKeys } from './keys';

/** `POST /api/guestbook`. */
export const postGuestbook = (body: GuestbookPost) =>
  apiRequest<GuestbookEntryResponse>('/api/guestbook', 'community.leaveMessageCard.failed', {
    method: 'POST',
    body,
  });

export function usePostGuestbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGuestbook,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestbookKeys.all() }),
  });
}
