import type { Owners } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ownersKey } from './members';

/** `GET /api/admin/owners`: the owners' shares today, and every set of shares made. */
export const ownersQuery = () =>
  queryOptions({
    queryKey: ownersKey(),
    queryFn: ({ signal }) => apiRequest<Owners>('/api/admin/owners', 'fail.owners', { signal }),
  });

export const useOwners = () => useQuery(ownersQuery());
