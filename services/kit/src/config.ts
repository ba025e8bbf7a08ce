// Reads and validates every environment variable once, at start. Nothing else in the code reads process.env.
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config, GoogleConfig, GoogleWorkspaceConfig, GradingConfig, SurveysConfig, MaterialsConfig } from './types.js';
import { onStep } from '@campus/contracts/grading';
import { ConfigError } from './config-error.js';
import { loadJwtKeys } from './keys.js';
import { readObservability } from './observability/config.js';

export { ConfigError };

export type Env = Record<string, string | undefined>;



const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** `defaultPort` is where the process listens when PORT is not set (each service module names its own). */
export function loadConfig(env: Env = process.env, serviceName = 'platform', defaultPort = 8080): Config {
  const read = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const port = readPort(read('PORT'), defaultPort);
  // npm runs workspace scripts inside the package folder; INIT_CWD is where the person typed the command.
  const baseDir = read('INIT_CWD') ?? process.cwd();
  const dataDir = path.resolve(baseDir, read('DATA_DIR') ?? 'data');
  const keys = loadJwtKeys(read('JWT_PRIVATE_KEY'), read('JWT_PUBLIC_KEY'), dataDir, baseDir);
  const serviceToken = read('SERVICE_TOKEN') ?? storedServiceToken(dataDir);
  return {
    serviceName,
    port,
    host: read('HOST') ?? '0.0.0.0',
    shutdownDelayMs: readShutdownDelay(read('SHUTDOWN_DELAY_MS')),
    jobLockMs: readJobLock(read('JOB_LOCK_MS')),
    databaseUrl: readUrl('DATABASE_URL', read('DATABASE_URL'), ['postgres:', 'postgresql:']),
    dataDir,
    redisUrl: readUrl('REDIS_URL', read('REDIS_URL'), ['redis:', 'rediss:']),
    smtpUrl: readUrl('SMTP_URL', read('SMTP_URL'), ['smtp:', 'smtps:']),
    mailFrom: read('MAIL_FROM') ?? 'Campus <no-reply@campus.test>',
    publicUrl: readPublicUrl(read('PUBLIC_URL'), port),
    logLevel: readLogLevel(read('LOG_LEVEL')),
    trustProxy: readTrustProxy(read('TRUST_PROXY')),
    demo: readDemo(read('DEMO'), read('NODE_ENV')),
    registration: readRegistration(read('REGISTRATION')),
    timeZone: readTimeZone(read('TIME_ZONE')),
    universityName: (read('UNIVERSITY_NAME') ?? 'Campus University').slice(0, 200),
    serviceToken,
    jwtPrivateKey: keys.privateKey,
    jwtPublicKey: keys.publicKey,
    staticDir: read('STATIC_DIR') ? path.resolve(baseDir, read('STATIC_DIR')!) : undefined,
    mfeManifestPath: read('MFE_MANIFEST') ? path.resolve(baseDir, read('MFE_MANIFEST')!) : undefined,
    google: readGoogle(read),
    institutionalDomain: readDomain('INSTITUTIONAL_EMAIL_DOMAIN', read('INSTITUTIONAL_EMAIL_DOMAIN')),
    googleWorkspace: readGoogleWorkspace(read, baseDir),
    serviceUrls: readServiceUrls(env),
    materials: readMaterials(read, baseDir, dataDir, serviceToken),
    grading: readGrading(read),
    surveys: readSurveys(read),
    observability: readObservability(read),
  };
}

function readNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new ConfigError(`${name} must be a number, got "${value}"`);
  return number;
}

