import { InviteCodeSchema, type InviteLevel } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `POST /api/generate-invite`. */
export const generateInvite = (codeType: InviteLevel, token: string | null) =>
  apiRequest('/api/generate-invite', InviteCodeSchema, 'Failed to generate invite code', {
    method: 'POST',
    body: { code_type: codeType },
    token,
  });

export function useGenerateInvite() {
  const { jwt } = useSession();
  return useMutation({ mutationFn: (codeType: InviteLevel) => generateInvite(codeType, jwt) });
}
