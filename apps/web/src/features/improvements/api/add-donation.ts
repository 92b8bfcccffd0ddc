import type { DonationInput, DonationResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeDonation } from './get-donations';

/** `POST /api/admin/donations`. */
export const addDonation = (donation: DonationInput) =>
  apiRequest<DonationResponse>('/api/admin/donations', 'fail.addDonation', {
    method: 'POST',
    body: donation,
  });

export function useAddDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDonation,
    onSuccess: (answer) => storeDonation(queryClient, answer.donation),
  });
}