function readGrading(read: (name: string) => string | undefined): GradingConfig {
  const min = readNumber('GRADE_MIN', read('GRADE_MIN'), 0);
  const max = readNumber('GRADE_MAX', read('GRADE_MAX'), 20);
  const step = readNumber('GRADE_STEP', read('GRADE_STEP'), 0.5);
  const passMark = readNumber('PASS_MARK', read('PASS_MARK'), 10);
  const midterms = readNumber('MIDTERMS_PER_SECTION', read('MIDTERMS_PER_SECTION'), 2);
  if (!(max > min)) throw new ConfigError(`GRADE_MAX (${max}) must be greater than GRADE_MIN (${min})`);
  if (!(step > 0) || !onStep(max, min, step)) throw new ConfigError(`GRADE_STEP must be positive and divide GRADE_MAX - GRADE_MIN (${max - min}), got ${step}`);
  if (passMark < min || passMark > max) throw new ConfigError(`PASS_MARK must lie within GRADE_MIN..GRADE_MAX (${min}..${max}), got ${passMark}`);
  if (!Number.isInteger(midterms) || midterms < 1 || midterms > 20) throw new ConfigError(`MIDTERMS_PER_SECTION must be a whole number from 1 to 20, got "${read('MIDTERMS_PER_SECTION')}"`);
  // The examination board's at-risk rules (per-area settings are a later part): absences over this share of a
  // subject's class days, and this many subjects averaging under the pass mark (0: that rule off).
  const absenceShare = readNumber('AT_RISK_ABSENCE_SHARE', read('AT_RISK_ABSENCE_SHARE'), 0.25);
  const failingSubjects = readNumber('AT_RISK_FAILING_SUBJECTS', read('AT_RISK_FAILING_SUBJECTS'), 2);
  if (absenceShare < 0 || absenceShare > 1) throw new ConfigError(`AT_RISK_ABSENCE_SHARE must be a share from 0 to 1 (0.25 is a quarter), got ${absenceShare}`);
  if (!Number.isInteger(failingSubjects) || failingSubjects < 0) throw new ConfigError(`AT_RISK_FAILING_SUBJECTS must be a whole number, 0 or more, got "${read('AT_RISK_FAILING_SUBJECTS')}"`);
  return { min, max, step, midterms, passMark, atRisk: { absenceShare, failingSubjects } };
}

function readSurveys(read: (name: string) => string | undefined): SurveysConfig {
  const minResponses = readNumber('SURVEY_MIN_RESPONSES', read('SURVEY_MIN_RESPONSES'), 5);
  const reminderHours = readNumber('SURVEY_REMINDER_HOURS', read('SURVEY_REMINDER_HOURS'), 24);
  if (!Number.isInteger(minResponses) || minResponses < 1) throw new ConfigError(`SURVEY_MIN_RESPONSES must be a whole number, 1 or more, got "${read('SURVEY_MIN_RESPONSES')}"`);
  if (!(reminderHours > 0)) throw new ConfigError(`SURVEY_REMINDER_HOURS must be a positive number of hours, got "${read('SURVEY_REMINDER_HOURS')}"`);
  return { minResponses, reminderHours };
}

const DEFAULT_EMBED_HOSTS = ['youtube.com', 'youtube-nocookie.com', 'player.vimeo.com', 'www.loom.com', 'fast.wistia.net', 'www.dailymotion.com'];

function readMaterials(read: (name: string) => string | undefined, baseDir: string, dataDir: string, serviceToken: string): MaterialsConfig {
  const hosts = read('MATERIALS_EMBED_HOSTS')?.split(',').map((host) => host.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts ?? []) {
    if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) throw new ConfigError(`MATERIALS_EMBED_HOSTS must list host names such as player.vimeo.com, got "${host}"`);
  }
  return {
    storageDir: path.resolve(baseDir, read('MATERIALS_STORAGE_DIR') ?? path.join(dataDir, 'materials')),
    s3: readMaterialsS3(read),
    // Every process of one machine derives the same key, as they share the service token.
    downloadSecret: read('MATERIALS_DOWNLOAD_SECRET') ?? createHmac('sha256', serviceToken).update('materials-download-links').digest('base64url'),
    embedHosts: hosts ?? DEFAULT_EMBED_HOSTS,
  };
}

