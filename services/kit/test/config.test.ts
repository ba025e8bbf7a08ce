import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateKeyPairSync } from 'node:crypto';
import { ConfigError, loadConfig } from '../src/index.js';
import { standaloneConfig } from '../src/service.js';
import { tempDir } from './support/backends.js';

const load = (env: Record<string, string>, serviceName?: string, port?: number) => loadConfig({ DATA_DIR: tempDir(), ...env }, serviceName, port);

function expectConfigError(env: Record<string, string>, message: RegExp) {
  expect(() => load(env)).toThrow(ConfigError);
  expect(() => load(env)).toThrow(message);
}

describe('loadConfig', () => {
  it('when PORT is not a number, then the error names PORT and what it got', () => {
    expectConfigError({ PORT: 'abc' }, /^PORT must be a whole number from 1 to 65535, got "abc"$/);
  });

  it('when PORT is out of range, then the error names PORT', () => {
    expectConfigError({ PORT: '70000' }, /PORT must be a whole number/);
  });

  it('when DATABASE_URL is not a postgres URL, then the error names DATABASE_URL and hides the password', () => {
    expect(() => load({ DATABASE_URL: 'mysql://root:secret@db/campus' })).toThrow(/DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/, got "mysql:\/\/root:\*\*\*@db\/campus"/);
  });

  it('when REDIS_URL, SMTP_URL or PUBLIC_URL is malformed, then the error names that variable', () => {
    expectConfigError({ REDIS_URL: 'localhost:6379' }, /^REDIS_URL /);
    expectConfigError({ SMTP_URL: 'http://mail' }, /^SMTP_URL /);
    expectConfigError({ PUBLIC_URL: 'campus.example' }, /^PUBLIC_URL /);
  });

  it('when the Google Workspace directory is half configured or its key file is wrong, then the error names the variable', () => {
    const dir = tempDir();
    const keyFile = path.join(dir, 'key.json');
    writeFileSync(keyFile, JSON.stringify({ client_email: 'directory@project.iam.gserviceaccount.com', private_key: '-----BEGIN PRIVATE KEY-----' }));
    expectConfigError({ GOOGLE_WORKSPACE_KEY_FILE: keyFile }, /needs both GOOGLE_WORKSPACE_KEY_FILE and GOOGLE_WORKSPACE_ADMIN_EMAIL; only GOOGLE_WORKSPACE_KEY_FILE is set/);
    expectConfigError({ GOOGLE_WORKSPACE_KEY_FILE: path.join(dir, 'none.json'), GOOGLE_WORKSPACE_ADMIN_EMAIL: 'it@uni.am' }, /^GOOGLE_WORKSPACE_KEY_FILE ".*none.json" is not a readable JSON key file/);
    expectConfigError({ GOOGLE_WORKSPACE_KEY_FILE: keyFile, GOOGLE_WORKSPACE_ADMIN_EMAIL: 'it@uni.am', GOOGLE_WORKSPACE_API_URL: 'http://admin.example' }, /^GOOGLE_WORKSPACE_API_URL must start with https:\/\/ \(plain http only on loopback\)/);
    expect(load({ GOOGLE_WORKSPACE_KEY_FILE: keyFile, GOOGLE_WORKSPACE_ADMIN_EMAIL: 'it@uni.am' }).googleWorkspace).toEqual({
      clientEmail: 'directory@project.iam.gserviceaccount.com',
      privateKey: '-----BEGIN PRIVATE KEY-----',
      adminEmail: 'it@uni.am',
      apiUrl: 'https://admin.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });

  it('when INSTITUTIONAL_EMAIL_DOMAIN is set, then it is kept lower-case without @; a non-domain is an error', () => {
    expect(load({ INSTITUTIONAL_EMAIL_DOMAIN: '@University.AM' }).institutionalDomain).toBe('university.am');
    expectConfigError({ INSTITUTIONAL_EMAIL_DOMAIN: 'not a domain' }, /^INSTITUTIONAL_EMAIL_DOMAIN must be an email domain such as university.am/);
  });

  it('when TIME_ZONE is unset, then classes are in Asia/Yerevan; a zone Intl does not know is an error naming it', () => {
    expect(load({}).timeZone).toBe('Asia/Yerevan');
    expect(load({ TIME_ZONE: 'Europe/Moscow' }).timeZone).toBe('Europe/Moscow');
    expectConfigError({ TIME_ZONE: 'Mars/Olympus' }, /^TIME_ZONE "Mars\/Olympus" is not an IANA time zone/);
  });

  it('when the grading variables are unset, then scores run 0..20 by 0.5 with two midterms and 10 to pass; each bad one is named', () => {
    expect(load({}).grading).toEqual({ min: 0, max: 20, step: 0.5, midterms: 2, passMark: 10, atRisk: { absenceShare: 0.25, failingSubjects: 2 } });
    expect(load({ GRADE_MIN: '0', GRADE_MAX: '100', GRADE_STEP: '1', MIDTERMS_PER_SECTION: '3', PASS_MARK: '50', AT_RISK_ABSENCE_SHARE: '0.3', AT_RISK_FAILING_SUBJECTS: '0' }).grading).toEqual({ min: 0, max: 100, step: 1, midterms: 3, passMark: 50, atRisk: { absenceShare: 0.3, failingSubjects: 0 } });
    expectConfigError({ AT_RISK_ABSENCE_SHARE: '25' }, /^AT_RISK_ABSENCE_SHARE must be a share from 0 to 1/);
    expectConfigError({ AT_RISK_FAILING_SUBJECTS: '-1' }, /^AT_RISK_FAILING_SUBJECTS must be a whole number/);
    expectConfigError({ GRADE_MAX: 'twenty' }, /^GRADE_MAX must be a number, got "twenty"$/);
    expectConfigError({ GRADE_MIN: '20' }, /^GRADE_MAX \(20\) must be greater than GRADE_MIN \(20\)/);
    expectConfigError({ GRADE_STEP: '0.3' }, /^GRADE_STEP must be positive and divide/);
    expectConfigError({ GRADE_STEP: '-1' }, /^GRADE_STEP must be positive/);
    expectConfigError({ PASS_MARK: '21' }, /^PASS_MARK must lie within GRADE_MIN..GRADE_MAX \(0..20\), got 21$/);
    expectConfigError({ MIDTERMS_PER_SECTION: '1.5' }, /^MIDTERMS_PER_SECTION must be a whole number from 1 to 20/);
  });

  it('when the survey variables are unset, then results need 5 answers and the reminder goes 24 hours before closing; a bad one is named', () => {
    expect(load({}).surveys).toEqual({ minResponses: 5, reminderHours: 24 });
    expect(load({ SURVEY_MIN_RESPONSES: '3', SURVEY_REMINDER_HOURS: '12.5' }).surveys).toEqual({ minResponses: 3, reminderHours: 12.5 });
    expectConfigError({ SURVEY_MIN_RESPONSES: '0' }, /^SURVEY_MIN_RESPONSES must be a whole number, 1 or more/);
    expectConfigError({ SURVEY_MIN_RESPONSES: '2.5' }, /^SURVEY_MIN_RESPONSES must be a whole number/);
    expectConfigError({ SURVEY_REMINDER_HOURS: '-1' }, /^SURVEY_REMINDER_HOURS must be a positive number of hours/);
    expectConfigError({ SURVEY_REMINDER_HOURS: 'soon' }, /^SURVEY_REMINDER_HOURS must be a number, got "soon"$/);
  });

  it('when LOG_LEVEL or DEMO is unknown, then the error lists what is allowed', () => {
    expectConfigError({ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent/);
    expectConfigError({ DEMO: 'yes' }, /^DEMO must be "1" or "0"/);
  });

  it('when a JWT key is neither PEM nor a readable file, then the error names the variable', () => {
    expectConfigError({ JWT_PUBLIC_KEY: '/nowhere/key.pem' }, /^JWT_PUBLIC_KEY must be PEM text or the path to a PEM file/);
    expectConfigError({ JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\nnot a key\n-----END PRIVATE KEY-----' }, /^JWT_PRIVATE_KEY is not a valid PEM key/);
  });

  it('when nothing is set, then the platform listens on 8080 and a service on the port its module names', () => {
    expect(load({}).port).toBe(8080);
    expect(load({}, 'auth', 8081).port).toBe(8081);
    expect(load({ PORT: '9000' }, 'auth', 8081).port).toBe(9000);
  });

  it('when <NAME>_SERVICE_URL variables are set, then each names where that service is, whatever the service', () => {
    const urls = load({ AUTH_SERVICE_URL: 'http://auth:8081', SURVEYS_SERVICE_URL: 'http://surveys:8090' }).serviceUrls;
    expect(urls).toEqual({ auth: 'http://auth:8081', surveys: 'http://surveys:8090' });
    expectConfigError({ AUTH_SERVICE_URL: 'auth:8081' }, /^AUTH_SERVICE_URL/);
  });

  it('when a service runs alone without the address of a service it calls, then it does not start and names the variable', () => {
    const module = { name: 'organizational', port: 8082, calls: ['auth'], schemaName: 'organizational', migrations: {}, routes: async () => {} };
    const env = { DATA_DIR: tempDir() };
    expect(() => standaloneConfig(module, env)).toThrow(/^AUTH_SERVICE_URL is required: organizational calls the auth service/);
    expect(standaloneConfig(module, { ...env, AUTH_SERVICE_URL: 'http://auth:8081' })).toMatchObject({ port: 8082, serviceUrls: { auth: 'http://auth:8081' } });
  });

  it('when nothing is set, then demo data is on, except in production without DEMO=1', () => {
    expect(load({}).demo).toBe(true);
    expect(load({ NODE_ENV: 'production' }).demo).toBe(false);
    expect(load({ NODE_ENV: 'production', DEMO: '1' }).demo).toBe(true);
    expect(load({ DEMO: '0' }).demo).toBe(false);
  });

  it('when no keys are given, then a key pair and a service token are generated once and reused', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtPrivateKey).toContain('BEGIN PRIVATE KEY');
    expect(second.jwtPublicKey).toBe(first.jwtPublicKey);
    expect(second.serviceToken).toBe(first.serviceToken);
    const privateFile = path.join(dataDir, 'keys', 'jwt-private.pem');
    expect(statSync(privateFile).mode & 0o777).toBe(0o600);
  });

  it('when only a public key is given, then the service verifies without a private key', () => {
    const { publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
    const config = load({ JWT_PUBLIC_KEY: publicKey });
    expect(config.jwtPrivateKey).toBeUndefined();
    expect(config.jwtPublicKey).toBe(publicKey.trim());
    expect(existsSync(path.join(config.dataDir, 'keys'))).toBe(false);
  });

  it('when a variable is empty, then it counts as unset', () => {
    const config = load({ DATABASE_URL: '', PORT: ' ' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(8080);
    expect(readFileSync(path.join(config.dataDir, 'service-token'), 'utf8')).toBe(config.serviceToken);
  });
});
