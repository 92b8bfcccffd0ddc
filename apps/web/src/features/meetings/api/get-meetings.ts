import type { Meetings } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingKeys } from './keys';

/** `GET /api/meetings`: the meetings, the latest first, and the decision history. */
export const useMeetings = () =>
  useQuery({
    queryKey: meetingKeys.all(),
    queryFn: ({ signal }) => apiRequest<Meetings>('/api/meetings', 'fail.meetings', { signal }),
  });
