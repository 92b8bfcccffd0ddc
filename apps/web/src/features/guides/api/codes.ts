import type { AdminHouseCodes, HouseCodesInput, HouseCodesView } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const codeKeys = {
  all: () => ['house-codes'] as const,
  mine: (viewer: string) => ['house-codes', 'mine', viewer] as const,
  admin: () => ['house-codes', 'admin'] as const,
};

/**
 * `GET /api/house-codes`: the codes while the member's window is open (DECISIONS §20). Read again
 * each time the guide opens, never kept past the page: a copy must not outlive the window.
 */
export function useHouseCodes(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: codeKeys.mine(viewer),
    queryFn: ({ signal }) =>
      apiRequest<HouseCodesView>('/api/house-codes', 'codes.loadFailed', { signal }),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/** `GET /api/admin/house-codes`: the codes and who saw them when. */
export const useAdminHouseCodes = (enabled: boolean) =>
  useQuery({
    queryKey: codeKeys.admin(),
    queryFn: ({ signal }) =>
      apiRequest<AdminHouseCodes>('/api/admin/house-codes', 'codes.loadFailed', { signal }),
    enabled,
  });

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
