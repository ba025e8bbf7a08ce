// `npm test`: build, static checks, unit + integration tests (against PostgreSQL/Redis when
// DATABASE_URL/REDIS_URL are set, and again embedded on PGlite), then end-to-end tests in Chromium.
// Ends with one line "N passed, N failed" summing every runner.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'test-output');
mkdirSync(out, { recursive: true });
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NODE_OPTIONS: '--experimental-vm-modules --no-warnings' };
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];

function run(step, command, args, extraEnv = {}) {
  const started = Date.now();
  console.log(`\n▶ ${step}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`◀ ${step}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  if (result.status !== 0) failedSteps.push(step);
  return result.status === 0;
}

function addJest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    totals.failed += 1;
  }
}

function addPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

// Two workers on a 2-core machine: jest's default (cores - 1) runs the suites one at a time, while most of their time
// is spent waiting on PostgreSQL, Redis, SMTP and child processes; each test app has its own database and Redis
// prefix, so suites do not meet.
const jest = ['node_modules/jest/bin/jest.js', '--ci', '--maxWorkers=2'];
// kit and platform run each test on both backends themselves; auth follows the variables, so it runs twice.
const embeddedProjects = ['auth'];
const built = run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
run('typecheck', 'npx', ['turbo', 'run', 'typecheck', '--output-logs=errors-only']);
run('lint', 'npx', ['eslint', '.']);

const jestMain = path.join(out, 'jest.json');
run('unit and integration tests', 'node', [...jest, '--json', `--outputFile=${jestMain}`]);
addJest(jestMain);

if (process.env.DATABASE_URL || process.env.REDIS_URL) {
  const jestEmbedded = path.join(out, 'jest-embedded.json');
  run('integration tests, embedded (PGlite, in-process jobs)', 'node',
    [...jest, '--selectProjects', ...embeddedProjects, '--json', `--outputFile=${jestEmbedded}`],
    { DATABASE_URL: '', REDIS_URL: '' });
  addJest(jestEmbedded);
}

if (built) {
  const e2eReport = path.join(out, 'e2e.json');
  run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport });
  addPlaywright(e2eReport);
} else {
  totals.failed += 1;
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
