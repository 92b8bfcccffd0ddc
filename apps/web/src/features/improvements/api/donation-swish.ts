import type { DonationSwish } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/donations/swish`: the house's Swish QR code to give with (members only). */
export const useDonationSwish = (enabled: boolean) =>
  useQuery({
    queryKey: ['donations', 'swish'],
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<DonationSwish>('/api/donations/swish', 'fail.donationSwish', { signal }),
  });
