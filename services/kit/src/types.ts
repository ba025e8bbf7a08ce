// The contract between the kit, the services and the platform. Implementations live beside this file.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely, Migration } from 'kysely';
import type { FailedJob, JobDefinition, JobPayload } from './jobs/job.js';
import type { Revocations } from './revocations.js';
import type { ObservabilityConfig } from './observability/config.js';

/** Everything read from the environment, validated once at start (see config.ts). */
export interface Config {
  /** Which process this is: 'platform' in embedded mode, else the service's name. */
  serviceName: string;
  port: number;
  host: string;
  /** On SIGTERM, how long /ready answers 503 while requests are still served, so balancers stop sending first (SHUTDOWN_DELAY_MS, default 0). */
  shutdownDelayMs: number;
  /** BullMQ's job lock and stalled-job check (JOB_LOCK_MS, default 30000): a job whose worker died runs again within about twice this. */
  jobLockMs: number;
  /** PostgreSQL when set; PGlite under dataDir otherwise. */
  databaseUrl?: string;
  dataDir: string;
  /** BullMQ, Redis pub/sub and Redis rate limits when set; in-process otherwise. */
  redisUrl?: string;
  /** SMTP when set; the outbox table otherwise. */
  smtpUrl?: string;
  mailFrom: string;
  /** The address people open, used in emailed links and to decide Secure cookies (https). */
  publicUrl: string;
  logLevel: string;
  /** Seed demo data and list demo accounts on the login page. */
  demo: boolean;
  /** Whether anyone may create a student account at /register (env REGISTRATION: open unless "off"). */
  registration: 'open' | 'off';
  /** IANA zone of the university (TIME_ZONE, default Asia/Yerevan): class times are wall-clock times there. */
  timeZone: string;
  /** The university's name (UNIVERSITY_NAME, default Campus University): typed to confirm the test-data generator outside demo mode. */
  universityName: string;
  /** Shared secret that guards /internal routes between services. */
  serviceToken: string;
  /** PEM keys for RS256 access tokens; only auth needs the private key. */
  jwtPrivateKey?: string;
  jwtPublicKey: string;
  /**
   * Which proxies may set X-Forwarded-For: false (the default: clients connect directly), true (any), or a
   * comma-separated list of addresses/CIDRs. Client IPs feed the login limits, so trust only real proxies.
   */
  trustProxy: boolean | string;
  /** Where the built UI lives (platform only). */
  staticDir?: string;
  /** Another /mfe-manifest.json to serve instead of the platform's own (platform only; env MFE_MANIFEST). */
  mfeManifestPath?: string;
  /** Google sign-in (OpenID Connect); set only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are. */
  google?: GoogleConfig;
  /** INSTITUTIONAL_EMAIL_DOMAIN: the university's email domain (e.g. university.am), lower-case; forms hint at it. */
  institutionalDomain?: string;
  /** The Google Workspace directory (Admin SDK); set only when GOOGLE_WORKSPACE_KEY_FILE is. */
  googleWorkspace?: GoogleWorkspaceConfig;
  /** Where other services listen, from <NAME>_SERVICE_URL (e.g. AUTH_SERVICE_URL); loopback default ports otherwise. */
  serviceUrls: Record<string, string>;
  /** The materials service's files: where they are kept, the download-link key, the embed hosts (MATERIALS_*). */
  materials: MaterialsConfig;
  /** Midterm scores and how many midterms a section has (GRADE_MIN, GRADE_MAX, GRADE_STEP, MIDTERMS_PER_SECTION, PASS_MARK). */
  grading: GradingConfig;
  /** Surveys: the results threshold and when the reminder goes out (SURVEY_MIN_RESPONSES, SURVEY_REMINDER_HOURS). */
  surveys: SurveysConfig;
  /** /metrics and tracing (METRICS_TOKEN, METRICS_PORT, OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME). */
  observability: ObservabilityConfig;
}

export interface SurveysConfig {
  /** SURVEY_MIN_RESPONSES, default 5: results of a survey or group of surveys with fewer answers are withheld. */
  minResponses: number;
  /** SURVEY_REMINDER_HOURS, default 24: those who have not answered are reminded once this long before closing. */
  reminderHours: number;
}

/** The grading service's bounds, as it answers them (GradingBounds). */
export interface GradingConfig {
  /** GRADE_MIN, default 0. */
  min: number;
  /** GRADE_MAX, default 20. */
  max: number;
  /** GRADE_STEP, default 0.5: scores are GRADE_MIN plus multiples of it. */
  step: number;
  /** MIDTERMS_PER_SECTION, default 2 (1–20). */
  midterms: number;
  /** PASS_MARK, default 10, within GRADE_MIN..GRADE_MAX. */
  passMark: number;
  /** The examination board's at-risk rules besides the pass mark. */
  atRisk: {
    /** AT_RISK_ABSENCE_SHARE, default 0.25: a student missing more than this share of a subject's class days is at risk. */
    absenceShare: number;
    /** AT_RISK_FAILING_SUBJECTS, default 2: a student with this many subjects averaging under PASS_MARK is at risk (0: off). */
    failingSubjects: number;
  };
}

export interface MaterialsConfig {
  /** MATERIALS_STORAGE_DIR: the local folder of uploaded files (default <DATA_DIR>/materials); also S3 uploads' spool. */
  storageDir: string;
  /** An S3-compatible bucket instead of the local folder; set when MATERIALS_S3_BUCKET is. */
  s3?: MaterialsS3Config;
  /** MATERIALS_DOWNLOAD_SECRET: the HMAC key of signed download links (default: derived from the service token). */
  downloadSecret: string;
  /** MATERIALS_EMBED_HOSTS: comma-separated hosts whose https iframes embed code may keep (subdomains included). */
  embedHosts: string[];
}

