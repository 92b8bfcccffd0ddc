import { ImageListSchema } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/get_images`: the gallery addresses the visitor may see. */
export const getImages = (signal?: AbortSignal) =>
  apiRequest('/api/get_images', ImageListSchema, 'Failed to load images', { signal });

export function useImages() {
  return useQuery({ queryKey: ['images'], queryFn: ({ signal }) => getImages(signal) });
}
