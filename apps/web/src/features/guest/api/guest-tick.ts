import type { Checklist, GuestView, RunItem } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestHeaders } from '../pass';
import { guestKey } from './keys';

/** `PUT /api/guest/checklists/:list/:item`: a guest's tick. */
export function useGuestTick(pass: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tick: { list: Checklist; item: number; done: boolean; value: number | null }) =>
      apiRequest<{ item: RunItem }>(
        `/api/guest/checklists/${tick.list}/${tick.item}`,
        'fail.guestTick',
        {
          method: 'PUT',
          body: { done: tick.done, value: tick.value },
          anonymous: true,
          headers: guestHeaders(pass),
        },
      ),
    // The item as the server now has it, at once (no flicker back while the view is read again).
    onSuccess: (answer, tick) =>
      queryClient.setQueryData<GuestView>(
        guestKey(pass),
        (view) =>
          view && {
            ...view,
            [tick.list]: view[tick.list].map((item) =>
              item.id === answer.item.id ? answer.item : item,
            ),
          },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestKey(pass) }),
  });
}
