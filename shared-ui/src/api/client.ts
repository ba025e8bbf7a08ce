// Fetch wrapper with the platform's client behaviour (SPEC §7 "Client behaviour", §8):
// cookies always sent, JSON in and out, one error type, and one silent refresh on an expired session.
import { ApiError, CLIENT_ERROR_KEYS, UNEXPECTED_ERROR } from './api-error.js';

export interface ApiClientOptions {
  /** Prefix for every path; empty in the browser (same origin), an absolute URL in tests. */
  baseUrl?: string;
  /** Called once a 401 could not be healed by a refresh: drop the session and cached data. */
  onUnauthorized?: () => void;
}

const settings: Required<ApiClientOptions> = { baseUrl: '', onUnauthorized: () => {} };

export function configureApiClient(options: ApiClientOptions): void {
  Object.assign(settings, Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)));
}

export function setUnauthorizedHandler(handler: () => void): void {
  settings.onUnauthorized = handler;
}

const REFRESH_PATH = '/api/auth/refresh';
/** A 401 from these means "not signed in / wrong credentials", not "session expired". */
const NO_REFRESH_PATHS = ['/api/auth/login', REFRESH_PATH, '/api/auth/logout'];

let refreshInFlight: Promise<boolean> | null = null;

/** One refresh at a time: concurrent 401s wait for the same attempt. */
function refreshSession(): Promise<boolean> {
  refreshInFlight ??= fetch(settings.baseUrl + REFRESH_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json' },
  })
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

function buildInit(method: string, body: unknown, init: RequestInit | undefined): RequestInit {
  const headers = new Headers(init?.headers);
  headers.set('Accept', 'application/json');
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
  return {
    ...init,
    method,
    headers,
    credentials: 'include',
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  };
}

async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(settings.baseUrl + path, init);
  } catch (cause) {
    if (init.signal?.aborted) throw cause;
    throw new ApiError({ status: 0, message: 'Network connection failed', messageKey: CLIENT_ERROR_KEYS.network });
  }
}

function isHtml(response: Response): boolean {
  return (response.headers.get('content-type') ?? '').includes('text/html');
}

function htmlError(status: number): ApiError {
  return new ApiError({
    status,
    message: 'The server answered with a web page instead of data; the address is probably not an API route',
    code: 'HTML_INSTEAD_OF_JSON',
    messageKey: CLIENT_ERROR_KEYS.htmlInsteadOfJson,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError({ status: response.status, message: 'Expected JSON response', messageKey: CLIENT_ERROR_KEYS.expectedJson });
  }
}

function textField(body: unknown, field: 'error' | 'message' | 'code'): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function retryAfterOf(body: unknown, response: Response): number | undefined {
  const fromBody = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).retryAfter : undefined;
  const seconds = Number(fromBody ?? response.headers.get('retry-after') ?? NaN);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Key for a client-written text when the server gave none, chosen by status. */
function fallbackKey(status: number, hasStatusText: boolean): string | undefined {
  if (status === 401) return CLIENT_ERROR_KEYS.loginAgain;
  if (status === 403) return CLIENT_ERROR_KEYS.accessDenied;
  if (status >= 500) return CLIENT_ERROR_KEYS.server;
  return hasStatusText ? undefined : CLIENT_ERROR_KEYS.unexpected;
}

/** Error text order: body `error`, then `message`, then the status text, then the general fallback. */
async function failure(response: Response): Promise<ApiError> {
  if (isHtml(response)) return htmlError(response.status);
  const body = await readJson(response).catch(() => undefined);
  const serverText = textField(body, 'error') ?? textField(body, 'message');
  const details = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).details : undefined;
  const statusText = response.statusText.trim();
  return new ApiError({
    status: response.status,
    message: serverText ?? (statusText || UNEXPECTED_ERROR),
    code: textField(body, 'code'),
    details,
    retryAfter: retryAfterOf(body, response),
    messageKey: serverText ? undefined : fallbackKey(response.status, statusText !== ''),
  });
}

async function success<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  if (isHtml(response)) throw htmlError(response.status);
  return (await readJson(response)) as T;
}

/** The answer to a request `transmit` sends (once more after a silent refresh on a 401): its body, or an ApiError. */
export async function answerOf<T>(path: string, transmit: () => Promise<Response>): Promise<T> {
  let response = await transmit();
  if (response.status === 401 && !NO_REFRESH_PATHS.includes(path.split('?')[0] ?? path)) {
    const refreshed = await refreshSession();
    if (refreshed) response = await transmit();
    if (response.status === 401) settings.onUnauthorized();
  }
  if (!response.ok) throw await failure(response);
  return success<T>(response);
}

/** The address of an API path, as the client is configured. */
export function apiUrl(path: string): string {
  return settings.baseUrl + path;
}

async function request<T>(method: string, path: string, body?: unknown, init?: RequestInit): Promise<T> {
  const requestInit = buildInit(method, body, init);
  return answerOf<T>(path, () => send(path, requestInit));
}

export const api = {
  get: <T>(path: string, init?: RequestInit) => request<T>('GET', path, undefined, init),
  post: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('POST', path, body, init),
  put: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PUT', path, body, init),
  patch: <T>(path: string, body?: unknown, init?: RequestInit) => request<T>('PATCH', path, body, init),
  delete: <T>(path: string, init?: RequestInit) => request<T>('DELETE', path, undefined, init),
};
