import type { PhotoKind, PhotoUploadResponse } from '@stuga/shared';
import { failureOf, offlineError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session-store';

export const photosKey = () => ['photos'] as const;

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
