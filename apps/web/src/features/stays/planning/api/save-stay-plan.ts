import type { StayPlanInput, StayPlanResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { storePlan } from '@/features/stays/api/get-stay-plans';

/** `POST /api/stay-plans` for a plan not saved yet, `PUT /api/stay-plans/{id}` otherwise (SPEC §4). */
export const saveStayPlan = ({ id, plan }: { id: number | undefined; plan: StayPlanInput }) =>
  apiRequest<StayPlanResponse>(
    id === undefined ? '/api/stay-plans' : `/api/stay-plans/${id}`,
    'stays.planCard.saveFailed',
    { method: id === undefined ? 'POST' : 'PUT', body: plan },
  );

/** One save, one request: the answer is the plan as saved, put into the plans shown. */
export function useSaveStayPlan() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: saveStayPlan,
    onSuccess: (answer) => storePlan(queryClient, viewer, { saved: answer.stay_plan }),
  });
}
