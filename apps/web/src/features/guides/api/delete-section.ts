import { type MessageResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guideKeys, sectionsPath } from './keys';

/** `DELETE /api/admin/guides/{type}/sections/{id}`. */
export const deleteSection = (type: string, id: string) =>
  apiRequest<MessageResponse>(
    `${sectionsPath(type)}/${encodeURIComponent(id)}`,
    'fail.deleteSection',
    { method: 'DELETE' },
  );

export function useDeleteSection(type: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteSection(type, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideKeys.all(type) }),
  });
}
