// A faculty team deploys its remote alone. The teaching remote is rebuilt here with a changed shared-ui component
// (e2e/fixtures/redeploy/area-home.tsx) that shows an antd component the shell never shows (Rate), served from
// its own origin, and pointed at by the manifest, next to the shell that was built and started before: the
// browser shows the change, and the new component takes the shell's antd theme (one antd context and style cache).
import { createReadStream, mkdtempSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type Locator } from '@playwright/test';
import { screenshot, signIn, useLanguage } from './support.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const changedAreaHome = path.join(root, 'e2e', 'fixtures', 'redeploy', 'area-home.tsx');

interface Compiler {
  (config: unknown, done: (error: Error | null, stats?: { hasErrors(): boolean; toString(preset: string): string }) => void): void;
  NormalModuleReplacementPlugin: new (pattern: RegExp, replace: (resource: { request: string; contextInfo?: { issuer?: string } }) => void) => unknown;
}

/** The teaching remote's production build, with every import of shared-ui's AreaHome taking the changed one. */
async function buildTeachingRemote(outputDir: string): Promise<void> {
  const webpack = (await import('webpack')).default as unknown as Compiler;
  const configure = (await import(pathToFileURL(path.join(root, 'mfe-teaching', 'webpack.config.js')).href)).default;
  const config = configure({}, { mode: 'production' });
  config.output.path = outputDir;
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]area-home\.js$/, (resource) => {
      if (resource.contextInfo?.issuer !== changedAreaHome) resource.request = changedAreaHome;
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

test('a remote rebuilt alone with a changed shared component and a new antd component shows in the running shell', async ({ page }) => {
  test.setTimeout(300_000);
  const dist = mkdtempSync(path.join(os.tmpdir(), 'campus-teaching-'));
  await buildTeachingRemote(dist);
  const remote = await serve(dist);
  try {
    await page.route('**/mfe-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { remotes: { name: string; entry: string }[] };
      for (const entry of manifest.remotes) if (entry.name === 'teaching') entry.entry = `${remote.origin}/remoteEntry.js`;
      await route.fulfill({ response, json: manifest });
    });
    const newEntry = page.waitForResponse(`${remote.origin}/remoteEntry.js`);
    await useLanguage(page, 'en');
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
  } finally {
    remote.server.close();
  }
});
