import type { ImprovementsResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meetingKeys } from './keys';

/** `GET /api/improvements`: the improvements an item may be linked to. */
export const useImprovementChoices = (enabled: boolean) =>
  useQuery({
    queryKey: meetingKeys.improvements(),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<ImprovementsResponse>('/api/improvements', 'fail.improvements', { signal }),
  });
