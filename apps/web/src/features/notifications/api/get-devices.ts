import type { Devices } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { deviceKeys } from './keys';

/** `GET /api/profile/devices`: the member's devices with notifications on, and the house's key. */
export const devicesQuery = () =>
  queryOptions({
    queryKey: deviceKeys.all(),
    queryFn: ({ signal }) =>
      apiRequest<Devices>('/api/profile/devices', 'fail.devices', { signal }),
  });

export const useDevices = (enabled: boolean) => useQuery({ ...devicesQuery(), enabled });
