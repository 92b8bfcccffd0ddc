import type { PhotoKind, Photos, PhotoUploadResponse } from '@stuga/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureOf, offlineError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

export const photosKey = () => ['photos'] as const;

/** `GET /api/admin/photos`: every stored picture, by kind. */
export const usePhotos = () =>
  useQuery({
    queryKey: photosKey(),
    queryFn: ({ signal }) => apiRequest<Photos>('/api/admin/photos', 'fail.photos', { signal }),
  });

/**
 * Uploads one picture (`POST /api/admin/photos/{kind}`), telling how far it got: fetch cannot
 * report an upload's progress, XMLHttpRequest can.
 */
export function uploadPhoto(
  kind: PhotoKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotoUploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/admin/photos/${kind}`);
    const token = sessionStore.get()?.jwt;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201 && body) return resolve(body as PhotoUploadResponse);
      if (request.status === 401) sessionStore.set(null);
      reject(failureOf(body, request.status, 'photos.uploadFailed'));
    };
    request.onerror = () => reject(offlineError());
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}

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
