import type { MeetingSettings } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingKeys } from './keys';

/** `PUT /api/admin/meeting-settings`. */
export function useSetMeetingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeetingSettings) =>
      apiRequest<MeetingSettings>('/api/admin/meeting-settings', 'fail.meetingSettings', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(meetingKeys.settings(), saved);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.all(), exact: true });
    },
  });
}
