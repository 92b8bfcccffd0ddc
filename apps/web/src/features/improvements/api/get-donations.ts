import type { DonationsResponse } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

/** `GET /api/admin/donations`. */
export const getDonations = (signal?: AbortSignal) =>
  apiRequest<DonationsResponse>('/api/admin/donations', 'Failed to fetch donations', { signal });

export const useDonations = () =>
  useQuery({
    queryKey: improvementKeys.donations(),
    queryFn: ({ signal }) => getDonations(signal),
  });
