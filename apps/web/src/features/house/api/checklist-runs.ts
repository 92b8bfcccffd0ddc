import type { ChecklistRuns } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `GET /api/admin/checklist-runs`. */
export const useChecklistRuns = () =>
  useQuery({
    queryKey: houseKeys.runs(),
    queryFn: ({ signal }) =>
      apiRequest<ChecklistRuns>('/api/admin/checklist-runs', 'house.loadFailed', { signal }),
  });
