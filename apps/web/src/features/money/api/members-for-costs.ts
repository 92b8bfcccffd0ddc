import type { Members } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/admin/members`: who may have laid out a cost or be given a part of it. */
export const useMembersForCosts = () =>
  useQuery({
    queryKey: ['members'],
    queryFn: ({ signal }) => apiRequest<Members>('/api/admin/members', 'fail.members', { signal }),
  });
