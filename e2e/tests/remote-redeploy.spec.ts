// A faculty team deploys its remote alone. The teaching remote is rebuilt here with a changed shared-ui component
// (e2e/fixtures/redeploy/page-header.tsx) that shows an antd component the shell never shows (Rate) and served from
// its own origin. A platform whose manifest points the teaching area there (as an operator's would) shows the
// change with the shell it was built with, the new component takes the shell's antd theme (one antd context and
// style cache), and its script policy names that origin. A page whose manifest was changed in the browser to load
// scripts from an origin its server never listed gets an error panel: the script policy refuses them.
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
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

/** A static file server on a port of its own: the remote's new host, e.g. a faculty's CDN. */
async function serve(dir: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    const file = path.join(dir, path.normalize(new URL(request.url ?? '/', 'http://localhost').pathname));
    const found = file.startsWith(dir) && statSync(file, { throwIfNoEntry: false })?.isFile();
    if (!found) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
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
async function startPlatform(teachingEntry: string): Promise<{ origin: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-redeploy-'));
  const manifest = JSON.parse(readFileSync(path.join(root, 'services', 'platform', 'mfe-manifest.json'), 'utf8')) as Manifest;
  for (const remote of manifest.remotes) if (remote.name === 'teaching') remote.entry = teachingEntry;
  writeFileSync(path.join(dir, 'mfe-manifest.json'), JSON.stringify(manifest));
  const port = await freePort();
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

// The distributed suite (E2E_BASE_URL) runs against nginx: this test starts an embedded platform of its own with
// a changed manifest and would test nothing of the distributed setup, at the cost of a webpack build.
test.skip(Boolean(process.env.E2E_BASE_URL), 'starts its own embedded platform; run by npm test');

test('a remote rebuilt alone with a changed shared component and a new antd component shows in the running shell', async ({ browser, viewport, reducedMotion, page: unlisted }) => {
  test.setTimeout(300_000);
  const dist = mkdtempSync(path.join(os.tmpdir(), 'campus-teaching-'));
  await buildTeachingRemote(dist);
  const remote = await serve(dist);
  const platform = await startPlatform(`${remote.origin}/remoteEntry.js`);
  try {
    // A page of its own on that platform, set up as the configured pages are.
    const page = await (await browser.newContext({ baseURL: platform.origin, viewport, reducedMotion })).newPage();
    const newEntry = page.waitForResponse(`${remote.origin}/remoteEntry.js`);
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
      for (const entry of manifest.remotes) if (entry.name === 'teaching') entry.entry = `${remote.origin}/remoteEntry.js`;
      await route.fulfill({ response, json: manifest });
    });
    await useLanguage(unlisted, 'en');
    await signIn(unlisted, 'lecturer@campus.test');
    await expect(unlisted.getByText('The Teaching section could not be loaded')).toBeVisible();
    await expect(unlisted.getByTestId('redeployed')).toHaveCount(0);
  } finally {
    await platform.stop();
    remote.server.close();
  }
});
