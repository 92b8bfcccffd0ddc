import type { DrawView } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { roundKeys } from './rounds';

/** `GET /api/admin/rounds/:id/draw`: the live draw; none yet is a 404 (`enabled` when drawn). */
export const useAdminDraw = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: roundKeys.draw(id),
    queryFn: ({ signal }) =>
      apiRequest<{ draw: DrawView }>(`/api/admin/rounds/${id}/draw`, 'fail.roundDraw', {
        signal,
      }),
    enabled,
  });
