// A faculty team deploys its remote alone. The teaching remote is rebuilt here with a changed shared-ui component
// (e2e/fixtures/redeploy/page-header.tsx) that shows an antd component the shell never shows (Rate), and served
// beside the shipped build (the previous release) from an origin of its own by Debian's nginx with
// infra/remote-nginx.conf, as a faculty team would. A platform whose manifest points the teaching area there (as an
// operator's would) shows the change with the shell it was built with, the new component takes the shell's antd
// theme (one antd context and style cache), and its script policy names that origin: the area's route, its
// translations and its API calls work, and the browser reports no policy violation. Pointing the entry back at the
// previous release rolls it back. A page whose manifest was changed in the browser to load scripts from an origin
// its server never listed gets an error panel: the script policy refuses them.
import { spawn } from 'node:child_process';
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

/** The faculty team's own static server: Debian's nginx with infra/remote-nginx.conf, serving `releasesDir` (one folder
 * per release) on `port` and allowing the platform at `platformOrigin` to read the files. */
async function serveWithNginx(releasesDir: string, port: number, platformOrigin: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'campus-remote-nginx-'));
  let config = readFileSync(path.join(root, 'infra', 'remote-nginx.conf'), 'utf8');
  const replace = (from: RegExp, to: string) => {
    if (!from.test(config)) throw new Error(`infra/remote-nginx.conf changed: ${from} not found`);
    config = config.replace(from, to);
  };
  replace(/listen\s+80;/, `listen 127.0.0.1:${port};`);
  replace(/root\s+\/srv\/mfe-teaching;/, `root ${releasesDir};`);
  replace(/"https:\/\/campus\.your\.university"/, `"${platformOrigin}"`);
  const runFiles = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${path.join(runDir, kind)};\n`).join('');
  replace(/http\s*\{/, `http {\n  access_log off;\n${runFiles}`);
  const configPath = path.join(runDir, 'nginx.conf');
  writeFileSync(configPath, `pid ${path.join(runDir, 'nginx.pid')};\n${config}`);
  // Started as root, nginx's workers run as another user: they must be able to read the releases.
  for (const dir of [releasesDir, ...readdirSync(releasesDir).map((name) => path.join(releasesDir, name))]) chmodSync(dir, 0o755);
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

/** The built platform in embedded mode, started with a manifest whose teaching entry is `teachingEntry`. Started
 * again with the same `dir` and `port` (an operator's restart after editing the manifest), sessions survive. */
async function startPlatform(teachingEntry: string, { dir = mkdtempSync(path.join(os.tmpdir(), 'campus-redeploy-')), port = 0 } = {}) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'services', 'platform', 'mfe-manifest.json'), 'utf8')) as Manifest;
  for (const remote of manifest.remotes) if (remote.name === 'teaching') remote.entry = teachingEntry;
  writeFileSync(path.join(dir, 'mfe-manifest.json'), JSON.stringify(manifest));
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
    if (ready) return { origin, dir, port, stop };
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
  const platformPort = await freePort();
  const platformOrigin = `http://127.0.0.1:${platformPort}`;
  const remote = await serveWithNginx(releasesDir, await freePort(), platformOrigin);
  let platform = await startPlatform(`${remote.origin}/next/remoteEntry.js`, { port: platformPort });
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

    const page = await (await browser.newContext({ baseURL: platformOrigin, viewport, reducedMotion })).newPage();
    const violations = await recordPolicyViolations(page);
    const fromRemote: string[] = [];
    page.on('response', (response) => {
      if (response.url().startsWith(remote.origin)) fromRemote.push(new URL(response.url()).pathname);
    });
    await useLanguage(page, 'en');
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

    // Rollback: the operator points the teaching entry at the previous release and restarts the platform (behind
    // nginx, replacing mfe-manifest.json is enough). The same session, after a reload, runs the previous release.
    await platform.stop();
    platform = await startPlatform(`${remote.origin}/previous/remoteEntry.js`, { dir: platform.dir, port: platformPort });
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
    await platform.stop();
    await remote.stop();
  }
});
