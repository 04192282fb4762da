/**
 * callApi's twin for calls that carry photos: the same route table, JSON, bearer token, ApiError
 * messages and session ending, but over XMLHttpRequest, because fetch cannot report upload progress.
 */
import { httpMessages, type RouteAnswer, type RouteSpec } from '@swapsies/contract';
import { ApiError, answerOf, type CallInput, type Envelope, envelopeOf, type InputArgs, urlOf } from './api-client.ts';
import { getAuthToken } from './storage-keys.ts';

export interface UploadOptions {
  /** Called with the share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function abortError(): DOMException {
  return new DOMException('The upload was aborted.', 'AbortError');
}

function parse(text: string): Envelope {
  try {
    return envelopeOf(JSON.parse(text));
  } catch {
    return {};
  }
}

export function uploadApi<R extends RouteSpec>(route: R, ...args: InputArgs<R, UploadOptions>): Promise<RouteAnswer<R>>;
export function uploadApi(route: RouteSpec, call: CallInput = {}, options: UploadOptions = {}): Promise<Envelope> {
  const { onProgress, signal } = options;
  return new Promise<Envelope>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const finishWith = (finish: () => void) => {
      signal?.removeEventListener('abort', onAbortSignal);
      finish();
    };

    xhr.open(route.method, urlOf(route, call).toString());
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
      finishWith(() => {
        try {
          resolve(answerOf(xhr.status, parse(xhr.responseText), token));
        } catch (error) {
          reject(error);
        }
      });
    const unreachable = () => finishWith(() => reject(new ApiError(httpMessages.unreachable, 503, 'NETWORK_ERROR')));
    xhr.onerror = unreachable;
    xhr.ontimeout = unreachable;
    xhr.onabort = () => finishWith(() => reject(abortError()));

    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(JSON.stringify(call.body));
  });
}
