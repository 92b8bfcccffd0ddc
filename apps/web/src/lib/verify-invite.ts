import { type InviteVerification } from '@stuga/shared';
import { apiRequest } from './api-client';

/** `POST /api/auth/verify-invite`; used by the signup screen and the invite landing. */
export const verifyInvite = (code: string, signal?: AbortSignal) =>
  apiRequest<InviteVerification>(
    '/api/auth/verify-invite',
    'community.inviteLanding.verifyFailed',
    {
      method: 'POST',
      body: { invite_code: code },
      signal,
      anonymous: true,
    },
  );
