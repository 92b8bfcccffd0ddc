import type { Meeting } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingKeys } from './keys';

/** `GET /api/meetings/:id`: a meeting with its agenda, and what the reader may do. */
export const useMeeting = (id: number) =>
  useQuery({
    queryKey: meetingKeys.one(id),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ meeting: Meeting }>(`/api/meetings/${id}`, 'fail.meeting', {
          signal,
        })
      ).meeting,
  });