function readMaterialsS3(read: (name: string) => string | undefined): MaterialsConfig['s3'] {
  const bucket = read('MATERIALS_S3_BUCKET');
  if (!bucket) return undefined;
  const accessKeyId = read('MATERIALS_S3_ACCESS_KEY_ID');
  const secretAccessKey = read('MATERIALS_S3_SECRET_ACCESS_KEY');
  if (!accessKeyId || !secretAccessKey) {
    throw new ConfigError('MATERIALS_S3_BUCKET needs MATERIALS_S3_ACCESS_KEY_ID and MATERIALS_S3_SECRET_ACCESS_KEY');
  }
  const region = read('MATERIALS_S3_REGION') ?? 'us-east-1';
  const endpoint = loopbackOrHttps('MATERIALS_S3_ENDPOINT', read('MATERIALS_S3_ENDPOINT') ?? `https://s3.${region}.amazonaws.com`);
  return { endpoint, bucket, region, accessKeyId, secretAccessKey };
}

/** Every <NAME>_SERVICE_URL, e.g. AUTH_SERVICE_URL → auth: where another service's /internal routes are. */
function readServiceUrls(env: Env): Record<string, string> {
  const urls: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const service = /^([A-Z][A-Z0-9]*)_SERVICE_URL$/.exec(name)?.[1]?.toLowerCase();
    const url = service ? readUrl(name, value?.trim() || undefined, ['http:', 'https:']) : undefined;
    if (service && url) urls[service] = url;
  }
  return urls;
}

/** Google sign-in is on when both the client id and secret are set; one without the other is a mistake. */
function readGoogle(read: (name: string) => string | undefined): GoogleConfig | undefined {
  const clientId = read('GOOGLE_CLIENT_ID');
  const clientSecret = read('GOOGLE_CLIENT_SECRET');
  if (!clientId && !clientSecret) return undefined;
  if (!clientId || !clientSecret) {
    throw new ConfigError(`Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; only ${clientId ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET'} is set`);
  }
  const issuer = readUrl('GOOGLE_ISSUER', read('GOOGLE_ISSUER'), ['https:', 'http:']) ?? 'https://accounts.google.com';
  const allowedDomains = (read('GOOGLE_ALLOWED_DOMAINS') ?? '')
    .split(',')
    .map((domain) => domain.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  return { clientId, clientSecret, issuer: issuer.replace(/\/+$/, ''), allowedDomains };
}

function readDomain(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const domain = value.toLowerCase().replace(/^@/, '');
  if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)) throw new ConfigError(`${name} must be an email domain such as university.am, got "${value}"`);
  return domain;
}

/**
 * The Workspace directory is on when GOOGLE_WORKSPACE_KEY_FILE names a service account's JSON key; acting for an
 * administrator (domain-wide delegation) it also needs GOOGLE_WORKSPACE_ADMIN_EMAIL.
 */
function readGoogleWorkspace(read: (name: string) => string | undefined, baseDir: string): GoogleWorkspaceConfig | undefined {
  const keyFile = read('GOOGLE_WORKSPACE_KEY_FILE');
  const adminEmail = read('GOOGLE_WORKSPACE_ADMIN_EMAIL');
  if (!keyFile && !adminEmail) return undefined;
  if (!keyFile || !adminEmail) {
    throw new ConfigError(`The Google Workspace directory needs both GOOGLE_WORKSPACE_KEY_FILE and GOOGLE_WORKSPACE_ADMIN_EMAIL; only ${keyFile ? 'GOOGLE_WORKSPACE_KEY_FILE' : 'GOOGLE_WORKSPACE_ADMIN_EMAIL'} is set`);
  }
  let key: { client_email?: unknown; private_key?: unknown };
  try {
    key = JSON.parse(readFileSync(path.resolve(baseDir, keyFile), 'utf8')) as typeof key;
  } catch (error) {
    throw new ConfigError(`GOOGLE_WORKSPACE_KEY_FILE "${keyFile}" is not a readable JSON key file (${(error as Error).message})`);
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new ConfigError(`GOOGLE_WORKSPACE_KEY_FILE "${keyFile}" has no client_email and private_key: download a service account's JSON key`);
  }
  return {
    clientEmail: key.client_email,
    privateKey: key.private_key,
    adminEmail,
    apiUrl: loopbackOrHttps('GOOGLE_WORKSPACE_API_URL', read('GOOGLE_WORKSPACE_API_URL') ?? 'https://admin.googleapis.com'),
    tokenUrl: loopbackOrHttps('GOOGLE_WORKSPACE_TOKEN_URL', read('GOOGLE_WORKSPACE_TOKEN_URL') ?? 'https://oauth2.googleapis.com/token'),
  };
}

