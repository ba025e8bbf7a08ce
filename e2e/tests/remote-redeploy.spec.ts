// A faculty team deploys its remote alone. The teaching remote is rebuilt here with a changed shared-ui component
// (e2e/fixtures/redeploy/page-header.tsx) that shows an antd component the shell never shows (Rate), and served
// beside the shipped build (the previous release) from an origin of its own by Debian's nginx with
// infra/remote-nginx.conf, as a faculty team would.
// 1. An embedded platform whose manifest points the teaching area there (as an operator's would) shows the change
//    with the shell it was built with, the new component takes the shell's antd theme (one antd context and style
//    cache), and its script policy names that origin. A page whose manifest was changed in the browser to load
//    scripts from an origin its server never listed gets an error panel: the script policy refuses them.
// 2. Behind the platform's own nginx (infra/nginx.conf, script policy written by infra/script-src.mjs from the
//    manifest), the area's route, translations and API calls work with no policy violation in the browser, and
//    replacing mfe-manifest.json with the previous release's entry rolls it back at the next reload.
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot, signIn, useLanguage } from './support.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const changedPageHeader = path.join(root, 'e2e', 'fixtures', 'redeploy', 'page-header.tsx');

interface Compiler {
  (config: unknown, done: (error: Error | null, stats?: { hasErrors(): boolean; toString(preset: string): string }) => void): void;
  NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (resource: { request: string; contextInfo?: { issuer?: string } }) => void) => unknown;
}

/** The teaching remote's production build, with every import of shared-ui's PageHeader taking the changed one. */
async function buildTeachingRemote(outputDir: string): Promise<void> {
  const webpack = (await import('webpack')).default as unknown as Compiler;
  const configure = (await import(pathToFileURL(path.join(root, 'mfe-teaching', 'webpack.config.js')).href)).default;
  const config = configure({}, { mode: 'production' });
  config.output.path = outputDir;
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]page-header\.js$/, (resource) => {
      if (resource.contextInfo?.issuer !== changedPageHeader) resource.request = changedPageHeader;
    }),
  );
  await new Promise<void>((resolve, reject) =>
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    }),
  );
}

interface Nginx {
  origin: string;
  stop(): Promise<void>;
}

