import type { HouseName } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setHouseName } from '@/lib/house-name';
import { houseKey } from './house-name';

/** `PUT /api/admin/house-name`: the header and the title follow at once. */
export function useSetHouseName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiRequest<HouseName>('/api/admin/house-name', 'settings.houseName.failed', {
        method: 'PUT',
        body: { name },
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(houseKey(), answer);
      setHouseName(answer.name);
    },
  });
}
