import type { OptionHistory } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/stay-options/{id}/history`: an option's changes, for admins and its owner. */
export const useOptionHistory = (optionId: number | null) =>
  useQuery({
    queryKey: stayKeys.history(optionId ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<OptionHistory>(`/api/stay-options/${optionId}/history`, 'fail.history', {
        signal,
      }),
    enabled: optionId !== null,
  });
