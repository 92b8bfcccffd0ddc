import { type InviteCode, type InviteLevel } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/generate-invite`. */
export const generateInvite = (codeType: InviteLevel) =>
  apiRequest<InviteCode>('/api/generate-invite', 'Failed to generate invite code', {
    method: 'POST',
    body: { code_type: codeType },
  });

export const useGenerateInvite = () => useMutation({ mutationFn: generateInvite });
