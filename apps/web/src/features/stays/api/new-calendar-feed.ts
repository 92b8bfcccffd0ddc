import type { CalendarFeed } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { feedKey } from './calendar-feed';

/** `POST /api/calendar-feed`: a new address; its answer replaces the old one on the page. */
export function useNewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<CalendarFeed>('/api/calendar-feed', 'fail.renewCalendarFeed', {
        method: 'POST',
      }),
    onSuccess: (answer) => queryClient.setQueryData(feedKey(), answer),
  });
}
