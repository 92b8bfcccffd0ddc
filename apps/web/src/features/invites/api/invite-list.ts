import type { InviteList } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inviteKeys } from './keys';

/** `GET /api/invites`: open and used codes (an admin's all, a member's own). */
export const useInviteList = () =>
  useQuery({
    queryKey: inviteKeys.list(),
    queryFn: ({ signal }) => apiRequest<InviteList>('/api/invites', 'fail.invites', { signal }),
  });
