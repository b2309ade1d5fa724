import { hydraErrorSchema } from '@salespulse/contract/common';
import { API_PREFIX, ApiError } from '@/shared/api/http';
import { useAuthStore } from '@/shared/stores/auth-store';

export type UploadProgress = { loaded: number; total: number };

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sends a file as the raw text/csv body. The JSON client cannot do this, and XMLHttpRequest is the
 * only browser API that reports upload progress, which a file of many megabytes needs.
 */
export function sendCsv<T>(
  method: 'POST' | 'PUT',
  path: string,
  body: Blob | string,
  onProgress?: (progress: UploadProgress) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_PREFIX}${path}`);
    xhr.setRequestHeader('Content-Type', 'text/csv');
    xhr.setRequestHeader('Accept', 'application/ld+json, application/json');
    const token = useAuthStore.getState().token;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    xhr.onload = () => {
      const json = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(json as T);
        return;
      }
      const parsed = hydraErrorSchema.safeParse(json);
      reject(new ApiError(xhr.status, parsed.success ? parsed.data : undefined, xhr.statusText || undefined));
    };
    xhr.onerror = () => reject(new Error('Network error: the server could not be reached'));
    xhr.send(body);
  });
}
