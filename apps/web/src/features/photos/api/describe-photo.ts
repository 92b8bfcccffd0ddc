import type { PhotoKind, Photos } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photosKey } from './photos';

/** `PUT /api/admin/photos/{kind}/{name}/description`: the answer is every picture after it. */
export function useDescribePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      kind,
      name,
      description,
    }: {
      kind: PhotoKind;
      name: string;
      description: string;
    }) =>
      apiRequest<Photos & { message: string }>(
        `/api/admin/photos/${kind}/${encodeURIComponent(name)}/description`,
        'photos.describe.failed',
        { method: 'PUT', body: { description } },
      ),
    onSuccess: ({ message: _message, ...photos }) =>
      queryClient.setQueryData<Photos>(photosKey(), photos),
  });
}
