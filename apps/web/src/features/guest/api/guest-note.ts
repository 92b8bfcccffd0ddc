import type { HouseNoteInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestHeaders } from '../pass';
import { guestKey } from './keys';

/** `POST /api/guest/house-log`: a guest's note of something broken or running low. */
export function useGuestNote(pass: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: HouseNoteInput) =>
      apiRequest<{ saved: boolean }>('/api/guest/house-log', 'fail.guestNote', {
        method: 'POST',
        body: note,
        anonymous: true,
        headers: guestHeaders(pass),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guestKey(pass) }),
  });
}
