// infra/script-src.mjs writes the pages' script policy of the nginx configurations from the manifest, as an operator
// runs it when a faculty team's remote moves to its own host and when it comes back.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INFRA, REPO } from './manifests.js';

const script = path.join(INFRA, 'script-src.mjs');
const shipped = JSON.parse(readFileSync(path.join(REPO, 'services', 'platform', 'mfe-manifest.json'), 'utf8')) as { remotes: { name: string; entry: string }[] };

function run(manifest: unknown, configs: string[]) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-script-src-'));
  writeFileSync(path.join(dir, 'mfe-manifest.json'), JSON.stringify(manifest));
  return spawnSync(process.execPath, [script, path.join(dir, 'mfe-manifest.json'), ...configs], { encoding: 'utf8' });
}

function withTeachingAt(entry: string) {
  return { ...shipped, remotes: shipped.remotes.map((remote) => (remote.name === 'teaching' ? { ...remote, entry } : remote)) };
}

const policyOf = (config: string) => config.match(/Content-Security-Policy "([^"]*)"/)?.[1];

describe('infra/script-src.mjs', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'campus-nginx-conf-'));
  const configs = ['nginx.conf', path.join('docker', 'static.conf')].map((file) => {
    const copy = path.join(dir, path.basename(file));
    copyFileSync(path.join(INFRA, file), copy);
    return copy;
  });

  it('adds the origin of a remote moved to another host to script-src in every configuration, and only it', () => {
    const result = run(withTeachingAt('https://teaching.cdn.example.edu/2026-11-26/remoteEntry.js'), configs);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    for (const config of configs) {
      expect(policyOf(readFileSync(config, 'utf8'))).toBe(
        "script-src 'self' https://teaching.cdn.example.edu; frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'",
      );
    }
  });

  it('names it once for two releases on that host, and goes back to our origin alone when the remote comes home', () => {
    const twoOnOneHost = withTeachingAt('https://teaching.cdn.example.edu/2026-11-20/remoteEntry.js');
    twoOnOneHost.remotes = twoOnOneHost.remotes.map((remote) => (remote.name === 'department' ? { ...remote, entry: 'https://teaching.cdn.example.edu/department/remoteEntry.js' } : remote));
    expect(run(twoOnOneHost, configs).status).toBe(0);
    expect(policyOf(readFileSync(configs[0], 'utf8'))).toMatch(/^script-src 'self' https:\/\/teaching\.cdn\.example\.edu; /);
    expect(run(shipped, configs).status).toBe(0);
    for (const [index, config] of configs.entries()) {
      const original = readFileSync(path.join(INFRA, index === 0 ? 'nginx.conf' : path.join('docker', 'static.conf')), 'utf8');
      expect(readFileSync(config, 'utf8')).toBe(original);
    }
  });

  it('refuses a manifest without remote entries and a configuration without script-src, changing nothing', () => {
    const before = readFileSync(configs[0], 'utf8');
    const broken = run({ remotes: [{ name: 'teaching' }] }, configs);
    expect(broken.status).not.toBe(0);
    expect(broken.stderr).toContain('"entry" string');
    const noPolicy = path.join(dir, 'plain.conf');
    writeFileSync(noPolicy, 'events {}\n');
    const refused = run(shipped, [noPolicy]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('no "script-src');
    expect(readFileSync(configs[0], 'utf8')).toBe(before);
  });
});
