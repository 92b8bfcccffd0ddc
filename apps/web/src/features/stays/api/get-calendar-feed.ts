import type { CalendarFeed } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { feedKey } from './calendar-feed';

/** `GET /api/calendar-feed`: the member's feed address, made on first asking. */
export const calendarFeedQuery = () =>
  queryOptions({
    queryKey: feedKey(),
    queryFn: ({ signal }) =>
      apiRequest<CalendarFeed>('/api/calendar-feed', 'fail.calendarFeed', {
        signal,
      }),
  });

export const useCalendarFeed = (enabled: boolean) => useQuery({ ...calendarFeedQuery(), enabled });
