import { type Content } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `GET /api/content`: the About page, or null while nobody has written it (a new house). */
export async function getContent(signal?: AbortSignal): Promise<Content | null> {
  try {
    return await apiRequest<Content>('/api/content', 'fail.about', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const contentQuery = () =>
  queryOptions({ queryKey: contentKeys.about(), queryFn: ({ signal }) => getContent(signal) });

export const useContent = () => useQuery(contentQuery());
