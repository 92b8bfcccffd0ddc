import { MessageSchema } from '@stuga/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `GET /api/message`: the Sub page's text. */
export const getMessage = (signal?: AbortSignal) =>
  apiRequest('/api/message', MessageSchema, 'Failed to load the message', { signal });

export function useMessage() {
  return useQuery({ queryKey: ['message'], queryFn: ({ signal }) => getMessage(signal) });
}
