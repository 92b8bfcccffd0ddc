import { GuestbookEntryResponseSchema, type GuestbookPost } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `POST /api/guestbook`. */
export const postGuestbook = (body: GuestbookPost, token: string | null) =>
  apiRequest('/api/guestbook', GuestbookEntryResponseSchema, 'Failed to post', {
    method: 'POST',
    body,
    token,
  });

export function usePostGuestbook() {
  const { jwt } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuestbookPost) => postGuestbook(body, jwt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['guestbook'] }),
  });
}
