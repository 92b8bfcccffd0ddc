import type { AdminSummary, FailedMails, SendAgainResponse } from '@stuga/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminSummaryQuery } from './get-summary';

/** `GET /api/admin/failed-mails`: mail the app gave up on after its retries. */
export const failedMailsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'failed-mails'] as const,
    queryFn: ({ signal }) =>
      apiRequest<FailedMails>('/api/admin/failed-mails', 'fail.failedMails', {
        signal,
      }),
  });

export const useFailedMails = (enabled: boolean) => useQuery({ ...failedMailsQuery(), enabled });

/** `POST /api/admin/failed-mails/{id}/send-again`: the answer is the list left; nothing refetched. */
export function useSendAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<SendAgainResponse>(`/api/admin/failed-mails/${id}/send-again`, 'fail.sendAgain', {
        method: 'POST',
      }),
    onSuccess: (answer) => {
      queryClient.setQueryData(failedMailsQuery().queryKey, { mails: answer.mails });
      queryClient.setQueryData<AdminSummary>(adminSummaryQuery().queryKey, (summary) =>
        summary ? { ...summary, failed_mails: answer.mails.length } : summary,
      );
    },
    // Refused: another admin sent it again first; the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: failedMailsQuery().queryKey }),
  });
}
