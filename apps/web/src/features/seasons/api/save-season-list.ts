import type { SeasonList, SeasonListInput, Seasons } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seasonKeys } from './keys';

/** `PUT /api/admin/seasons/:list`: the list as the admins leave it. */
export function useSaveSeasonList(list: SeasonList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeasonListInput) =>
      apiRequest<Seasons>(`/api/admin/seasons/${list}`, 'fail.saveSeasonList', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (seasons) => queryClient.setQueryData(seasonKeys.all(), seasons),
  });
}
