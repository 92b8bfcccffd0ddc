import type { Meeting } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { MessageKey } from '@/i18n/en';
import { meetingKeys } from './keys';

/**
 * A change to a meeting: the answer is the meeting as it is now, kept as its page's data; the
 * list (and with it the decision history) loads anew.
 */
export function useMeetingChange<V>(
  request: (vars: V) => { url: string; method: 'POST' | 'PUT'; body?: unknown },
  fail: MessageKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => {
      const { url, method, body } = request(vars);
      return (
        await apiRequest<{ meeting: Meeting }>(url, fail, {
          method,
          body: body ?? {},
        })
      ).meeting;
    },
    onSuccess: (meeting) => {
      queryClient.setQueryData(meetingKeys.one(meeting.id), meeting);
      return queryClient.invalidateQueries({ queryKey: meetingKeys.all(), exact: true });
    },
  });
}
