import type { HousePosition } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { housePositionKey, weatherKey } from './weather';

/** `PUT /api/admin/house-position`: the forecast is asked anew for it, a moment later. */
export function useSetHousePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: HousePosition) =>
      apiRequest<HousePosition>('/api/admin/house-position', 'settings.position.failed', {
        method: 'PUT',
        body: position,
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(housePositionKey(), answer);
      void queryClient.invalidateQueries({ queryKey: weatherKey() });
    },
  });
}
