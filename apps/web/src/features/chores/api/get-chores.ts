import type { Chores } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { choreKeys } from './keys';

/** `GET /api/chores`: the chores, each with its turns for the next 60 days. */
export const useChores = () =>
  useQuery({
    queryKey: choreKeys.all(),
    queryFn: ({ signal }) => apiRequest<Chores>('/api/chores', 'fail.chores', { signal }),
  });
