#!/usr/bin/env node
// Measures the JavaScript a browser downloads to show a page (by default /login) of a running server.
//
//   node shared-ui/build/measure-login.mjs http://127.0.0.1:8080 [--path /login] [--budget 300]
//
// Starts nothing itself: point it at a server that is already up. Opens the page in headless Chromium
// (playwright-core with the system browser), waits until the page is idle, and prints every JS file
// with its size on the wire and its gzip size (level 9, computed here so the figure does not depend on
// how the server compresses). Exits with 1 when the gzip total exceeds --budget (KB).
import { gzipSync } from 'node:zlib';
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
  const options = { baseUrl: undefined, path: '/login', budgetKb: undefined, waitFor: 'input[type="password"]' };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--path') options.path = argv[++index];
    else if (argument === '--budget') options.budgetKb = Number(argv[++index]);
    else if (argument === '--wait-for') options.waitFor = argv[++index];
    else options.baseUrl = argument;
  }
  if (!options.baseUrl) {
    console.error('Usage: measure-login.mjs <server url, e.g. http://127.0.0.1:8080> [--path /login] [--budget 300]');
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
  return total('gzip');
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
    const totalGzip = printTable(await scripts());
    console.log(`${options.path} showed "${options.waitFor}" after ${shownAfter} ms`);
    if (options.budgetKb !== undefined && totalGzip > options.budgetKb * 1024) {
      console.error(`Over budget: ${(totalGzip / 1024).toFixed(1)} KB gzip > ${options.budgetKb} KB`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
  }
}

await main();
