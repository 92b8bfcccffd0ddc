import type { FailedMails } from '@stuga/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/failed-mails`: mail the app gave up on after its retries. */
export const failedMailsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'failed-mails'] as const,
    queryFn: ({ signal }) =>
      apiRequest<FailedMails>('/api/admin/failed-mails', 'fail.failedMails', {
        signal,
      }),
  });
