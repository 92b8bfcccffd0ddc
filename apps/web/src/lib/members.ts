import type { Members } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** The members' query key: one, so a change on the Members screen loads every list anew. */
export const membersKey = () => ['members'] as const;

/**
 * `GET /api/admin/members`: every account, for the admins. One query the Members screen, the
 * costs' form and the chores' form read, so none keeps its own copy of the list.
 */
export const membersQuery = () =>
  queryOptions({
    queryKey: membersKey(),
    queryFn: ({ signal }) => apiRequest<Members>('/api/admin/members', 'fail.members', { signal }),
  });

export const useMembers = (enabled = true) => useQuery({ ...membersQuery(), enabled });
