import type { DonationSummary } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { improvementKeys } from './keys';

/** `GET /api/donations`: the donation summary. */
export const getDonationSummary = (signal?: AbortSignal) =>
  apiRequest<DonationSummary>('/api/donations', 'Failed to fetch donations', {
    signal,
    anonymous: true,
  });

export const useDonationSummary = () =>
  useQuery({
    queryKey: improvementKeys.summary(),
    queryFn: ({ signal }) => getDonationSummary(signal),
    staleTime: 30_000,
  });
