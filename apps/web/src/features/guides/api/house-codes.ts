import type { HouseCodesView } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { codeKeys } from './codes';

/**
 * `GET /api/house-codes`: the codes while the member's window is open (DECISIONS §20). Read again
 * each time the guide opens, never kept past the page: a copy must not outlive the window. The
 * guide starts the read with its own and its card then finds it: a minute's answer is fresh.
 */
export function useHouseCodes(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: codeKeys.mine(viewer),
    queryFn: ({ signal }) =>
      apiRequest<HouseCodesView>('/api/house-codes', 'codes.loadFailed', { signal }),
    enabled,
    gcTime: 0,
    staleTime: 60_000,
  });
}
