import type { IceNoteInput, IceNotes } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { iceKey } from './weather';

/** `POST /api/ice`: a thickness measured on the lake. */
export function useAddIce() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: IceNoteInput) =>
      apiRequest<IceNotes>('/api/ice', 'ice.failed', { method: 'POST', body: note }),
    onSuccess: (answer) => queryClient.setQueryData(iceKey(), answer),
  });
}
