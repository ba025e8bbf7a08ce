#!/usr/bin/env node
// Measures, on the built app in embedded mode: the time from starting the server to a ready /ready (a first
// start on an empty data folder, then a restart on the same folder), and the time a demo sign-in takes from
// the click on "Sign in" (after typing the credentials) to the area's home showing the account, in headless Chromium.
//
//   npm run build && node infra/bench/startup-and-sign-in.mjs [--port 8095] [--runs 5]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..', '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const port = option('--port', 8095);
const runs = option('--runs', 5);
const baseUrl = `http://127.0.0.1:${port}`;
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function startServer(dataDir) {
  const started = performance.now();
  const server = spawn(process.execPath, ['services/platform/dist/server.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const ready = await fetch(`${baseUrl}/ready`).then((response) => response.ok, () => false);
    if (ready) return { server, ms: performance.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.kill('SIGTERM');
  throw new Error('The server was not ready within 60 s');
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

async function timeSignIn(browser) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript(() => window.localStorage.setItem('lang_pref', 'en'));
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  // Typed at a brisk 20 characters a second, as a person would: the page uses that time to fetch ahead.
  await page.getByLabel('Email').pressSequentially('student@campus.test', { delay: 50 });
  await page.getByLabel('Password', { exact: true }).pressSequentially('Campus-Demo-1', { delay: 50 });
  const clicked = performance.now();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/student-dashboard');
  await page.getByText('Member since').first().waitFor();
  const ms = performance.now() - clicked;
  await context.close();
  return ms;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
try {
  const first = await startServer(dataDir);
  await stopServer(first.server);
  const restarts = [];
  let running;
  for (let run = 0; run < 3; run += 1) {
    running = await startServer(dataDir);
    restarts.push(running.ms);
    if (run < 2) await stopServer(running.server);
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  const signIns = [];
  try {
    for (let run = 0; run < runs; run += 1) signIns.push(await timeSignIn(browser));
  } finally {
    await browser.close();
    await stopServer(running.server);
  }
  console.log(`first start (empty data folder): ${first.ms.toFixed(0)} ms`);
  console.log(`restart (median of 3):           ${median(restarts).toFixed(0)} ms  [${restarts.map((ms) => ms.toFixed(0)).join(', ')}]`);
  console.log(`sign-in click to dashboard (median of ${runs}): ${median(signIns).toFixed(0)} ms  [${signIns.map((ms) => ms.toFixed(0)).join(', ')}]`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
