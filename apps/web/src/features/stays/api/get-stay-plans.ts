import { withOthersAbilities, type StayPlan, type StayPlansResponse } from '@stuga/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { stayKeys } from '@/features/stays/api/keys';

/** `GET /api/stay-plans`. */
export const getStayPlans = (signal?: AbortSignal) =>
  apiRequest<StayPlansResponse>('/api/stay-plans', 'fail.stayPlans', { signal });

/** The plans one viewer sees: their own (the plan view) and the stays of others. */
export const stayPlansQuery = (viewer: string) =>
  queryOptions({
    queryKey: stayKeys.plans(viewer),
    queryFn: ({ signal }) => getStayPlans(signal),
    // Others' plans change while a member plans: kept fresh when they come back to the tab.
    staleTime: 30_000,
  });

/**
 * The plans as the screens read them: each option of another's plan with what the viewer may do
 * with it, which the answer sends once by status (`withOthersAbilities`).
 */
export function useStayPlans(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({ ...stayPlansQuery(viewer), enabled, select: withOthersAbilities });
}

/**
 * Puts a plan a save answered with into the plans shown (replacing the one with its id, or
 * adding it before the others' plans), or with `removed` takes a plan out: no second request.
 */
export function storePlan(
  queryClient: QueryClient,
  viewer: string,
  change: { saved: StayPlan } | { removed: number },
) {
  queryClient.setQueryData(stayPlansQuery(viewer).queryKey, (current) => {
    if (!current) return current;
    if ('removed' in change) {
      return { ...current, stay_plans: current.stay_plans.filter((p) => p.id !== change.removed) };
    }
    const plan = change.saved;
    const known = current.stay_plans.some((p) => p.id === plan.id);
    const stay_plans = known
      ? current.stay_plans.map((p) => (p.id === plan.id ? plan : p))
      : [
          ...current.stay_plans.filter((p) => p.own),
          plan,
          ...current.stay_plans.filter((p) => !p.own),
        ];
    return { ...current, stay_plans };
  });
}
