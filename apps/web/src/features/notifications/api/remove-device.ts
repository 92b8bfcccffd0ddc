import type { Devices } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `DELETE /api/profile/devices/:id`: notifications off for a device. */
export function useRemoveDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Devices>(`/api/profile/devices/${id}`, 'fail.removeDevice', {
        method: 'DELETE',
      }),
    onSuccess: (devices) => queryClient.setQueryData(deviceKeys.all(), devices),
  });
}
