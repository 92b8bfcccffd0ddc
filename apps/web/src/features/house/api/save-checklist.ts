import type { Checklist, ChecklistInput, Checklists } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `PUT /api/admin/checklists/:list`. */
export function useSaveChecklist(list: Checklist) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChecklistInput) =>
      apiRequest<Checklists>(`/api/admin/checklists/${list}`, 'house.listFailed', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (lists) => queryClient.setQueryData(houseKeys.lists(), lists),
  });
}
