// One error class, one handler: callers get { error, message, code?, details? } with the right status;
// 5xx internals stay in the log with the request id.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorBody {
  error: string;
  message: string;
  code?: string;
  details?: unknown;
  retryAfter?: number;
}

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfter: number, message = `Too many attempts. Please try again in ${retryAfter} seconds.`) {
    super(429, 'RATE_LIMITED', message);
  }
}

export const badRequest = (message: string, details?: unknown, code = 'BAD_REQUEST') => new AppError(400, code, message, details);
export const unauthorized = (message = 'Please log in again', code = 'UNAUTHENTICATED') => new AppError(401, code, message);
export const forbidden = (message = 'Access denied', code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT', details?: unknown) => new AppError(409, code, message, details);
/** The SQLSTATE of a database error (pg and PGlite both put it on `code`), e.g. '23505' for unique_violation. */
export function pgErrorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

export const isUniqueViolation = (error: unknown): boolean => pgErrorCode(error) === '23505';

export const tooManyRequests = (retryAfter: number, message?: string) => new TooManyRequestsError(retryAfter, message);

const UNEXPECTED = 'An unexpected error occurred';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toResponse(error);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.error);
    if (body.retryAfter !== undefined) reply.header('retry-after', String(body.retryAfter));
    return reply.status(status).send(body);
  });
}

/** The JSON 404 for a route nobody registered. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const path = request.url.split('?')[0];
  return reply.status(404).send({
    error: `There is nothing at ${request.method} ${path}`,
    message: 'Route not found',
    code: 'NOT_FOUND',
  } satisfies ErrorBody);
}

export function toResponse(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) return { status: error.status, body: appErrorBody(error) };
  if (isDatabaseUnavailable(error)) return { status: 503, body: { error: DATABASE_UNAVAILABLE, message: DATABASE_UNAVAILABLE, code: 'DATABASE_UNAVAILABLE', retryAfter: 5 } };
  if (error.validation) return { status: 400, body: validationBody(error) };
  const known = KNOWN_FASTIFY_ERRORS[error.code];
  if (known) return { status: known.status, body: { error: known.error, message: error.message, code: known.code } };
  const status = error.statusCode ?? 500;
  if (status >= 500) return { status: 500, body: { error: UNEXPECTED, message: UNEXPECTED, code: 'INTERNAL' } };
  // Other 4xx from fastify or its plugins: their messages are written for callers.
  return { status, body: { error: error.message, message: error.message, code: error.code } };
}

const DATABASE_UNAVAILABLE = 'The database cannot be reached just now; try again in a few seconds';

// Socket errors, PostgreSQL's "shutting down / starting up" and connection classes (57P0x, 08xxx), and node-postgres's
// own words for a connection cut or not made in time: the database is away, which is a 503 to retry, not a bug (500).
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03']);
const UNREACHABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function isDatabaseUnavailable(error: { code?: string; message?: string }): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  return UNREACHABLE_CODES.has(code) || code.startsWith('08') || UNREACHABLE_MESSAGE.test(error.message ?? '');
}

function appErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: error.message, message: error.message, code: error.code };
  if (error instanceof TooManyRequestsError) body.retryAfter = error.retryAfter;
  else if (error.details !== undefined) body.details = error.details;
  return body;
}

const KNOWN_FASTIFY_ERRORS: Record<string, { status: number; code: string; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', error: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'EMPTY_BODY', error: 'The request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'BODY_TOO_LARGE', error: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'This content type is not supported; send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_CONTENT_LENGTH', error: 'The request body does not match its Content-Length' },
};

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  keyword?: string;
  params?: Record<string, unknown>;
}

/** "email: is required" rather than "body must have required property 'email'". */
function validationBody(error: FastifyError): ErrorBody {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const part = (error as FastifyError & { validationContext?: string }).validationContext ?? 'body';
  const sentences = issues.map((issue) => describeIssue(issue, part));
  const first = sentences[0] ?? `${part}: is not valid`;
  return {
    error: first,
    message: sentences.join('; ') || error.message,
    code: 'VALIDATION_FAILED',
    details: issues.map((issue, index) => ({ field: fieldOf(issue, part), message: sentences[index] })),
  };
}

function describeIssue(issue: ValidationIssue, part: string): string {
  const field = fieldOf(issue, part);
  if (issue.keyword === 'required') return `${field}: is required`;
  if (issue.keyword === 'additionalProperties') return `${field}: is not an expected field`;
  if (issue.keyword === 'type' && field === part) return `${part}: must be a JSON object`;
  if (issue.keyword === 'enum' && Array.isArray(issue.params?.allowedValues)) return `${field}: must be one of ${issue.params.allowedValues.join(', ')}`;
  if (issue.keyword === 'format' && typeof issue.params?.format === 'string') return `${field}: must be a valid ${FORMAT_NAMES[issue.params.format] ?? issue.params.format}`;
  return `${field}: ${issue.message ?? 'is not valid'}`;
}

const FORMAT_NAMES: Record<string, string> = { email: 'email address', uuid: 'id (UUID)', 'date-time': 'date and time (ISO 8601)', date: 'date (YYYY-MM-DD)', uri: 'URL' };

function fieldOf(issue: ValidationIssue, part: string): string {
  const params = issue.params ?? {};
  const pointer = (issue.instancePath ?? '').replace(/^\//, '').split('/').filter(Boolean).join('.');
  const child = firstString(params.missingProperty, params.additionalProperty, firstOf(params.requiredProperties));
  if (child) return pointer ? `${pointer}.${child}` : child;
  return pointer || part;
}

function firstString(...values: unknown[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string');
}

function firstOf(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : undefined;
}
