import type { PlanningHorizon } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `PUT /api/admin/planning-horizon`: a date (YYYY-MM-DD), or null to clear it. */
export const setPlanningHorizon = (horizonDate: string | null) =>
  apiRequest<PlanningHorizon>(
    '/api/admin/planning-horizon',
    'stays.horizonCard.failedToUpdatePlanning',
    {
      method: 'PUT',
      body: { horizon_date: horizonDate },
    },
  );

export function useSetPlanningHorizon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPlanningHorizon,
    // Who sees which stays changed with it: the plans load anew.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() }),
  });
}
