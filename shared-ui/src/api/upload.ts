// Uploads with progress (files): XMLHttpRequest, since fetch cannot report how much of a body is sent. A module of
// its own, so only the screens that upload bundle it and the shell's sign-in path does not.
import { ApiError, CLIENT_ERROR_KEYS } from './api-error.js';
import { answerOf, apiUrl } from './client.js';

export interface UploadOptions {
  /** Share of the request body sent so far, 0..1 (the fetch API cannot report upload progress; XHR can). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Headers of an XHR answer, as a Response carries them. */
function xhrHeaders(xhr: XMLHttpRequest): Headers {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** One XHR with upload progress, answered as a Response so the fetch path's error handling applies unchanged. */
function sendWithProgress(method: string, path: string, body: FormData, { onProgress, signal }: UploadOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers: xhrHeaders(xhr) }));
    xhr.onerror = () => reject(new ApiError({ status: 0, message: 'Network connection failed', messageKey: CLIENT_ERROR_KEYS.network }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** A multipart POST or PUT that reports how much of the body is sent; errors, the silent refresh and 401 as every call. */
export function upload<T>(method: 'POST' | 'PUT', path: string, body: FormData, options: UploadOptions = {}): Promise<T> {
  return answerOf<T>(path, () => sendWithProgress(method, path, body, options));
}
