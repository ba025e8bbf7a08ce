// Uploads over a real socket: the 50 MB limit while streaming, the real type checked, safe storage names,
// and nothing left on disk by a rejected upload.
import { readdirSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LocalDiskStorage } from '../src/files/local-storage.js';
import { MAX_FILE_BYTES } from '../src/files/upload.js';
import { json, multipartBody, request, samples, startFilesServer, tempDir, type FilePart } from './files-support.js';

let app: FastifyInstance;
let url: string;
let dir: string;

beforeAll(async () => {
  dir = tempDir();
  ({ app, url } = await startFilesServer(new LocalDiskStorage(dir)));
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true }); // 90 MB of test files
});

const upload = (fields: Record<string, string>, file?: FilePart, options?: { fileFirst?: boolean }) =>
  request(`${url}/upload`, { body: multipartBody(fields, file, options) });
/** The status, and the body's code when it is not the expected one (a failure then says why). */
const statusAndCode = (answer: { status: number; body: Buffer }) => (answer.status < 300 ? answer.status : `${answer.status} ${answer.body.toString('utf8')}`);
/** Resolves when `condition` holds, checking at every turn of the event loop (fails the test after 10 s). */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in 10 s');
    await new Promise((resolve) => setImmediate(resolve));
  }
}
/** Everything in the storage folder, hidden temporary files included. */
const filesOnDisk = () => readdirSync(dir);

describe('the 50 MB limit, enforced while streaming', () => {
  it('when a file is 50 MB + 1 byte, then 413 FILE_TOO_LARGE and nothing is left on disk', async () => {
    const before = filesOnDisk();
    const answer = await upload({ name: 'Big', type: 'pdf' }, { name: 'big.pdf', head: samples.pdf(), size: MAX_FILE_BYTES + 1 });
    expect(answer.status).toBe(413);
    expect(json(answer)).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'File size exceeds 50MB limit', details: { errors: [{ field: 'file', code: 'FILE_TOO_LARGE' }] } });
    expect(filesOnDisk()).toEqual(before);
  });

  it('when a file is exactly 50 MB, then it is stored whole', async () => {
    const answer = await upload({ name: 'Exactly 50 MB', type: 'pdf' }, { name: 'exact.pdf', head: samples.pdf(), size: MAX_FILE_BYTES });
    expect(statusAndCode(answer)).toEqual(201);
    const { file } = json(answer);
    expect(file).toMatchObject({ size: MAX_FILE_BYTES, mimeType: 'application/pdf', fileName: 'exact.pdf' });
    expect(statSync(path.join(dir, file!.key)).size).toBe(MAX_FILE_BYTES);
  });
});

