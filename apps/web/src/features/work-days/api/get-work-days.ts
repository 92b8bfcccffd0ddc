import type { WorkDays } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { workDayKeys } from './keys';

/** `GET /api/work-days`: the days to come, and the reader's work days this year. */
export const useWorkDays = () =>
  useQuery({
    queryKey: workDayKeys.all(),
    queryFn: ({ signal }) => apiRequest<WorkDays>('/api/work-days', 'fail.workDays', { signal }),
  });
