import { type MessageResponse, type ContactMessage } from '@stuga/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/contact`; a signed-in sender's token goes with it. */
export const sendContactMessage = (body: ContactMessage) =>
  apiRequest<MessageResponse>('/api/contact', 'fail.sendContact', {
    method: 'POST',
    body,
  });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
