import type { CalendarFeed } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download';
import { useSession } from '@/lib/session';
import { stayKeys } from './keys';

const feedKey = () => [...stayKeys.all(), 'calendar-feed'] as const;

/** `GET /api/calendar-feed`: the member's feed address, made on first asking. */
export const useCalendarFeed = (enabled: boolean) =>
  useQuery({
    queryKey: feedKey(),
    queryFn: ({ signal }) =>
      apiRequest<CalendarFeed>('/api/calendar-feed', 'fail.calendarFeed', {
        signal,
      }),
    enabled,
  });

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

/** Downloads one approved stay as a calendar file (`GET /api/stay-options/{id}/calendar`). */
export function useAddToCalendar() {
  const { jwt } = useSession();
  return useMutation({
    mutationFn: (id: number) =>
      downloadFile(
        `/api/stay-options/${id}/calendar`,
        `stuga-stay-${id}.ics`,
        'fail.calendarFile',
        jwt,
      ),
  });
}