/** Debian's nginx, in the foreground, with `file` (a configuration in infra/) edited by `edit` and this run's files. */
async function runNginx(file: string, port: number, edit: (replace: (from: RegExp, to: string) => void) => void): Promise<Nginx> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-'));
  let config = readFileSync(path.join(root, 'infra', file), 'utf8');
  const replace = (from: RegExp, to: string) => {
    if (!from.test(config)) throw new Error(`infra/${file} changed: ${from} not found`);
    config = config.replace(from, to);
  };
  replace(/listen\s+80;/, `listen 127.0.0.1:${port};`);
  edit(replace);
  const runFiles = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(runDir, kind)};\n`).join('');
  replace(/http\s*\{/, `http {\n  access_log off;\n${runFiles}`);
  const configPath = path.join(runDir, 'nginx.conf');
  writeFileSync(configPath, `pid ${path.join(runDir, 'nginx.pid')};\n${config}`);
  const child = spawn('nginx', ['-e', path.join(runDir, 'error.log'), '-c', configPath, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let down = false;
  void exited.then(() => (down = true));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (down) throw new Error(`nginx stopped while starting: ${readFileSync(path.join(runDir, 'error.log'), 'utf8')}`);
    if (await fetch(`${origin}/`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Started as root, nginx's workers run as another user: they must be able to read `dir` and its folders. */
function readableByNginx(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) readableByNginx(path.join(dir, entry.name));
}

/** The faculty team's own static server: infra/remote-nginx.conf serving `releasesDir` (one folder per release) on
 * `port`, letting the platform at `platformOrigin` read the files. */
function serveWithNginx(releasesDir: string, port: number, platformOrigin: string): Promise<Nginx> {
  readableByNginx(releasesDir);
  return runNginx('remote-nginx.conf', port, (replace) => {
    replace(/root\s+\/srv\/mfe-teaching;/, `root ${releasesDir};`);
    replace(/"https:\/\/campus\.your\.university"/, `"${platformOrigin}"`);
  });
}

/** The platform's front as an operator runs it: infra/nginx.conf with every upstream at the embedded platform on
 * `apiPort`, the built UI in `publicDir` (infra/README.md §5) and its script policy written by infra/script-src.mjs
 * from the manifest there. */
async function frontWithNginx(publicDir: string, port: number, apiPort: number): Promise<Nginx> {
  cpSync(path.join(root, 'shell', 'dist'), publicDir, { recursive: true });
  for (const dir of readdirSync(root).filter((name) => name.startsWith('mfe-'))) {
    cpSync(path.join(root, dir, 'dist'), path.join(publicDir, 'mfe', dir.slice('mfe-'.length)), { recursive: true });
  }
  readableByNginx(publicDir);
  const config = path.join(mkdtempSync(path.join(os.tmpdir(), 'campus-front-')), 'nginx.conf');
  cpSync(path.join(root, 'infra', 'nginx.conf'), config);
  const written = spawnSync(process.execPath, [path.join(root, 'infra', 'script-src.mjs'), path.join(publicDir, 'mfe-manifest.json'), config], { encoding: 'utf8' });
  expect(written.status, written.stderr).toBe(0);
  const policy = readFileSync(config, 'utf8').match(/script-src 'self'[^;"]*;/)?.[0];
  return runNginx('nginx.conf', port, (replace) => {
    replace(/script-src 'self';/, policy ?? '');
    replace(/root\s+\/srv\/campus\/public;/, `root ${publicDir};`);
    // Embedded, one process answers every service's routes.
    replace(/upstream\s+(\w+)\s*\{[^}]*\}/g, `upstream $1 { server 127.0.0.1:${apiPort}; }`);
  });
}

/** A manifest whose teaching entry is `teachingEntry`, written to `file`. */
function writeManifest(file: string, teachingEntry: string): void {
  const manifest = JSON.parse(readFileSync(path.join(root, 'services', 'platform', 'mfe-manifest.json'), 'utf8')) as Manifest;
  for (const remote of manifest.remotes) if (remote.name === 'teaching') remote.entry = teachingEntry;
  writeFileSync(file, JSON.stringify(manifest));
}

/** The antd theme classes (css-<hash of the theme>) on an element. */
async function themeClasses(locator: Locator): Promise<string[]> {
  const classes = (await locator.getAttribute('class')) ?? '';
  return classes.split(/\s+/).filter((name) => name.startsWith('css-')).sort();
}

interface Manifest {
  remotes: { name: string; entry: string }[];
}

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The built platform in embedded mode, started with a manifest whose teaching entry is `teachingEntry`. */
async function startPlatform(teachingEntry: string, { port = 0 } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-redeploy-'));
  writeManifest(path.join(dir, 'mfe-manifest.json'), teachingEntry);
  port ||= await freePort();
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), MFE_MANIFEST: path.join(dir, 'mfe-manifest.json') };
  const child = spawn(process.execPath, ['services/platform/dist/server.js'], {
    cwd: root,
    env: { ...env, DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', LOG_LEVEL: 'warn', DEMO: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  // Ready when /ready answers: bounded by the test's own timeout, and stopped early if the server dies.
  let down = false;
  void exited.then(() => (down = true));
  for (;;) {
    if (down) throw new Error('the platform with the changed manifest stopped while starting');
    const ready = await fetch(`${origin}/ready`).then((answer) => answer.ok, () => false);
    if (ready) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Two releases of the teaching remote side by side, as a faculty team keeps them on its server: `previous` is the
 * shipped build (mfe-teaching/dist), `next` the rebuild with the changed PageHeader. Built once for this file.
 */
let releases: Promise<string> | undefined;
function teachingReleases(): Promise<string> {
  releases ??= (async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-teaching-'));
    cpSync(path.join(root, 'mfe-teaching', 'dist'), path.join(dir, 'previous'), { recursive: true });
    await buildTeachingRemote(path.join(dir, 'next'));
    return dir;
  })();
  return releases;
}

/** Every script-policy refusal on the page (the browser's securitypolicyviolation events, across navigations). */
async function recordPolicyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportPolicyViolation(text: string): void }).reportPolicyViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

// The distributed suite (E2E_BASE_URL) runs against nginx: this test starts an embedded platform of its own with
// a changed manifest and would test nothing of the distributed setup, at the cost of a webpack build.
test.skip(Boolean(process.env.E2E_BASE_URL), 'starts its own embedded platform; run by npm test');

test('a remote rebuilt alone with a changed shared component and a new antd component shows in the running shell', async ({ browser, viewport, reducedMotion, page: unlisted }) => {
  test.setTimeout(480_000);
  const releasesDir = await teachingReleases();
  const platformPort = await freePort();
  const remote = await serveWithNginx(releasesDir, await freePort(), `http://127.0.0.1:${platformPort}`);
  const entry = `${remote.origin}/next/remoteEntry.js`;
  const platform = await startPlatform(entry, { port: platformPort });
  try {
    // A page of its own on that platform, set up as the configured pages are.
    const page = await (await browser.newContext({ baseURL: platform.origin, viewport, reducedMotion })).newPage();
    const newEntry = page.waitForResponse(entry);
    await useLanguage(page, 'en');
    const login = await page.goto('/login');
    const policy = login?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`script-src 'self' ${remote.origin};`);
    expect(policy).not.toContain('unsafe-inline');
    await signIn(page, 'lecturer@campus.test');

    expect((await newEntry).ok()).toBe(true);
    const changed = page.getByTestId('redeployed');
    await expect(changed).toContainText('Rebuilt with the teaching remote alone');
    const rate = changed.locator('.ant-rate');
    await expect(rate).toBeVisible();
    const shellButton = page.locator('header .ant-btn').first();
    await expect(shellButton).toBeVisible();
    expect(await themeClasses(rate)).not.toEqual([]);
    expect(await themeClasses(rate)).toEqual(await themeClasses(shellButton));
    await screenshot(page, 'remote-redeployed-alone');
    await page.context().close();

    // The shared platform never listed that origin: a manifest changed in the browser cannot make it load scripts from there.
    await unlisted.route('**/mfe-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Manifest;
      for (const remoteEntry of manifest.remotes) if (remoteEntry.name === 'teaching') remoteEntry.entry = entry;
      await route.fulfill({ response, json: manifest });
    });
    await useLanguage(unlisted, 'en');
    await signIn(unlisted, 'lecturer@campus.test');
    await expect(unlisted.getByText('The Teaching section could not be loaded')).toBeVisible();
    await expect(unlisted.getByTestId('redeployed')).toHaveCount(0);
  } finally {
    await platform.stop();
    await remote.stop();
  }
});

