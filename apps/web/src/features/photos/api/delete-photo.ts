import type { PhotoKind, Photos } from '@stuga/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { photosKey } from './photos';

/** `DELETE /api/admin/photos/{kind}/{name}`: the answer is every picture after it. */
export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, name }: { kind: PhotoKind; name: string }) =>
      apiRequest<Photos & { message: string }>(
        `/api/admin/photos/${kind}/${encodeURIComponent(name)}`,
        'fail.deletePhoto',
        { method: 'DELETE' },
      ),
    onSuccess: ({ message: _message, ...photos }) =>
      queryClient.setQueryData<Photos>(photosKey(), photos),
  });
}
