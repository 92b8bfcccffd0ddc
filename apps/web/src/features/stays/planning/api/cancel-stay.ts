import type { StayPlanResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storePlan } from '@/features/stays/api/get-stay-plans';
import { stayKeys } from '@/features/stays/api/keys';

/** `POST /api/stay-options/{id}/cancel`: the owner cancels an approved stay (DECISIONS §14). */
export const cancelStay = (id: number) =>
  apiRequest<StayPlanResponse>(`/api/stay-options/${id}/cancel`, 'fail.cancelStay', {
    method: 'POST',
  });

/** One request: the answer is the plan as it is now; the list of who comes when loads anew. */
export function useCancelStay() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: cancelStay,
    onSuccess: (answer) => {
      storePlan(queryClient, viewer, { saved: answer.stay_plan });
      return queryClient.invalidateQueries({ queryKey: stayKeys.upcoming() });
    },
  });
}
