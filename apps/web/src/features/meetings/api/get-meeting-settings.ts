import type { MeetingSettings } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingKeys } from './keys';

/** `GET /api/admin/meeting-settings`: how many weeks ahead the notice goes out. */
export const meetingSettingsQuery = () =>
  queryOptions({
    queryKey: meetingKeys.settings(),
    queryFn: ({ signal }) =>
      apiRequest<MeetingSettings>('/api/admin/meeting-settings', 'fail.meetingSettings', {
        signal,
      }),
  });

export const useMeetingSettings = () => useQuery(meetingSettingsQuery());
