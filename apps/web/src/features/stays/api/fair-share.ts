import type { FairShareTable, HighSeason, OwnFairShare, SeasonPeriod } from '@stuga/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `GET /api/fair-share`: the member's own share this year. */
export const useOwnFairShare = (enabled: boolean) =>
  useQuery({
    queryKey: stayKeys.ownFairShare(),
    queryFn: ({ signal }) =>
      apiRequest<OwnFairShare>('/api/fair-share', 'fail.fairShare', { signal }),
    enabled,
  });

/** `GET /api/admin/fair-share?year=`: every member's share in a year (null: this year). */
export const useFairShareTable = (year: number | null) =>
  useQuery({
    queryKey: stayKeys.fairShareTable(year),
    queryFn: ({ signal }) =>
      apiRequest<FairShareTable>(
        year === null ? '/api/admin/fair-share' : `/api/admin/fair-share?year=${year}`,
        'fail.fairShareTable',
        { signal },
      ),
    // The year shown stays while the other one loads.
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/high-season`: the house's high-season periods. */
export const useHighSeason = () =>
  useQuery({
    queryKey: stayKeys.highSeason(),
    queryFn: ({ signal }) =>
      apiRequest<HighSeason>('/api/admin/high-season', 'fail.highSeason', {
        signal,
      }),
  });

/** `PUT /api/admin/high-season`: the answer is the periods stored; every share counts anew. */
export function useSetHighSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (periods: SeasonPeriod[]) =>
      apiRequest<HighSeason>('/api/admin/high-season', 'settings.season.failed', {
        method: 'PUT',
        body: { periods },
      }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(stayKeys.highSeason(), answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stayKeys.fairShares() }),
        queryClient.invalidateQueries({ queryKey: stayKeys.pending() }),
      ]);
    },
  });
}
