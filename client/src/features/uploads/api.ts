import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { UploadedImage } from '@shared/contracts/uploads';
import { ApiError, apiRequest } from '@/lib/api';

export const uploadPaths = {
  uploads: '/api/uploads',
  upload: (id: string) => `/api/uploads/${id}`,
};

export interface PhotoUpload {
  /** Resolves with the stored picture; rejects with ApiError (status 0 when the connection failed or was aborted). */
  done: Promise<UploadedImage>;
  abort: () => void;
}

/**
 * POSTs one photo as multipart field `file`. XMLHttpRequest rather than fetch: only it reports upload progress,
 * which riders on a slow connection need to see. `onProgress` gets 0..1.
 */
export function uploadPhoto(photo: Blob, fileName: string, onProgress: (fraction: number) => void): PhotoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<UploadedImage>((resolve, reject) => {
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status === 201 || request.status === 200) {
        onProgress(1);
        resolve(JSON.parse(request.responseText) as UploadedImage);
      } else {
        reject(new ApiError(request.status, request.responseText || request.statusText));
      }
    });
    request.addEventListener('error', () => reject(new ApiError(0, 'The upload did not reach the server.')));
    request.addEventListener('abort', () => reject(new ApiError(0, 'The upload was cancelled.')));
  });
  const form = new FormData();
  form.append('file', photo, fileName);
  request.open('POST', uploadPaths.uploads);
  request.withCredentials = true;
  request.send(form);
  return { done, abort: () => request.abort() };
}

/** The uploader removes their photo from wherever it is attached (`DELETE /api/uploads/:id`). */
export function useDeleteUpload(options: Omit<UseMutationOptions<void, Error, string>, 'mutationFn'> = {}) {
  return useMutation<void, Error, string>({
    ...options,
    mutationFn: async (uploadId) => {
      await apiRequest('DELETE', uploadPaths.upload(uploadId));
    },
  });
}
