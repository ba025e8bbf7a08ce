#!/usr/bin/env node
// Concurrent uploads of large material files: N files of S MB at once, streamed over loopback to a server
// process (upload-server.mjs: the kit's server, @fastify/multipart, the materials files module writing to local
// disk), each checked by its magic bytes and counted against 50 MB while it streams. Reports throughput and the
// server's RSS (before, peak) per run; the runs differ only in file size, so memory that grew with the size would show.
//
//   npx turbo run build --filter=@campus/materials... && node infra/bench/materials/uploads.mjs [--files 20] [--sizes 4,40]
//
// Files go to a temporary folder, removed at the end. Everything stays on 127.0.0.1.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const files = Number(option('--files', 20));
const sizesMb = option('--sizes', '4,40').split(',').map(Number);
const MB = 1024 * 1024;
const mb = (bytes) => `${(bytes / MB).toFixed(0)} MB`;

/** The head of an MP4 (an ftyp box), then filler: a video the server's sniffer accepts. */
const MP4_HEAD = Buffer.concat([Buffer.from('00000018667479706973366d00000000697336366d703431', 'hex'), Buffer.alloc(64)]);

function multipart(size) {
  const boundary = `----bench${Math.random().toString(16).slice(2)}`;
  const start = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvideo\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lecture.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const filler = Buffer.alloc(256 * 1024, 0x20);
  function* chunks() {
    yield start;
    yield MP4_HEAD;
    for (let left = size - MP4_HEAD.length; left > 0; left -= filler.length) yield left >= filler.length ? filler : filler.subarray(0, left);
    yield end;
  }
  return { body: Readable.from(chunks()), type: `multipart/form-data; boundary=${boundary}`, length: start.length + size + end.length };
}

function call(url, { method = 'GET', body } = {}) {
  return new Promise((resolve, reject) => {
    const headers = body ? { 'content-type': body.type, 'content-length': body.length } : {};
    const request = http.request(url, { method, headers }, async (response) => {
      let text = '';
      for await (const chunk of response) text += chunk;
      resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined });
    });
    request.on('error', reject);
    if (body) body.body.pipe(request);
    else request.end();
  });
}

async function startServer(storageDir) {
  const child = spawn(process.execPath, ['--expose-gc', path.join(import.meta.dirname, 'upload-server.mjs')], {
    env: { ...process.env, MATERIALS_STORAGE_DIR: storageDir, DATA_DIR: path.join(storageDir, '.data') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [line] = await once(createInterface({ input: child.stdout }), 'line');
  return { child, address: JSON.parse(line).address };
}

async function run(address, sizeMb) {
  await call(`${address}/stats/reset`, { method: 'POST' });
  const before = (await call(`${address}/stats`)).body.rss;
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: files }, () => call(`${address}/upload`, { method: 'POST', body: multipart(sizeMb * MB) })));
  const seconds = (performance.now() - started) / 1000;
  const failed = answers.filter((answer) => answer.status !== 201 || answer.body.file.size !== sizeMb * MB);
  if (failed.length) throw new Error(`${failed.length} uploads failed: ${JSON.stringify(failed[0])}`);
  const { peak } = (await call(`${address}/stats`)).body;
  return { sizeMb, seconds, throughput: (files * sizeMb) / seconds, before, peak };
}

const storageDir = mkdtempSync(path.join(tmpdir(), 'bench-materials-'));
const { child, address } = await startServer(storageDir);
try {
  await run(address, 1); // warm-up: loads file-type, compiles the routes, fills the pools
  const results = [];
  for (const sizeMb of sizesMb) {
    results.push(await run(address, sizeMb));
    for (const name of readdirSync(storageDir)) if (!name.startsWith('.')) rmSync(path.join(storageDir, name));
  }
  console.log(`${files} concurrent uploads per run, node ${process.version}, server pid ${child.pid}`);
  console.log('| file size | total | wall | throughput | server RSS before → peak (growth) |');
  console.log('|---|---|---|---|---|');
  for (const r of results) {
    console.log(`| ${r.sizeMb} MB | ${files * r.sizeMb} MB | ${r.seconds.toFixed(2)} s | ${r.throughput.toFixed(0)} MB/s | ${mb(r.before)} → ${mb(r.peak)} (+${mb(r.peak - r.before)}) |`);
  }
} finally {
  child.kill();
  rmSync(storageDir, { recursive: true, force: true });
}
