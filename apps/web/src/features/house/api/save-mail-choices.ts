import type { MailChoices } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { key } from './mail-choices';

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
