import { type InviteCode, type InviteLevel } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** `POST /api/generate-invite`. */
export const generateInvite = (codeType: InviteLevel) =>
  apiRequest<InviteCode>('/api/generate-invite', 'invites.generateFailed', {
    method: 'POST',
    body: { code_type: codeType },
  });

/** Generating a code; the list of codes shows it next. */
export function useGenerateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.list() }),
  });
}
