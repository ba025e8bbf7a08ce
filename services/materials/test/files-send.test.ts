// Sending stored files: byte ranges for seeking, the recorded type and a safe Content-Disposition.
import type { FastifyInstance } from 'fastify';
import { LocalDiskStorage } from '../src/files/local-storage.js';
import type { FileStorage } from '../src/files/storage.js';
import { contentDisposition, parseRange } from '../src/files/send.js';
import { json, multipartBody, request, startFilesServer, tempDir } from './files-support.js';

let app: FastifyInstance;
let url: string;
let fileUrl: string;
const disk = new LocalDiskStorage(tempDir());
let reads = 0;
/** The disk storage, counting reads. */
const storage: FileStorage = {
  write: (key, body) => disk.write(key, body),
  read: (key, range) => ((reads += 1), disk.read(key, range)),
  size: (key) => disk.size(key),
  remove: (key) => disk.remove(key),
};
// 1,000 bytes of text whose every byte is known: byte i is 'a' + (i mod 26).
const content = Buffer.from(Array.from({ length: 1000 }, (_, i) => 97 + (i % 26)));

beforeAll(async () => {
  ({ app, url } = await startFilesServer(storage));
  const answer = await request(`${url}/upload`, { body: multipartBody({ name: 'Notes', type: 'pdf' }, { name: 'Նշումներ week 1.txt', head: content }) });
  fileUrl = `${url}/files/${json(answer).file!.key}`;
});
afterAll(() => app.close());

describe('byte ranges', () => {
  it('without a Range header, the whole file with Accept-Ranges, its type, nosniff and an inline disposition', async () => {
    const answer = await request(fileUrl);
    expect(answer.status).toBe(200);
    expect(answer.body.equals(content)).toBe(true);
    expect(answer.headers).toMatchObject({
      'accept-ranges': 'bytes',
      'content-length': '1000',
      'content-type': 'text/plain; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'content-disposition': `inline; filename="________ week 1.txt"; filename*=UTF-8''%D5%86%D5%B7%D5%B8%D6%82%D5%B4%D5%B6%D5%A5%D6%80%20week%201.txt`,
    });
  });

  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=500-', 500, 999],
    ['bytes=-26', 974, 999],
    ['bytes=990-5000', 990, 999],
    ['bytes=-5000', 0, 999],
  ])('%s answers 206 with bytes %i-%i', async (range, start, end) => {
    const answer = await request(fileUrl, { headers: { range } });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(answer.headers['content-length']).toBe(String(end - start + 1));
    expect(answer.body.equals(content.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=-0'])('%s is unsatisfiable: 416 with the size', async (range) => {
    const answer = await request(fileUrl, { headers: { range } });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe('bytes */1000');
  });

  it('several ranges, other units or bad syntax get the whole file (RFC 9110 lets a server ignore Range)', async () => {
    for (const range of ['bytes=0-1,5-6', 'items=0-1', 'bytes=9-2', 'bytes=abc']) {
      const answer = await request(fileUrl, { headers: { range } });
      expect([range, answer.status, answer.body.length]).toEqual([range, 200, 1000]);
    }
  });

  it('If-Range with the current ETag keeps the range; a stale one gets the whole file; If-None-Match gets 304', async () => {
    const { headers } = await request(fileUrl);
    const etag = headers.etag!;
    expect((await request(fileUrl, { headers: { range: 'bytes=0-1', 'if-range': etag } })).status).toBe(206);
    expect((await request(fileUrl, { headers: { range: 'bytes=0-1', 'if-range': '"old"' } })).status).toBe(200);
    expect((await request(fileUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('parseRange clamps and refuses as RFC 9110 says', () => {
    expect(parseRange('bytes=0-0', 1)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=-1', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 10)).toBeUndefined();
    expect(parseRange(undefined, 10)).toBeUndefined();
  });
});

describe('HEAD', () => {
  it('answers the headers of GET without reading the file', async () => {
    const readsBefore = reads;
    const answer = await request(fileUrl, { method: 'HEAD' });
    expect([answer.status, answer.headers['content-length'], answer.headers['accept-ranges'], answer.body.length]).toEqual([200, '1000', 'bytes', 0]);
    const part = await request(fileUrl, { method: 'HEAD', headers: { range: 'bytes=10-19' } });
    expect([part.status, part.headers['content-length'], part.headers['content-range']]).toEqual([206, '10', 'bytes 10-19/1000']);
    expect(reads).toBe(readsBefore);
  });
});

describe('a file gone from storage', () => {
  it('answers 404 FILE_NOT_FOUND, not a 500 or an empty 200', async () => {
    const answer = await request(`${url}/upload`, { body: multipartBody({ name: 'Gone', type: 'pdf' }, { name: 'gone.txt', head: Buffer.from('soon gone') }) });
    const { key } = json(answer).file!;
    await storage.remove(key);
    const gone = await request(`${url}/files/${key}`);
    expect([gone.status, json(gone).code]).toEqual([404, 'FILE_NOT_FOUND']);
  });
});

describe('Content-Disposition', () => {
  it('a name that tries to end the header or add parameters stays one quoted, percent-encoded name', () => {
    expect(contentDisposition('attachment', 'a";\r\nSet-Cookie: x=1;.pdf')).toBe(`attachment; filename="a____Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%22%3B%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf`);
  });
});
