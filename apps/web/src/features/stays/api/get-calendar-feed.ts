import type { CalendarFeed } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { feedKey } from './calendar-feed';

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
