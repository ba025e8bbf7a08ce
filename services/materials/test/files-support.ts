// Test support for the files module: a real kit server on 127.0.0.1 with upload and stream routes over a
// storage, multipart bodies streamed from a generator (a 50 MB body is never built in memory), and tiny
// genuine files of each allowed format.
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer, loadConfig, notFound, type Config } from '@campus/kit';
import { registerMaterialUploads, receiveMaterialUpload } from '../src/files/upload.js';
import { sendStoredFile } from '../src/files/send.js';
import type { FileStorage, StoredFile } from '../src/files/storage.js';

export function tempDir(prefix = 'materials-files-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

export function filesTestConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ DATA_DIR: tempDir(), SERVICE_TOKEN: 'files-test-token', LOG_LEVEL: 'silent', ...env });
}

/** POST /upload stores what receiveMaterialUpload accepts; GET /files/:key streams it (inline). */
export async function startFilesServer(storage: FileStorage): Promise<{ app: FastifyInstance; url: string; stored: Map<string, StoredFile> }> {
  const app = await createServer(filesTestConfig());
  const stored = new Map<string, StoredFile>();
  await app.register(async (scope) => {
    await registerMaterialUploads(scope);
    scope.post('/upload', async (request, reply) => {
      const upload = await receiveMaterialUpload(request, storage);
      if (upload.file) stored.set(upload.file.key, upload.file);
      return reply.status(201).send(upload);
    });
    scope.get<{ Params: { key: string } }>('/files/:key', async (request, reply) => {
      const file = stored.get(request.params.key);
      if (!file) throw notFound();
      return sendStoredFile(request, reply, storage, file, 'inline');
    });
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, stored };
}

export interface FilePart {
  name: string;
  contentType?: string;
  /** The file's first bytes; `size` bytes in all, the rest filled with `fill`. */
  head: Buffer;
  size?: number;
  fill?: number;
}

export interface MultipartBody {
  stream: Readable;
  contentType: string;
  length: number;
}

/** A multipart/form-data body: fields in order, then (or, with fileFirst, before them) one file. */
export function multipartBody(fields: Record<string, string>, file?: FilePart, options: { fileFirst?: boolean } = {}): MultipartBody {
  const boundary = `----campus${Math.random().toString(16).slice(2)}`;
  const fieldParts = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const size = file ? (file.size ?? file.head.length) : 0;
  const fileHeader = file ? Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`) : Buffer.alloc(0);
  const fileEnd = Buffer.from(file ? '\r\n' : '');
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const fieldBytes = fieldParts.reduce((sum, part) => sum + part.length, 0);
  const length = fieldBytes + fileHeader.length + size + fileEnd.length + closing.length;
  function* chunks(): Generator<Buffer> {
    if (!options.fileFirst) yield* fieldParts;
    if (file) {
      yield fileHeader;
      yield* fileBytes(file.head, size, file.fill ?? 0x20);
      yield fileEnd;
    }
    if (options.fileFirst) yield* fieldParts;
    yield closing;
  }
  return { stream: Readable.from(chunks(), { objectMode: false }), contentType: `multipart/form-data; boundary=${boundary}`, length };
}

const FILLER_CHUNK = 256 * 1024;

function* fileBytes(head: Buffer, size: number, fill: number): Generator<Buffer> {
  yield head.subarray(0, size);
  const filler = Buffer.alloc(FILLER_CHUNK, fill);
  for (let left = size - head.length; left > 0; left -= FILLER_CHUNK) yield left >= FILLER_CHUNK ? filler : filler.subarray(0, left);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** Sends a request over a real socket, streaming the body. */
export function request(url: string, options: { method?: string; headers?: Record<string, string | number>; body?: MultipartBody } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers, ...(options.body ? { 'content-type': options.body.contentType, 'content-length': options.body.length } : {}) };
    const outgoing = http.request(url, { method: options.method ?? (options.body ? 'POST' : 'GET'), headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    // The server may answer (413) before the whole body is sent and close: that is not a failure of the test.
    outgoing.on('error', (error: NodeJS.ErrnoException) => (error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error)));
    if (options.body) options.body.stream.pipe(outgoing);
    else outgoing.end();
  });
}

/** What the test routes and the kit's error model answer. */
export interface AnswerBody {
  fields?: Record<string, string>;
  file?: StoredFile | null;
  code?: string;
  message?: string;
  details?: { errors: { field: string; code: string; message: string; params?: Record<string, string> }[] };
}

export const json = (answer: Answer) => JSON.parse(answer.body.toString('utf8')) as AnswerBody;

/** Minimal genuine files: magic bytes as the formats define them. */
export const samples = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'),
  doc: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  docx: () =>
    storedZip([
      ['[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>'],
      ['_rels/.rels', '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"/>'],
      ['word/document.xml', '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>'],
    ]),
  txt: () => Buffer.from('Դասախոսության նշումներ — Lecture notes — Конспект лекции\n'),
  mp4: () => isoMedia('isom'),
  mov: () => isoMedia('qt  '),
  avi: () => riff('AVI LIST'),
  wav: () => riff('WAVEfmt '),
  wmv: () => asf('c0ef19bc4d5bcf11a8fd00805f5c442b'),
  wma: () => asf('409e69f84d5bcf11a8fd00805f5c442b'),
  mp3: () => Buffer.concat([Buffer.from('ID3'), Buffer.from([3, 0, 0, 0, 0, 0, 0]), Buffer.from([0xff, 0xfb, 0x90, 0x64]), Buffer.alloc(400)]),
  png: () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64)]),
};

/** An ASF header object holding one stream properties object of the given stream type (video or audio). */
function asf(streamType: string): Buffer {
  const header = Buffer.alloc(30);
  Buffer.from('3026b2758e66cf11a6d900aa0062ce6c', 'hex').copy(header);
  header.writeBigUInt64LE(30n + 64n, 16);
  header.writeUInt32LE(1, 24);
  header.writeUInt16LE(0x0201, 28);
  const stream = Buffer.alloc(64);
  Buffer.from('9107dcb7b7a9cf118ee600c00c205365', 'hex').copy(stream);
  stream.writeBigUInt64LE(64n, 16);
  Buffer.from(streamType, 'hex').copy(stream, 24);
  return Buffer.concat([header, stream, Buffer.alloc(64)]);
}

function isoMedia(brand: string): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write(`ftyp${brand}`, 4, 'latin1');
  ftyp.write(`\0\0\0\0${brand}mp41`, 12, 'latin1');
  return Buffer.concat([ftyp, Buffer.alloc(64)]);
}

function riff(form: string): Buffer {
  const header = Buffer.alloc(16);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(1024, 4);
  header.write(form, 8, 'latin1');
  return Buffer.concat([header, Buffer.alloc(64)]);
}

/** A zip of stored (uncompressed) entries: enough for an Office Open XML document. */
export function storedZip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}
