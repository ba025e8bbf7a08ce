// End-to-end tests: the built app in embedded mode (PGlite, in-process jobs) in Debian's Chromium.
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startMailbox } from './mailbox.js';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.E2E_PORT ?? 8091);
// E2E_BASE_URL: a Campus already running (the distributed suite, scripts/test-distributed.mjs, sets it): no server
// is started here, and that Campus mails to the mailbox named by E2E_SMTP_URL / E2E_MAIL_DIR.
const externalBaseUrl = process.env.E2E_BASE_URL?.replace(/\/+$/, '');
// Mail from the app under test goes to a real SMTP server on loopback that the tests read (mailbox.ts).
const mailbox = await startMailbox();
export const shotsDir = path.join(root, 'test-output', 'screenshots');

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(root, 'test-output', 'e2e-artifacts'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${port}`,
    viewport: { width: 1366, height: 800 },
    // As a person who turned animations off in the system: the app then animates nothing (antd motion off, as
    // Settings → Accessibility would), so a click never lands on a dropdown still moving, and two browsers on a
    // 2-core machine spend their CPU on the pages rather than on frames of transitions.
    reducedMotion: 'reduce',
    // Recording a trace (a screencast and DOM snapshots of every step) costs a busy machine as much as the test
    // itself, so only a retry records one: a test that fails twice leaves its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: externalBaseUrl ? undefined : {
    command: 'node services/platform/dist/server.js',
    cwd: root,
    url: `http://127.0.0.1:${port}/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'campus-e2e-')),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      SMTP_URL: mailbox.smtpUrl,
    },
  },
});