test('a faculty team serves its remote from its own nginx, and rolls it back by pointing the manifest entry at the previous release', async ({ browser, viewport, reducedMotion }) => {
  test.setTimeout(480_000);
  const releasesDir = await teachingReleases();
  const [apiPort, frontPort, remotePort] = [await freePort(), await freePort(), await freePort()];
  const platformOrigin = `http://127.0.0.1:${frontPort}`;
  const remote = await serveWithNginx(releasesDir, remotePort, platformOrigin);
  const publicDir = mkdtempSync(path.join(os.tmpdir(), 'campus-public-'));
  const manifestFile = path.join(publicDir, 'mfe-manifest.json');
  writeManifest(manifestFile, `${remote.origin}/next/remoteEntry.js`);
  const platform = await startPlatform(`${remote.origin}/next/remoteEntry.js`, { port: apiPort });
  const front = await frontWithNginx(publicDir, frontPort, apiPort).catch(async (error: unknown) => {
    await Promise.all([platform.stop(), remote.stop()]);
    throw error;
  });
  try {
    // The remote's server: entries revalidated, hashed chunks kept, and only the platform may read them cross-origin.
    const entryAnswer = await fetch(`${remote.origin}/next/remoteEntry.js`, { headers: { Origin: platformOrigin } });
    expect(entryAnswer.status).toBe(200);
    expect(entryAnswer.headers.get('content-type')).toContain('javascript');
    expect(entryAnswer.headers.get('cache-control')).toBe('no-cache');
    expect(entryAnswer.headers.get('access-control-allow-origin')).toBe(platformOrigin);
    const chunk = readdirSync(path.join(releasesDir, 'next')).find((name) => /\.[0-9a-f]{8}\.js$/.test(name));
    const chunkAnswer = await fetch(`${remote.origin}/next/${chunk}`, { headers: { Origin: platformOrigin } });
    expect(chunkAnswer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunkAnswer.headers.get('access-control-allow-origin')).toBe(platformOrigin);
    const foreign = await fetch(`${remote.origin}/next/remoteEntry.js`, { headers: { Origin: 'http://127.0.0.1:1' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();

    // The platform's nginx names the remote's host in the pages' script policy (written from the manifest).
    const page = await (await browser.newContext({ baseURL: platformOrigin, viewport, reducedMotion })).newPage();
    const violations = await recordPolicyViolations(page);
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(remote.origin)) fromRemote.push(new URL(response.url()).pathname);
    });
    await useLanguage(page, 'en');
    const login = await page.goto('/login');
    expect(login?.headers()['content-security-policy']).toContain(`script-src 'self' ${remote.origin};`);
    await signIn(page, 'lecturer@campus.test');

    // The area works from there: its route renders in the person's language (the remote's own translations), its
    // API call answers with the session, and its chunks came from the remote's origin.
    await page.goto('/lecturer-materials');
    await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Manage materials:/ }).first()).toBeVisible();
    await expect(page.getByTestId('redeployed')).toBeVisible();
    expect(fromRemote.filter((file) => /^\/next\/.+\.[0-9a-f]{8}\.js$/.test(file)).length).toBeGreaterThan(0);
    // The page itself may read the remote's files (CORS for the platform's origin).
    expect(await page.evaluate(async (url) => (await fetch(url, { mode: 'cors' })).ok, `${remote.origin}/next/remoteEntry.js`)).toBe(true);
    expect(violations).toEqual([]);

    // Rollback: the operator replaces mfe-manifest.json with the teaching entry at the previous release; nothing is
    // restarted. The same session, after a reload, runs the previous release.
    writeManifest(manifestFile, `${remote.origin}/previous/remoteEntry.js`);
    fromRemote.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { name: 'My teaching materials' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Manage materials:/ }).first()).toBeVisible();
    await expect(page.getByTestId('redeployed')).toHaveCount(0);
    expect(fromRemote).toContain('/previous/remoteEntry.js');
    expect(fromRemote.filter((file) => file.startsWith('/next/'))).toEqual([]);
    expect(violations).toEqual([]);
    await screenshot(page, 'remote-rolled-back');
    await page.context().close();
  } finally {
    await front.stop();
    await platform.stop();
    await remote.stop();
  }
});
