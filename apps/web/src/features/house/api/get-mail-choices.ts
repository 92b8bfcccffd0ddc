import type { MailChoices } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { key } from './mail-choices';

/** `GET /api/profile/mail-choices`. */
export const mailChoicesQuery = (viewer: string) =>
  queryOptions({
    queryKey: key(viewer),
    queryFn: ({ signal }) =>
      apiRequest<MailChoices>('/api/profile/mail-choices', 'mail.loadFailed', { signal }),
  });

export function useMailChoices(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({ ...mailChoicesQuery(viewer), enabled });
}
