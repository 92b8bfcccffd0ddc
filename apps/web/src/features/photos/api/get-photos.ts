import type { Photos } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photosKey } from './photos';

/** `GET /api/admin/photos`: every stored picture, by kind. */
export const usePhotos = () =>
  useQuery({
    queryKey: photosKey(),
    queryFn: ({ signal }) => apiRequest<Photos>('/api/admin/photos', 'fail.photos', { signal }),
  });
