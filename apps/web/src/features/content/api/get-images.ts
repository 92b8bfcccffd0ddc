import { type ImageList } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { endingSessionOnRefusal, useSession } from '@/lib/session';
import { contentKeys } from './keys';

/** `GET /api/get_images`: the gallery addresses the visitor may see (private ones with a token). */
export const getImages = (signal?: AbortSignal) =>
  apiRequest<ImageList>('/api/get_images', 'fail.images', { signal });

/** The image list for the current session; a refused token ends the session (SPEC §4). */
export function useImages() {
  const { viewer } = useSession();
  return useQuery({
    queryKey: contentKeys.images(viewer),
    queryFn: ({ signal }) => endingSessionOnRefusal(getImages(signal)),
    // Private addresses expire within a day; fetch again well before that.
    staleTime: 30 * 60_000,
  });
}
