import type { MailChoices } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { key } from './mail-choices';

/** `GET /api/profile/mail-choices`. */
export function useMailChoices(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: key(viewer),
    queryFn: ({ signal }) =>
      apiRequest<MailChoices>('/api/profile/mail-choices', 'mail.loadFailed', { signal }),
    enabled,
  });
}
