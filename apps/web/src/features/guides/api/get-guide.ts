import { type Guide } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { guideKeys } from './keys';

/** `GET /api/guides/{type}`. */
export const getGuide = (type: string, signal?: AbortSignal) =>
  apiRequest<Guide>(`/api/guides/${encodeURIComponent(type)}`, 'api.guide.none', {
    signal,
  });

export function useGuide(type: string, enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: guideKeys.guide(type, viewer),
    queryFn: ({ signal }) => getGuide(type, signal),
    enabled,
  });
}
