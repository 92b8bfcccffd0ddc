import type { Checklists } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { houseKeys } from './house';

/** `GET /api/admin/checklists`. */
export const useChecklists = () =>
  useQuery({
    queryKey: houseKeys.lists(),
    queryFn: ({ signal }) =>
      apiRequest<Checklists>('/api/admin/checklists', 'house.loadFailed', { signal }),
  });
