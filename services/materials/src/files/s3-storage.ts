// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), addressed path-style, requests signed with
// Signature V4 by `aws4` over plain node:http(s). S3 wants a Content-Length on PUT, so a write first spools the
// body to a local temporary file (disk, not memory), hashing it on the way, and uploads it only when complete:
// a rejected upload never reaches the bucket.
import aws4 from 'aws4';
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MaterialsS3Config } from '@campus/kit';
import { assertStorageKey } from './storage-keys.js';
import { FileMissingError, type ByteRange, type FileStorage } from './storage.js';

interface S3Request {
  method: 'GET' | 'HEAD' | 'PUT' | 'DELETE';
  key: string;
  headers?: Record<string, string>;
  body?: NodeJS.ReadableStream;
}

export class S3Storage implements FileStorage {
  private readonly spoolDir: string;

  constructor(
    private readonly s3: MaterialsS3Config,
    storageDir: string,
  ) {
    this.spoolDir = path.join(storageDir, '.s3-spool');
  }

  async write(key: string, body: NodeJS.ReadableStream): Promise<void> {
    await mkdir(this.spoolDir, { recursive: true });
    const spool = path.join(this.spoolDir, randomUUID());
    try {
      const { size, sha256 } = await spoolWithHash(body, spool);
      const headers = { 'content-length': String(size), 'x-amz-content-sha256': sha256 };
      await this.expectOk(await this.send({ method: 'PUT', key, headers, body: createReadStream(spool) }), key);
    } finally {
      await unlink(spool).catch(() => {});
    }
  }

  async read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const headers: Record<string, string> = range ? { range: `bytes=${range.start}-${range.end}` } : {};
    return this.expectOk(await this.send({ method: 'GET', key, headers }), key);
  }

  async size(key: string): Promise<number> {
    const response = await this.expectOk(await this.send({ method: 'HEAD', key }), key);
    response.resume();
    return Number(response.headers['content-length']);
  }

  async remove(key: string): Promise<void> {
    const response = await this.send({ method: 'DELETE', key });
    if (response.statusCode === 404) return void response.resume();
    (await this.expectOk(response, key)).resume();
  }

  private send(request: S3Request): Promise<IncomingMessage> {
    const url = new URL(`${this.s3.endpoint}/${encodeURIComponent(this.s3.bucket)}/${assertStorageKey(request.key)}`);
    const signed = aws4.sign(
      { host: url.hostname, path: url.pathname, method: request.method, service: 's3', region: this.s3.region, headers: { Host: url.host, ...request.headers } },
      { accessKeyId: this.s3.accessKeyId, secretAccessKey: this.s3.secretAccessKey },
    );
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = client.request({ ...signed, port: url.port || undefined, protocol: url.protocol } as http.RequestOptions, resolve);
      outgoing.on('error', reject);
      if (!request.body) return void outgoing.end();
      request.body.on('error', (error) => outgoing.destroy(error));
      request.body.pipe(outgoing);
    });
  }

  private async expectOk(response: IncomingMessage, key: string): Promise<IncomingMessage> {
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return response;
    const text = await readText(response);
    if (status === 404) throw new FileMissingError(key);
    throw new Error(`The S3 bucket answered ${status} for ${key}: ${text.slice(0, 300)}`);
  }
}

async function spoolWithHash(body: NodeJS.ReadableStream, file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  await pipeline(body, measure, createWriteStream(file, { mode: 0o600 }));
  return { size, sha256: hash.digest('hex') };
}

async function readText(response: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  return text;
}
