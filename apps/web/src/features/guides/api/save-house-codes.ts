import type { AdminHouseCodes, HouseCodesInput } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { codeKeys } from './codes';

/** `PUT /api/admin/house-codes`: the admins' list replaces the house's. */
export function useSaveHouseCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HouseCodesInput) =>
      apiRequest<AdminHouseCodes>('/api/admin/house-codes', 'codes.saveFailed', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(codeKeys.admin(), answer);
      await queryClient.invalidateQueries({ queryKey: codeKeys.all() });
    },
  });
}
