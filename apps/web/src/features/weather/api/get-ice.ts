import type { IceNotes } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { iceKey } from './weather';

/** `GET /api/ice`: the latest ice notes, and whether it is the season to ask. */
export const useIce = () =>
  useQuery({
    queryKey: iceKey(),
    queryFn: ({ signal }) => apiRequest<IceNotes>('/api/ice', 'fail.ice', { signal }),
  });
