import { ImageListSchema } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { rejectingSession, useSession } from '@/lib/session';

/** `GET /api/get_images`: the gallery addresses the visitor may see (private ones with a token). */
export const getImages = (token: string | null, signal?: AbortSignal) =>
  apiRequest('/api/get_images', ImageListSchema, 'Failed to load images', { token, signal });

/** The image list for the current session; a refused token ends the session (SPEC §4). */
export function useImages() {
  const { jwt, signOut } = useSession();
  return useQuery({
    queryKey: ['images', jwt ?? 'anonymous'],
    queryFn: ({ signal }) => rejectingSession(getImages(jwt, signal), signOut),
    // Private addresses expire within a day; fetch again well before that.
    staleTime: 30 * 60_000,
  });
}
