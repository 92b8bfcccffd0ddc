import type { Photos } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The guide pictures admins uploaded, by name (from `GET /api/admin/photos`). */
export const useGuidePictures = (enabled: boolean) =>
  useQuery({
    queryKey: ['photos'],
    queryFn: ({ signal }) =>
      apiRequest<Photos>('/api/admin/photos', 'fail.guidePictures', { signal }),
    select: (photos) => photos.guide.map((photo) => photo.name),
    enabled,
  });
