// Answers with a stored file: one byte range when asked (video and audio seek with it), the type recorded at
// upload (never sniffed by the browser), and a Content-Disposition whose file name cannot break the header.
import { createHash } from 'node:crypto';
import { materialMessage } from '@campus/contracts/materials';
import { notFound } from '@campus/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import { FileMissingError, type ByteRange, type FileStorage } from './storage.js';

export interface SendableFile {
  key: string;
  size: number;
  mimeType: string;
  fileName: string;
}

/**
 * Sends a stored file with Range support (206 with Content-Range, 416 when unsatisfiable), Accept-Ranges, an ETag
 * (If-None-Match, If-Range), inline or attachment, X-Content-Type-Options nosniff. Cache-Control defaults to
 * `private, no-store` unless the route set one.
 */
export async function sendStoredFile(request: FastifyRequest, reply: FastifyReply, storage: FileStorage, file: SendableFile, disposition: 'inline' | 'attachment'): Promise<FastifyReply> {
  const etag = `"${createHash('sha256').update(`${file.key}:${file.size}`).digest('base64url').slice(0, 27)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('content-type', file.mimeType)
    .header('content-disposition', contentDisposition(disposition, file.fileName))
    .header('x-content-type-options', 'nosniff');
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();

  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, file.size) : undefined;
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${file.size}`).send();
  }
  // HEAD: the headers only. An empty stream, not nothing: Fastify's HEAD handling would drain a real one (the
  // whole file read for nothing) and answer Content-Length 0 for no payload.
  const body = request.method === 'HEAD' ? Readable.from([]) : await openStored(storage, file.key, range);
  if (!range) return reply.status(200).header('content-length', file.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

async function openStored(storage: FileStorage, key: string, range: ByteRange | undefined) {
  try {
    return await storage.read(key, range);
  } catch (error) {
    if (error instanceof FileMissingError) throw notFound(materialMessage('FILE_NOT_FOUND'), 'FILE_NOT_FOUND');
    throw error;
  }
}

/**
 * One range of `bytes=a-b`, `bytes=a-` or `bytes=-n` (RFC 9110 §14.1.2), clamped to the file. Anything else
 * (no header, other units, several ranges, bad syntax) is answered with the whole file, as the RFC allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** `inline; filename="plain ASCII"; filename*=UTF-8''percent-encoded` (RFC 6266 / RFC 8187, once RFC 5987). */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_').replace(/[%;]/g, '_') || 'file';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
