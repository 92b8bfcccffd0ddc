import type { AdminSummary, SendAgainResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminSummaryQuery } from './get-summary';
import { failedMailsQuery } from './failed-mails';

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
