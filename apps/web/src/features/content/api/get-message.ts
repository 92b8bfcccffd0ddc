import { type Message } from '@stuga/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { contentKeys } from './keys';

/** `GET /api/message`: the Sub page's text. */
export const getMessage = (signal?: AbortSignal) =>
  apiRequest<Message>('/api/message', 'fail.message', { signal });

export const messageQuery = () =>
  queryOptions({ queryKey: contentKeys.message(), queryFn: ({ signal }) => getMessage(signal) });

export const useMessage = () => useQuery(messageQuery());
