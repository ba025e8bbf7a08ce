#!/usr/bin/env node
// Behind nginx, the pages' script policy is a fixed header in the nginx configuration, not derived from the manifest
// as the embedded server does (services/platform/src/manifest.ts, remoteOrigins). This writes it from the manifest:
//   node infra/script-src.mjs <mfe-manifest.json> <nginx config> [...more configs]
// rewrites `script-src …;` in each config (infra/nginx.conf, infra/docker/static.conf) in place to 'self' and the
// origin of every remote the manifest loads from elsewhere; then `nginx -s reload`. Run it whenever the manifest
// moves a remote to another host or back.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The origins, other than ours, that the manifest's remote entries are on (as the platform's remoteOrigins). */
export function remoteOrigins(manifest) {
  const entries = (manifest?.remotes ?? []).map((remote) => remote?.entry);
  if (!entries.length || entries.some((entry) => typeof entry !== 'string')) throw new Error('the manifest needs a "remotes" array whose entries have an "entry" string');
  const absolute = entries.filter((entry) => /^https?:\/\//i.test(entry));
  return [...new Set(absolute.map((entry) => new URL(entry).origin))];
}

/** The config with every script-src directive naming 'self' and `origins` (replacing whatever it named before). */
export function withScriptOrigins(config, origins) {
  const directive = /script-src 'self'[^;"]*;/g;
  if (!directive.test(config)) throw new Error(`no "script-src 'self' …;" directive in the configuration`);
  return config.replace(directive, `script-src ${["'self'", ...origins].join(' ')};`);
}

function main([manifestPath, ...configPaths]) {
  if (!manifestPath || !configPaths.length) {
    console.error('usage: node infra/script-src.mjs <mfe-manifest.json> <nginx config> [...more configs]');
    process.exit(2);
  }
  const origins = remoteOrigins(JSON.parse(readFileSync(manifestPath, 'utf8')));
  for (const configPath of configPaths) {
    writeFileSync(configPath, withScriptOrigins(readFileSync(configPath, 'utf8'), origins));
    console.log(`${configPath}: script-src ${["'self'", ...origins].join(' ')}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`script-src: ${error.message}`);
    process.exit(1);
  }
}
