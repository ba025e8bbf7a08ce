// The S3-compatible storage against a loopback bucket that checks every request's Signature V4 as S3 does
// (canonical request of the signed headers, payload hash), plus AWS's published signing example.
import aws4 from 'aws4';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Readable } from 'node:stream';
import { loadConfig, type MaterialsS3Config } from '@campus/kit';
import { S3Storage } from '../src/files/s3-storage.js';
import { FileMissingError, storageFromConfig } from '../src/files/storage.js';
import { generateStorageKey } from '../src/files/storage-keys.js';
import { LocalDiskStorage } from '../src/files/local-storage.js';
import { MAX_FILE_BYTES } from '../src/files/upload.js';
import { json, multipartBody, request, samples, startFilesServer, tempDir } from './files-support.js';

const credentials = { accessKeyId: 'AKIDCAMPUSTEST', secretAccessKey: 'campus-test-secret' };

interface LoopbackBucket {
  server: http.Server;
  objects: Map<string, Buffer>;
  requests: string[];
  endpoint: string;
}

/** PUT, GET (with Range), HEAD and DELETE on /<bucket>/<key>, refusing any request whose signature is not right. */
async function startBucket(bucket: string): Promise<LoopbackBucket> {
  const objects = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = http.createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    requests.push(`${request.method} ${request.url}`);
    const refusal = signatureProblem(request, body);
    if (refusal) return response.writeHead(403).end(`<Error><Code>SignatureDoesNotMatch</Code><Message>${refusal}</Message></Error>`);
    const key = request.url!.slice(`/${bucket}/`.length);
    const object = objects.get(key);
    if (request.method === 'PUT') {
      objects.set(key, body);
      return response.writeHead(200).end();
    }
    if (request.method === 'DELETE') return response.writeHead(objects.delete(key) ? 204 : 404).end();
    if (!object) return response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
    const part = range ? object.subarray(Number(range[1]), Number(range[2]) + 1) : object;
    response.writeHead(range ? 206 : 200, { 'content-length': part.length });
    response.end(request.method === 'HEAD' ? undefined : part);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, objects, requests, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** What S3 would refuse: a payload that does not match its hash, or an Authorization that does not recompute. */
function signatureProblem(request: http.IncomingMessage, body: Buffer): string | undefined {
  const authorization = request.headers.authorization ?? '';
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1]?.split(';') ?? [];
  if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-content-sha256')) return 'host and payload hash must be signed';
  if (request.headers['x-amz-content-sha256'] !== createHash('sha256').update(body).digest('hex')) return 'payload hash mismatch';
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, String(request.headers[name])]));
  const expected = aws4.sign({ host: request.headers.host, path: request.url, method: request.method, service: 's3', region: 'eu-central-1', headers }, credentials);
  return expected.headers!.Authorization === authorization ? undefined : 'signature mismatch';
}

let bucket: LoopbackBucket;
let storage: S3Storage;
let s3: MaterialsS3Config;
const spoolRoot = tempDir();

beforeAll(async () => {
  bucket = await startBucket('campus-materials');
  s3 = { endpoint: bucket.endpoint, bucket: 'campus-materials', region: 'eu-central-1', ...credentials };
  storage = new S3Storage(s3, spoolRoot);
});
afterAll(() => new Promise((resolve) => bucket.server.close(resolve)));

