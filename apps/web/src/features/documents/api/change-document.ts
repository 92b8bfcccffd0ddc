import type { DocumentInput, DocumentResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentKeys } from './keys';

/** `PUT /api/admin/documents/:id`: a document's fields changed; the list loads anew. */
export function useChangeDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DocumentInput }) =>
      apiRequest<DocumentResponse>(`/api/admin/documents/${id}`, 'fail.changeDocument', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
