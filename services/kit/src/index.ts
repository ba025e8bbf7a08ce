// The public entry of @campus/kit. The Redis and SMTP implementations are loaded by createDeps only when configured.
export type * from './types.js';
export { loadConfig, exitOnConfigError, redact, type Env } from './config.js';
export { ConfigError } from './config-error.js';
export { createDeps, closeDeps, checkDependencies, type CreateDepsOptions } from './deps.js';
export { migrateService } from './database/migrate.js';
export {
  AppError,
  badRequest,
  unauthorized,
  forbidden,
  notFound,
  conflict,
  tooManyRequests,
  pgErrorCode,
  isUniqueViolation,
  registerErrorHandler,
  sendNotFound,
  type ErrorBody,
} from './errors.js';
export { createServer, startDraining, type CreateServerOptions } from './server.js';
export {
  registerAuth,
  authenticate,
  requireRole,
  requirePermission,
  requireServiceToken,
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_SECONDS,
  type AccessClaims,
} from './auth.js';
export { type Access, type AccessScope } from './access.js';
export { listAuditEntries } from './audit.js';
export { CourseAccessCache, COURSE_ACCESS_TTL_MS } from './course-access.js';
export { Revocations, REVOCATIONS_CHANNEL, type Revocation, type TokenSession } from './revocations.js';
export { InProcessJobs } from './jobs/in-process-jobs.js';
export { defineJob, InvalidJobPayload, type FailedJob, type JobDefinition, type JobPayload } from './jobs/job.js';
export { JOB_ATTEMPTS, type JobRunnerOptions } from './jobs/job-options.js';
export { sendMailOnce } from './mail-once.js';
export { KIT_SCHEMA, type AuditEntryTable, type KitDatabase, type OutboxTable } from './kit-schema.js';
export { createLogger } from './logger.js';
export { buildServiceApp, startService, startWorker, closeOnSignals, workerMetricsPort, type BuildServiceAppOptions } from './service.js';
export { startMetricsListener } from './observability/listener.js';
export { flushTracing } from './observability/tracing.js';
export {
  attachment,
  fileNameWords,
  pdfDocument,
  pdfMadeAt,
  pdfTable,
  renderPdf,
  PDF_FONT_FILE,
  PDF_LOCALES,
  type Content,
  type PdfLanguage,
  type PdfPage,
  type PdfTable,
  type TableCell,
  type TDocumentDefinitions,
} from './pdf.js';
