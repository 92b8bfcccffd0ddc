import type { DonationResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { storeDonation } from './get-donations';

/** `PUT /api/admin/donations/{id}/verify`: Pending ⇄ Verified. */
export const toggleDonation = (id: number) =>
  apiRequest<DonationResponse>(`/api/admin/donations/${id}/verify`, 'fail.toggleDonation', {
    method: 'PUT',
    body: {},
  });

export function useToggleDonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleDonation,
    onSuccess: (answer) => storeDonation(queryClient, answer.donation),
  });
}
