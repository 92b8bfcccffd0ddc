import type { Donation, DonationsResponse } from '@stuga/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

/** `GET /api/admin/donations`. */
export const getDonations = (signal?: AbortSignal) =>
  apiRequest<DonationsResponse>('/api/admin/donations', 'fail.donations', { signal });

export const donationsQuery = () =>
  queryOptions({
    queryKey: improvementKeys.donations(),
    queryFn: ({ signal }) => getDonations(signal),
  });

export const useDonations = () => useQuery(donationsQuery());

/**
 * A donation an admin call answered with, put into the list shown (a new one first, newest
 * first); the members' views, whose progress it changes, load anew.
 */
export function storeDonation(queryClient: QueryClient, donation: Donation) {
  queryClient.setQueryData(donationsQuery().queryKey, (list) => {
    if (!list) return list;
    const known = list.donations.some((d) => d.id === donation.id);
    return {
      donations: known
        ? list.donations.map((d) => (d.id === donation.id ? donation : d))
        : [donation, ...list.donations],
    };
  });
  return queryClient.invalidateQueries({ queryKey: improvementKeys.views() });
}
