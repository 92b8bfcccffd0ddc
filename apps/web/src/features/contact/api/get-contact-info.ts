import { type ContactInfo } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { contactKeys } from './keys';

/** `GET /api/contact-info`. */
export const getContactInfo = (signal?: AbortSignal) =>
  apiRequest<ContactInfo>('/api/contact-info', 'fail.contactInfo', {
    signal,
  });

export function useContactInfo(enabled: boolean) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: contactKeys.info(viewer),
    queryFn: ({ signal }) => getContactInfo(signal),
    enabled,
  });
}
