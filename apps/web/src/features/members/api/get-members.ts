import type { Members } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { membersKey } from './members';

/** `GET /api/admin/members`: every account. */
export const useMembers = () =>
  useQuery({
    queryKey: membersKey(),
    queryFn: ({ signal }) => apiRequest<Members>('/api/admin/members', 'fail.members', { signal }),
  });
