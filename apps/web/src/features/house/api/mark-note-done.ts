import type { HouseLog } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `POST /api/admin/house-log/:id/done`. */
export function useMarkNoteDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<HouseLog>(`/api/admin/house-log/${id}/done`, 'house.logFailed', {
        method: 'POST',
      }),
    onSuccess: async (log) => {
      queryClient.setQueryData(houseKeys.log(), log);
      await queryClient.invalidateQueries({ queryKey: houseKeys.all() });
    },
  });
}
