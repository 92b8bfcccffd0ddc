import type { DrawCheck } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `GET /api/rounds/:id/draw`: a confirmed round's draw run again, and whether it is the same. */
export const useDrawCheck = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: roundKeys.check(id),
    queryFn: ({ signal }) =>
      apiRequest<DrawCheck>(`/api/rounds/${id}/draw`, 'fail.roundDraw', { signal }),
    enabled,
    staleTime: Infinity,
  });
