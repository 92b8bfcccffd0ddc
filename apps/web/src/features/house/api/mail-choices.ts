import type { MailChoices } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const key = (viewer: string) => ['mail-choices', viewer] as const;

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

/** `PUT /api/profile/mail-choices`. */
export function useSaveMailChoices() {
  const queryClient = useQueryClient();
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (input: MailChoices) =>
      apiRequest<MailChoices>('/api/profile/mail-choices', 'mail.saveFailed', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (answer) => queryClient.setQueryData(key(viewer), answer),
  });
}
