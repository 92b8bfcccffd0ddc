import type { StayPlanInput, StayPlanResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from './keys';

/** `POST /api/stay-plans` for a plan not saved yet, `PUT /api/stay-plans/{id}` otherwise (SPEC §4). */
export const saveStayPlan = ({ id, plan }: { id: number | undefined; plan: StayPlanInput }) =>
  apiRequest<StayPlanResponse>(
    id === undefined ? '/api/stay-plans' : `/api/stay-plans/${id}`,
    'Failed to save stay plan. Please try again.',
    { method: id === undefined ? 'POST' : 'PUT', body: plan },
  );

export function useSaveStayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStayPlan,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stayKeys.all() }),
  });
}
