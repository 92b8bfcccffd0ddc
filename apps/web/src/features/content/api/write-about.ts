import type { Content } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `PUT /api/admin/content`: the About page as written; the About screen shows it at once. */
export function useWriteAbout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: Content) =>
      apiRequest<Content>('/api/admin/content', 'settings.about.failed', {
        method: 'PUT',
        body: content,
      }),
    onSuccess: (answer) => queryClient.setQueryData(contentKeys.about(), answer),
  });
}
