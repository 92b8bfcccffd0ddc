import { withPendingPlans, type PendingApprovals } from '@stuga/shared';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { stayKeys } from '@/features/stays/api/keys';

/** `GET /api/admin/pending-approvals`: the approvals view. */
export const getPendingApprovals = (signal?: AbortSignal) =>
  apiRequest<PendingApprovals>('/api/admin/pending-approvals', 'fail.pendingApprovals', {
    signal,
  });

export const pendingApprovalsQuery = () =>
  queryOptions({
    queryKey: stayKeys.pending(),
    queryFn: ({ signal }) => getPendingApprovals(signal),
  });

/** The approvals view with each option's plan beside it (sent once a plan). */
export const usePendingApprovals = (enabled: boolean) =>
  useQuery({ ...pendingApprovalsQuery(), enabled, select: withPendingPlans<PendingApprovals> });

/**
 * After a decision: the approval panel is what the decision answered; the plans and the list of
 * who comes when, whose statuses it changed, load anew.
 */
export function storeDecision(queryClient: QueryClient, pending: PendingApprovals) {
  queryClient.setQueryData(pendingApprovalsQuery().queryKey, pending);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: stayKeys.allPlans() }),
    queryClient.invalidateQueries({ queryKey: stayKeys.upcoming() }),
  ]);
}
