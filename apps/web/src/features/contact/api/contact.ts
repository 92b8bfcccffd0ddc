import { ContactInfoSchema, MessageResponseSchema, type ContactMessage } from '@stuga/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

/** `GET /api/contact-info`. */
export const getContactInfo = (token: string | null, signal?: AbortSignal) =>
  apiRequest('/api/contact-info', ContactInfoSchema, 'Failed to load contact information', {
    token,
    signal,
  });

export function useContactInfo(enabled: boolean) {
  const { jwt } = useSession();
  return useQuery({
    queryKey: ['contact-info', jwt],
    queryFn: ({ signal }) => getContactInfo(jwt, signal),
    enabled,
  });
}

/** `POST /api/contact`. */
export const sendContactMessage = (body: ContactMessage, token: string | null) =>
  apiRequest('/api/contact', MessageResponseSchema, 'Failed to send message. Please try again.', {
    method: 'POST',
    body,
    token,
  });

export function useSendContactMessage() {
  const { jwt } = useSession();
  return useMutation({ mutationFn: (body: ContactMessage) => sendContactMessage(body, jwt) });
}
