import type { CalendarFeed } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureOf, offlineError } from '@/lib/api-client';
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
    mutationFn: async (id: number) => {
      let response: Response;
      try {
        response = await fetch(`/api/stay-options/${id}/calendar`, {
          headers: jwt ? { authorization: `Bearer ${jwt}` } : {},
        });
      } catch {
        throw offlineError();
      }
      if (!response.ok) {
        const body: unknown = await response.json().catch(() => undefined);
        throw failureOf(body, response.status, 'fail.calendarFile');
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `stuga-stay-${id}.ics`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