describe('S3-compatible storage', () => {
  it('writes, reads whole and by range, sizes and removes an object with signed requests', async () => {
    const key = generateStorageKey('pdf');
    const content = Buffer.from('%PDF-1.4 stored in a bucket, 0123456789');
    await storage.write(key, Readable.from([content.subarray(0, 10), content.subarray(10)]));
    expect(bucket.objects.get(key)?.equals(content)).toBe(true);
    expect(await storage.size(key)).toBe(content.length);
    expect((await readAll(await storage.read(key))).equals(content)).toBe(true);
    expect((await readAll(await storage.read(key, { start: 9, end: 14 }))).toString()).toBe(content.subarray(9, 15).toString());
    await storage.remove(key);
    expect(bucket.objects.has(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileMissingError);
    await expect(storage.size(key)).rejects.toBeInstanceOf(FileMissingError);
  });

  it('when the body fails half-way, nothing reaches the bucket and the spool is cleaned', async () => {
    const before = bucket.requests.length;
    const failing = Readable.from((async function* () {
      yield Buffer.alloc(1024, 1);
      throw new Error('File size exceeds 50MB limit');
    })());
    await expect(storage.write(generateStorageKey('mp4'), failing)).rejects.toThrow('File size exceeds 50MB limit');
    expect(bucket.requests.length).toBe(before);
    expect(readdirSync(path.join(spoolRoot, '.s3-spool'))).toEqual([]);
  });

  it('a wrong secret is refused by the bucket with its message', async () => {
    const wrong = new S3Storage({ ...s3, secretAccessKey: 'not-the-secret' }, spoolRoot);
    await expect(wrong.size(generateStorageKey('pdf'))).rejects.toThrow(/answered 403/);
  });

  it("the signer gives AWS's published signature (S3 Signature V4 docs, the GET Bucket lifecycle example)", () => {
    const signed = aws4.sign(
      {
        host: 'examplebucket.s3.amazonaws.com',
        path: '/?lifecycle',
        service: 's3',
        region: 'us-east-1',
        headers: { 'X-Amz-Date': '20130524T000000Z', 'X-Amz-Content-Sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(signed.headers!.Authorization).toMatch(/Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/);
  });
});

describe('uploads and streams through the bucket', () => {
  it('a too-large upload never reaches the bucket; a good one is stored and streams by range', async () => {
    const { app, url } = await startFilesServer(storage);
    try {
      const before = bucket.requests.length;
      const tooLarge = await request(`${url}/upload`, { body: multipartBody({ name: 'Big', type: 'pdf' }, { name: 'big.pdf', head: samples.pdf(), size: MAX_FILE_BYTES + 1 }) });
      expect([tooLarge.status, json(tooLarge).code]).toEqual([413, 'FILE_TOO_LARGE']);
      expect(bucket.requests.length).toBe(before);
      expect(readdirSync(path.join(spoolRoot, '.s3-spool'))).toEqual([]);

      const good = await request(`${url}/upload`, { body: multipartBody({ name: 'Slides', type: 'pdf' }, { name: 'slides.pdf', head: samples.pdf() }) });
      const key = json(good).file!.key;
      expect(bucket.objects.get(key)?.equals(samples.pdf())).toBe(true);
      const part = await request(`${url}/files/${key}`, { headers: { range: 'bytes=0-7' } });
      expect([part.status, part.body.toString(), part.headers['content-range']]).toEqual([206, '%PDF-1.4', `bytes 0-7/${samples.pdf().length}`]);
    } finally {
      await app.close();
    }
  });
});

describe('choosing the storage from configuration', () => {
  const base = () => ({ DATA_DIR: tempDir(), SERVICE_TOKEN: 't' });

  it('the local folder by default (<DATA_DIR>/materials, or MATERIALS_STORAGE_DIR)', () => {
    const env = base();
    expect(storageFromConfig(loadConfig(env))).toEqual(new LocalDiskStorage(path.join(env.DATA_DIR, 'materials')));
    const dir = tempDir();
    expect(storageFromConfig(loadConfig({ ...env, MATERIALS_STORAGE_DIR: dir }))).toEqual(new LocalDiskStorage(dir));
  });

  it('the bucket when MATERIALS_S3_BUCKET is set, which needs both keys and https off loopback', () => {
    const s3Env = { ...base(), MATERIALS_S3_BUCKET: 'b', MATERIALS_S3_ACCESS_KEY_ID: 'id', MATERIALS_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(storageFromConfig(loadConfig(s3Env))).toBeInstanceOf(S3Storage);
    expect(loadConfig(s3Env).materials.s3).toEqual({ endpoint: 'https://s3.us-east-1.amazonaws.com', bucket: 'b', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(() => loadConfig({ ...s3Env, MATERIALS_S3_SECRET_ACCESS_KEY: '' })).toThrow('MATERIALS_S3_BUCKET needs MATERIALS_S3_ACCESS_KEY_ID and MATERIALS_S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({ ...s3Env, MATERIALS_S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(/MATERIALS_S3_ENDPOINT must start with https:\/\//);
  });

  it('the download key is derived from the service token unless MATERIALS_DOWNLOAD_SECRET is set', () => {
    const env = base();
    expect(loadConfig(env).materials.downloadSecret).toBe(loadConfig({ ...env, DATA_DIR: tempDir() }).materials.downloadSecret);
    expect(loadConfig({ ...env, SERVICE_TOKEN: 'other' }).materials.downloadSecret).not.toBe(loadConfig(env).materials.downloadSecret);
    expect(loadConfig({ ...env, MATERIALS_DOWNLOAD_SECRET: 'k' }).materials.downloadSecret).toBe('k');
  });
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
