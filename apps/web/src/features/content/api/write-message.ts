import type { Message } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `PUT /api/admin/message`: the Sub page's message. */
export function useWriteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      apiRequest<Message>('/api/admin/message', 'settings.message.failed', {
        method: 'PUT',
        body: { message },
      }),
    onSuccess: (answer) => queryClient.setQueryData(contentKeys.message(), answer),
  });
}
