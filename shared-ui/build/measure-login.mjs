#!/usr/bin/env node
// Measures the JavaScript a browser downloads to show a page (by default /login) of a running server.
//
//   node shared-ui/build/measure-login.mjs http://127.0.0.1:8080 [--path /login] [--budget 250]
//   node shared-ui/build/measure-login.mjs http://127.0.0.1:8080 --sign-in student@campus.test
//
// Starts nothing itself: point it at a server that is already up. Opens the page in headless Chromium
// (playwright-core with the system browser) asking for gzip only, waits until the page is idle, and prints
// every JS file with its size on the wire (the response body as Chromium received it: what the budget
// counts) and its size at gzip -9 (for comparison). With --sign-in it then signs in as that demo account
// on the same page and counts everything downloaded until the home page is idle: what a person downloads
// to reach their dashboard. Exits with 1 when the wire total exceeds --budget (KB).
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD } from '@campus/contracts/demo';
import { chromium } from 'playwright-core';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function parseArgs(argv) {
  const options = { baseUrl: undefined, path: '/login', budgetKb: undefined, waitFor: 'input[type="password"]', signIn: undefined };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--path') options.path = argv[++index];
    else if (argument === '--budget') options.budgetKb = Number(argv[++index]);
    else if (argument === '--wait-for') options.waitFor = argv[++index];
    else if (argument === '--sign-in') options.signIn = argv[++index];
    else options.baseUrl = argument;
  }
  if (!options.baseUrl) {
    console.error('Usage: measure-login.mjs <server url, e.g. http://127.0.0.1:8080> [--path /login] [--budget 250] [--sign-in email]');
    process.exit(2);
  }
  return options;
}

async function collectScripts(page) {
  const scripts = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          status: response.status(),
          encoding: response.headers()['content-encoding'] ?? 'none',
          raw: body.length,
          wire: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  return async () => Promise.all(scripts);
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(8);

function printTable(rows) {
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`${'raw KB'.padStart(8)} ${'wire KB'.padStart(8)} ${'gzip KB'.padStart(8)}  encoding  file`);
  for (const row of rows) {
    console.log(`${kb(row.raw)} ${kb(row.wire)} ${kb(row.gzip)}  ${row.encoding.padEnd(8)}  ${row.url}`);
  }
  const total = (field) => rows.reduce((sum, row) => sum + row[field], 0);
  console.log(`${kb(total('raw'))} ${kb(total('wire'))} ${kb(total('gzip'))}  total of ${rows.length} files`);
  return total('wire');
}

/** Signs in through the form with the demo password and waits until the home page has settled. */
async function signIn(page, email) {
  await page.locator('input[autocomplete="username"], input[type="email"]').first().fill(email);
  await page.locator('input[type="password"]').first().fill(DEMO_PASSWORD);
  await page.locator('input[type="password"]').first().press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForSelector('main h1, main h2', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  return new URL(page.url()).pathname;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    const scripts = await collectScripts(page);
    const started = Date.now();
    await page.goto(new URL(options.path, options.baseUrl).href, { waitUntil: 'networkidle' });
    await page.waitForSelector(options.waitFor, { timeout: 15_000 });
    const shownAfter = Date.now() - started;
    // Anything fetched right after first paint (lazy chunks) still counts.
    await page.waitForLoadState('networkidle');
    const reached = options.signIn ? await signIn(page, options.signIn) : undefined;
    const totalWire = printTable(await scripts());
    console.log(`${options.path} showed "${options.waitFor}" after ${shownAfter} ms`);
    if (reached) console.log(`signed in as ${options.signIn}: the totals include everything up to ${reached}`);
    if (options.budgetKb !== undefined && totalWire > options.budgetKb * 1024) {
      console.error(`Over budget: ${(totalWire / 1024).toFixed(1)} KB on the wire > ${options.budgetKb} KB`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

await main();
