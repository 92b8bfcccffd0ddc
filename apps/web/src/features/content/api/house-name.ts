import type { HouseName } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { setHouseName } from '@/lib/house-name';

const houseKey = () => ['house-name'] as const;

/** `GET /api/admin/house-name`. */
export const useHouseNameSetting = () =>
  useQuery({
    queryKey: houseKey(),
    queryFn: ({ signal }) =>
      apiRequest<HouseName>('/api/admin/house-name', 'fail.houseName', { signal }),
  });

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
