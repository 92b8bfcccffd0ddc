import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from './keys';

/** `DELETE /api/admin/documents/:id`: a document and its file removed; the list loads anew. */
export function useRemoveDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<{ removed: number }>(`/api/admin/documents/${id}`, 'fail.removeDocument', {
        method: 'DELETE',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
