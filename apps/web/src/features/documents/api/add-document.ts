import type { DocumentInput, DocumentResponse } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFile } from '@/lib/upload';
import { documentKeys } from './keys';

/** The form's fields as the upload sends them (the server checks them as the JSON call does). */
const formFields = (input: DocumentInput): Record<string, string> => ({
  title: input.title,
  kind: input.kind,
  audience: input.audience,
  expires: input.expires ?? '',
  offline: String(input.offline ?? false),
});

/** `POST /api/admin/documents`: a new document, its fields then its file; the list loads anew. */
export function useAddDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, file }: { input: DocumentInput; file: File }) =>
      postFile<DocumentResponse>(
        '/api/admin/documents',
        file,
        'fail.addDocument',
        formFields(input),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.all() }),
  });
}
