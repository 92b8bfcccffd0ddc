import { type Content } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `GET /api/content`: the About page. */
export const getContent = (signal?: AbortSignal) =>
  apiRequest<Content>('/api/content', 'fail.about', { signal });

export function useContent() {
  return useQuery({ queryKey: contentKeys.about(), queryFn: ({ signal }) => getContent(signal) });
}