export interface MaterialsS3Config {
  /** MATERIALS_S3_ENDPOINT, default https://s3.<region>.amazonaws.com; buckets are addressed path-style. */
  endpoint: string;
  bucket: string;
  /** MATERIALS_S3_REGION, default us-east-1. */
  region: string;
  /** MATERIALS_S3_ACCESS_KEY_ID and MATERIALS_S3_SECRET_ACCESS_KEY. */
  accessKeyId: string;
  secretAccessKey: string;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** GOOGLE_ISSUER, default https://accounts.google.com (tests point it at a provider on loopback). */
  issuer: string;
  /** GOOGLE_ALLOWED_DOMAINS: lower-case email domains that may sign in; empty means any. */
  allowedDomains: string[];
}

/** A service account with domain-wide delegation that acts as a Workspace administrator. */
export interface GoogleWorkspaceConfig {
  /** client_email of the key file (GOOGLE_WORKSPACE_KEY_FILE). */
  clientEmail: string;
  /** private_key of the key file (PKCS#8 PEM). */
  privateKey: string;
  /** GOOGLE_WORKSPACE_ADMIN_EMAIL: the administrator the service account acts as. */
  adminEmail: string;
  /** GOOGLE_WORKSPACE_API_URL, default https://admin.googleapis.com (tests point it at loopback). */
  apiUrl: string;
  /** GOOGLE_WORKSPACE_TOKEN_URL, default https://oauth2.googleapis.com/token. */
  tokenUrl: string;
}

export interface JobOptions {
  /** Same id twice enqueues once. */
  jobId?: string;
  delayMs?: number;
}

/** Which attempt of a job a handler is running (JOB_ATTEMPTS in all). */
export interface JobAttempt {
  /** 1 for the first. */
  number: number;
  /**
   * The same in every attempt and every takeover of one enqueued job, and unique to it: the key of work that must
   * happen once even when the job runs again (sendMailOnce).
   */
  runKey: string;
  /** No attempt follows if this one fails: the handler's chance to record that the work stopped, and why. */
  last: boolean;
}

export interface Jobs {
  /** What runs a job; a payload is checked against the job's schema before the handler sees it. */
  define<J extends JobDefinition>(job: J, handler: (payload: JobPayload<J>, attempt: JobAttempt) => Promise<void>): void;
  /** Checks the payload (a mismatch throws InvalidJobPayload) and queues it. */
  enqueue<J extends JobDefinition>(job: J, payload: JobPayload<J>, options?: JobOptions): Promise<void>;
  /**
   * Whether a queued job outlives this process and its Redis (BullMQ with jobs kept in PostgreSQL); where not (the
   * in-process runner), a service queues again at start what its records still need.
   */
  readonly durable: boolean;
  /** Starts the workers for every defined job (a service's worker process, or the embedded server). */
  start(): Promise<void>;
  /** The kept jobs of this name that failed their last attempt, newest first. */
  failed(job: JobDefinition): Promise<FailedJob[]>;
  /** Jobs waiting to run now or running (not those delayed to a later time): the queue depth, and what a test waits out. */
  depth(): Promise<number>;
  close(): Promise<void>;
}

export interface EventBus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: (message: unknown) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until another attempt is allowed, when not allowed. */
  retryAfter: number;
}

export interface RateLimiter {
  /** Counts one attempt for the key. */
  consume(key: string): Promise<RateLimitResult>;
  /** Tells whether the key has used up its points, without counting an attempt. */
  peek(key: string): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
}

export interface RateLimitRule {
  name: string;
  points: number;
  durationSeconds: number;
  /** How long a key stays blocked once over the limit (defaults to durationSeconds). */
  blockSeconds?: number;
}

export interface ServiceRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The full path, e.g. /internal/auth/users. */
  path: string;
  body?: unknown;
  timeoutMs?: number;
}

/** Calls another service's /internal routes with the service token. */
export interface ServiceClient {
  /** The parsed JSON body of a 2xx answer; throws AppError with the upstream's status and message otherwise. */
  request<T>(service: string, request: ServiceRequest): Promise<T>;
}

/** What a service is given; one set is shared by every service in embedded mode. */
export interface ServiceDeps {
  config: Config;
  /** A Kysely instance scoped to the service's own schema. */
  database<DB>(schemaName: string): Kysely<DB>;
  jobs: Jobs;
  events: EventBus;
  /** Access tokens ended before they expire: auth announces, every service refuses them. */
  revocations: Revocations;
  mailer: Mailer;
  rateLimiter(rule: RateLimitRule): RateLimiter;
  log: FastifyBaseLogger;
  services: ServiceClient;
}

/** What each services/<name>/src/app.ts exports as default. */
export interface ServiceModule {
  name: string;
  /** Where the service listens when it runs alone and PORT is not set (default 8080). */
  port?: number;
  /** The services whose /internal routes it calls: running alone, it needs <NAME>_SERVICE_URL for each. */
  calls?: string[];
  /** The one Postgres schema this service owns and migrates. */
  schemaName: string;
  migrations: Record<string, Migration>;
  /** Registers every route with its full path (/api/<name>/...). */
  routes(app: FastifyInstance, deps: ServiceDeps): Promise<void>;
  /** Defines the handler of each of the service's jobs (src/jobs/); the worker process and embedded mode run them. */
  jobs?(deps: ServiceDeps): void;
  /** Reference and demo data; idempotent. */
  seed?(deps: ServiceDeps): Promise<void>;
}