/** Credentials and tokens travel over https; plain http only to this machine (tests, local development). */
function loopbackOrHttps(name: string, value: string): string {
  const url = new URL(readUrl(name, value, ['https:', 'http:'])!);
  if (url.protocol === 'http:' && !['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) {
    throw new ConfigError(`${name} must start with https:// (plain http only on loopback), got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

function readShutdownDelay(value: string | undefined): number {
  if (value === undefined) return 0;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > 120_000) throw new ConfigError(`SHUTDOWN_DELAY_MS must be a whole number of milliseconds from 0 to 120000, got "${value}"`);
  return ms;
}

function readJobLock(value: string | undefined): number {
  if (value === undefined) return 30_000;
  const ms = Number(value);
  // Below a second the worker spends its time renewing locks, and a busy event loop loses jobs it still runs.
  if (!Number.isInteger(ms) || ms < 1000 || ms > 600_000) throw new ConfigError(`JOB_LOCK_MS must be a whole number of milliseconds from 1000 to 600000, got "${value}"`);
  return ms;
}

/** Prints a ConfigError as one readable line and exits 1; rethrows anything else. */
export function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 1 to 65535, got "${value}"`);
  }
  return port;
}

function readUrl(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined) return undefined;
  const expected = protocols.map((protocol) => `${protocol}//`).join(' or ');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a URL starting with ${expected}, got "${redact(value)}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(`${name} must start with ${expected}, got "${redact(value)}"`);
  }
  return value;
}

function readPublicUrl(value: string | undefined, port: number): string {
  if (value === undefined) return `http://localhost:${port}`;
  readUrl('PUBLIC_URL', value, ['http:', 'https:']);
  return value.replace(/\/+$/, '');
}

function readTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || /^(0|false|no)$/i.test(value)) return false;
  if (/^(1|true|yes)$/i.test(value)) return true;
  return value;
}

function readLogLevel(value: string | undefined): string {
  const level = value?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  }
  return level;
}

/** Demo data is on unless this is a production deployment that did not ask for it. */
function readDemo(value: string | undefined, nodeEnv: string | undefined): boolean {
  if (value === undefined) return nodeEnv !== 'production';
  if (['1', 'true'].includes(value.toLowerCase())) return true;
  if (['0', 'false'].includes(value.toLowerCase())) return false;
  throw new ConfigError(`DEMO must be "1" or "0", got "${value}"`);
}

/** The university's IANA time zone: class times are wall-clock times there (schedules, attendance days, feeds). */
function readTimeZone(value: string | undefined): string {
  const zone = value ?? 'Asia/Yerevan';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new ConfigError(`TIME_ZONE "${zone}" is not an IANA time zone (for example Asia/Yerevan)`);
  }
  return zone;
}

function readRegistration(value: string | undefined): 'open' | 'off' {
  if (value === undefined || /^(open|on|1|true)$/i.test(value)) return 'open';
  if (/^(off|0|false)$/i.test(value)) return 'off';
  throw new ConfigError(`REGISTRATION must be "open" or "off", got "${value}"`);
}

/** One token per data folder, so the processes of one machine agree without configuration. */
function storedServiceToken(dataDir: string): string {
  const file = path.join(dataDir, 'service-token');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const token = randomBytes(32).toString('hex');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, token, { mode: 0o600 });
  } catch (error) {
    throw new ConfigError(`DATA_DIR "${dataDir}" is not writable (${(error as Error).message}); set SERVICE_TOKEN or fix DATA_DIR`);
  }
  return token;
}

/** Hides the password of a URL before it goes into a message or a log. */
export function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@/]*@/, '//$1:***@');
}
