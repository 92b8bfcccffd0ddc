import type { Seasons } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { seasonKeys } from './keys';

/** `GET /api/seasons`: both lists, this year, and every year's runs. */
export const useSeasons = () =>
  useQuery({
    queryKey: seasonKeys.all(),
    queryFn: ({ signal }) => apiRequest<Seasons>('/api/seasons', 'fail.seasons', { signal }),
  });