describe('the type is the content, not the name or the header', () => {
  it('when a PDF is renamed .mp4 and sent as a video, then 400 FILE_TYPE_NOT_ALLOWED and nothing is stored', async () => {
    const before = filesOnDisk();
    const answer = await upload({ name: 'Not a video', type: 'video' }, { name: 'lecture.mp4', contentType: 'video/mp4', head: samples.pdf() });
    expect(answer.status).toBe(400);
    expect(json(answer)).toMatchObject({
      code: 'FILE_TYPE_NOT_ALLOWED',
      message: 'Invalid file type for video. Allowed: mp4, avi, mov, wmv, quicktime',
      details: { errors: [{ field: 'file', code: 'FILE_TYPE_NOT_ALLOWED', params: { type: 'video', allowed: 'mp4, avi, mov, wmv, quicktime' } }] },
    });
    expect(filesOnDisk()).toEqual(before);
  });

  it('when a docx is sent as a pdf-type material with a wrong header, then it is accepted as a docx', async () => {
    const answer = await upload({ name: 'Syllabus', type: 'pdf' }, { name: 'syllabus.docx', contentType: 'application/octet-stream', head: samples.docx() });
    expect(statusAndCode(answer)).toEqual(201);
    expect(json(answer).file).toMatchObject({ mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', fileName: 'syllabus.docx' });
    expect(json(answer).file!.key).toMatch(/\.docx$/);
  });

  it('when the type field comes after the file, then the file is checked at the end and removed if it does not fit', async () => {
    const before = filesOnDisk();
    const answer = await upload({ name: 'Late type', type: 'audio' }, { name: 'song.mp3', head: samples.mp4() }, { fileFirst: true });
    expect(answer.status).toBe(400);
    expect(json(answer)).toMatchObject({ code: 'FILE_TYPE_NOT_ALLOWED', message: 'Invalid file type for audio. Allowed: mpeg, wav, mp3, x-wav' });
    expect(filesOnDisk()).toEqual(before);
  });

  it('when a text file turns binary after its first 64 KB, then a pdf-type material refuses it and nothing is left', async () => {
    const before = filesOnDisk();
    const head = Buffer.concat([Buffer.alloc(70 * 1024, 'a'), Buffer.from([0, 1, 2])]);
    const answer = await upload({ name: 'Sneaky', type: 'pdf' }, { name: 'notes.txt', head, size: 200 * 1024, fill: 0 });
    expect(answer.status).toBe(400);
    expect(json(answer).code).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(filesOnDisk()).toEqual(before);
  });

  it('when a file is sent for a link material, or is empty, then 400 FILE_TYPE_INVALID', async () => {
    const link = await upload({ name: 'A link', type: 'link' }, { name: 'a.pdf', head: samples.pdf() });
    expect([link.status, json(link).code, json(link).message]).toEqual([400, 'FILE_TYPE_INVALID', 'Invalid file type']);
    const empty = await upload({ name: 'Empty', type: 'pdf' }, { name: 'empty.txt', head: Buffer.alloc(0) });
    expect([empty.status, json(empty).code]).toEqual([400, 'FILE_TYPE_INVALID']);
  });

  it('an interactive material takes any content, typed application/octet-stream when unknown', async () => {
    const answer = await upload({ name: 'Simulation', type: 'interactive' }, { name: 'sim.bin', head: Buffer.from([0, 1, 2, 3, 250, 251]) });
    expect(statusAndCode(answer)).toEqual(201);
    expect(json(answer).file).toMatchObject({ mimeType: 'application/octet-stream', size: 6 });
  });
});

describe('an upload cut off by the client', () => {
  it('leaves nothing on disk once the server has seen the connection close', async () => {
    const before = filesOnDisk();
    const body = multipartBody({ name: 'Cut', type: 'video' }, { name: 'cut.mp4', head: samples.mp4(), size: 30 * 1024 * 1024 });
    await new Promise<void>((resolve) => {
      const outgoing = http.request(`${url}/upload`, { method: 'POST', headers: { 'content-type': body.contentType, 'content-length': body.length } });
      outgoing.on('error', () => resolve());
      let sent = 0;
      body.stream.on('data', (chunk: Buffer) => {
        sent += chunk.length;
        if (sent > 8 * 1024 * 1024) outgoing.destroy();
      });
      body.stream.pipe(outgoing);
    });
    // The server notices the close on its own time: wait for the visible state, the folder as it was.
    await until(() => filesOnDisk().length === before.length);
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('one file per material', () => {
  it('when a form carries three files, then 400 TOO_MANY_FILES and none is kept', async () => {
    const before = filesOnDisk();
    const boundary = 'campus-three-files';
    const file = (n: number) => `--${boundary}\r\nContent-Disposition: form-data; name="file${n}"; filename="f${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n${samples.pdf().toString()}\r\n`;
    const text = `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\npdf\r\n${file(1)}${file(2)}${file(3)}--${boundary}--\r\n`;
    const body = { stream: Readable.from([Buffer.from(text)]), contentType: `multipart/form-data; boundary=${boundary}`, length: Buffer.byteLength(text) };
    const answer = await request(`${url}/upload`, { body });
    expect([answer.status, json(answer).code]).toEqual([400, 'TOO_MANY_FILES']);
    expect(filesOnDisk()).toEqual(before);
  });
});

describe('storage names', () => {
  it('when the file name is a path, then the file is stored under a generated key and only its base name is kept', async () => {
    const answer = await upload({ name: 'Traversal', type: 'pdf' }, { name: '../../etc/passwd.pdf', head: samples.pdf() });
    expect(statusAndCode(answer)).toEqual(201);
    const { file, fields } = json(answer);
    expect(file!.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/);
    expect(file!.fileName).toBe('passwd.pdf');
    expect(fields).toEqual({ name: 'Traversal', type: 'pdf' });
    expect(statSync(path.join(dir, file!.key)).isFile()).toBe(true);
    expect(filesOnDisk().every((name) => !name.includes('passwd') && !name.startsWith('.upload-'))).toBe(true);
  });

  it('when a form has no file (an empty file input), then only its fields come back', async () => {
    const answer = await upload({ name: 'Just a link', type: 'link', link: 'https://example.org' }, { name: '', head: Buffer.alloc(0) });
    expect(statusAndCode(answer)).toEqual(201);
    expect(json(answer)).toEqual({ fields: { name: 'Just a link', type: 'link', link: 'https://example.org' }, file: null });
  });
});

describe('memory while uploading', () => {
  it('a 40 MB upload does not hold the file in memory (RSS delta reported)', async () => {
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const size = 40 * 1024 * 1024;
    const answer = await upload({ name: 'Video', type: 'video' }, { name: 'lecture.mp4', head: samples.mp4(), size });
    clearInterval(sampler);
    expect(statusAndCode(answer)).toEqual(201);
    expect(json(answer).file!.size).toBe(size);
    const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    console.log(`40 MB upload: RSS before ${mb(before)} MB, peak ${mb(peak)} MB, delta ${mb(peak - before)} MB (client and server in this process)`);
  });
});
