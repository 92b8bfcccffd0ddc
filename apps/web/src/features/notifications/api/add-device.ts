import type { DeviceInput, Devices } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `POST /api/profile/devices`: this device's push subscription, kept by the house. */
export function useAddDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceInput) =>
      apiRequest<Devices>('/api/profile/devices', 'fail.addDevice', {
        method: 'POST',
        body: input,
      }),
    onSuccess: (devices) => queryClient.setQueryData(deviceKeys.all(), devices),
  });
}
