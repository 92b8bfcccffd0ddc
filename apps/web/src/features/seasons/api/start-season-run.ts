import type { SeasonList, SeasonRun, SeasonRunInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seasonKeys } from './keys';

/** `POST /api/admin/seasons/:list/run`: this year's run, with who does which task. */
export function useStartSeasonRun(list: SeasonList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonRunInput) =>
      apiRequest<{ run: SeasonRun }>(`/api/admin/seasons/${list}/run`, 'fail.startSeasonRun', {
        method: 'POST',
        body: input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: seasonKeys.all() }),
  });
}
