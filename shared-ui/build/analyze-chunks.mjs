#!/usr/bin/env node
// Builds one app (production) and prints what is inside its chunks, biggest first, by package:
//   node shared-ui/build/analyze-chunks.mjs shell [chunk-file-prefix ...]
// With chunk prefixes (e.g. 7470 3592), shows only those chunks. Used to find what dominates a page's JS.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack from 'webpack';

const [appFolder = 'shell', ...only] = process.argv.slice(2);
const appDir = path.resolve(import.meta.dirname, '..', '..', appFolder);
const { default: factory } = await import(pathToFileURL(path.join(appDir, 'webpack.config.js')).href);
const config = factory({}, { mode: 'production' });
config.plugins = config.plugins.filter((plugin) => plugin.constructor.name !== 'CompressionPlugin');

const stats = await new Promise((resolve, reject) =>
  webpack(config, (error, result) => (error ? reject(error) : resolve(result))),
);
const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true, ids: true, dependentModules: true });

/** 'node_modules/antd/es/button/index.js' → 'antd/es/button', own sources → their folder. */
function ownerOf(name) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)(?:\/(es|lib)\/([^/]+))?/.exec(name);
  if (match) return match[2] ? `${match[1]}/${match[2]}/${match[3]}` : match[1];
  return name.replace(/^\.\/?/, '').split('/').slice(0, 3).join('/');
}

/** Concatenated and "dependent modules" groups hold the real modules as children. */
function flatten(module) {
  return module.modules ? module.modules.flatMap(flatten) : [module];
}

for (const chunk of json.chunks.sort((a, b) => b.size - a.size)) {
  const file = chunk.files.find((name) => name.endsWith('.js')) ?? '(no js)';
  if (only.length > 0 && !only.some((prefix) => file.startsWith(`${prefix}.`) || file === prefix)) continue;
  const byOwner = new Map();
  for (const module of (chunk.modules ?? []).flatMap(flatten)) {
    const owner = ownerOf(module.nameForCondition ?? module.name ?? module.identifier ?? '?');
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + (module.size ?? 0));
  }
  const top = [...byOwner.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  console.log(`${file}  ${(chunk.size / 1024).toFixed(1)} KB (unminified)`);
  for (const [owner, size] of top) console.log(`    ${(size / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
}
