import type { GuestView } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { guestHeaders } from '../pass';
import { guestKey } from './keys';

/** `GET /api/guest`: what the pass opens now. */
export const useGuestView = (pass: string) =>
  useQuery({
    queryKey: guestKey(pass),
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest<GuestView>('/api/guest', 'fail.guest', {
        anonymous: true,
        headers: guestHeaders(pass),
        signal,
      }),
  });
