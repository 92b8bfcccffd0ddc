import type { Channels } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { channelsKey } from './get-channels';

/** `PUT /api/profile/channels`. */
export function useSaveChannels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Channels) =>
      apiRequest<Channels>('/api/profile/channels', 'fail.saveChannels', {
        method: 'PUT',
        body: input,
      }),
    onSuccess: (saved) => queryClient.setQueryData(channelsKey(), saved),
  });
}
