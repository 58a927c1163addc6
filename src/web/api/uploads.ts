import { ApiError, getStoredToken, parseJson, toApiError } from './client';

/** A checked image stored under the user's uploads (POST /api/files/upload or /api/files/art, decision 20). */
export interface UploadedImage {
  key: string;
  url: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
}

/**
 * Uploads sticker art (POST /api/files/art): an image, or a PDF whose first page the server draws as
 * the image it answers and keeps to print from (decision 80). The share sent so far is reported as it
 * goes (fetch cannot report upload progress, XMLHttpRequest can). Refusals throw ApiError like every other call.
 */
export function uploadArtWithProgress(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files/art');
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    const token = getStoredToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && isUploadedImage(body)) resolve(body);
      else reject(toApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, 'network', 'Network error'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function isUploadedImage(value: unknown): value is UploadedImage {
  const v = value as Partial<UploadedImage> | null;
  return !!v && typeof v.url === 'string' && typeof v.key === 'string' && typeof v.width === 'number' && typeof v.height === 'number';
}
