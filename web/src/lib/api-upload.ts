/**
 * apiRequest's twin for calls that carry photos: the same JSON, bearer token, ApiError messages
 * and session ending, but over XMLHttpRequest, because fetch cannot report upload progress.
 */
import { ErrorCode, httpMessages } from '@swapsies/contract';
import { API_BASE, ApiError, type Envelope, endSession, messageFor } from './api-client.ts';
import { getAuthToken } from './storage-keys.ts';

export interface UploadOptions {
  method: 'POST' | 'PUT';
  body: unknown;
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

function parse(text: string): Envelope {
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as Envelope) : {};
  } catch {
    return {};
  }
}

export function apiUpload<T>(path: string, options: UploadOptions): Promise<T> {
  const { method, body, onProgress, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };

    xhr.open(method, new URL(`${API_BASE}${path}`, window.location.origin).toString());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/json');
    const token = getAuthToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.upload.onload = () => onProgress(1);
    }

    xhr.onload = () =>
      settle(() => {
        const status = xhr.status;
        if (status === 204) {
          resolve({ Success: true, ErrorCode: '' } as T);
          return;
        }
        const data = parse(xhr.responseText);
        const code = data.ErrorCode ?? '';
        if (status >= 200 && status < 300 && data.Success !== false) {
          resolve(data as T);
          return;
        }
        if ((status === 401 || code === ErrorCode.WRONG_TOKEN) && token) endSession();
        reject(new ApiError(messageFor(status, code), status, code, data.Errors ?? []));
      });
    const unreachable = () => settle(() => reject(new ApiError(httpMessages.unreachable, 503, 'NETWORK_ERROR')));
    xhr.onerror = unreachable;
    xhr.ontimeout = unreachable;
    xhr.onabort = () => settle(() => reject(abortError()));

    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(JSON.stringify(body));
  });
}
