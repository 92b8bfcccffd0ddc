import { ContentSchema } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/content`: the About page. */
export const getContent = (signal?: AbortSignal) =>
  apiRequest('/api/content', ContentSchema, 'Failed to load the About page', { signal });

export function useContent() {
  return useQuery({ queryKey: ['content'], queryFn: ({ signal }) => getContent(signal) });
}
