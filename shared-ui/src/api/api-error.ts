// The one error type every API call throws, and the person-facing text for any error.

/** Keys (in the `common` namespace) for messages the client writes itself rather than the server. */
export const CLIENT_ERROR_KEYS = {
  unexpected: 'errors.unexpected',
  network: 'errors.network',
  expectedJson: 'errors.expectedJson',
  htmlInsteadOfJson: 'errors.htmlInsteadOfJson',
  loginAgain: 'errors.loginAgain',
  accessDenied: 'errors.accessDenied',
  server: 'errors.server',
} as const;

export const UNEXPECTED_ERROR = 'An unexpected error occurred';

export interface ApiErrorInit {
  status: number;
  message: string;
  code?: string;
  details?: unknown;
  retryAfter?: number;
  /** Set when the text was written by the client (no usable server text); lets the UI translate it. */
  messageKey?: string;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;
  /** Seconds to wait before trying again (429). */
  readonly retryAfter?: number;
  readonly messageKey?: string;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.details = init.details;
    this.retryAfter = init.retryAfter;
    this.messageKey = init.messageKey;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Translate = (key: string, options: { ns: string; defaultValue: string }) => string;

/**
 * The text to show a person for any thrown value. Server texts are shown as sent; texts the client
 * wrote itself are translated when `t` is given.
 */
export function errorMessage(error: unknown, t?: Translate): string {
  const translate = (key: string, fallback: string) => (t ? t(key, { ns: 'common', defaultValue: fallback }) : fallback);
  if (isApiError(error)) {
    return error.messageKey ? translate(error.messageKey, error.message) : error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return translate(CLIENT_ERROR_KEYS.unexpected, UNEXPECTED_ERROR);
}
