// Receives a material's multipart form: text fields, and at most one file streamed to storage. The file's first
// bytes are read before anything is stored, its real type is checked against the material type, and only then is
// it written, under a generated key, through a guard that counts bytes (50 MB) and keeps checking plain text.
// Storage writes are atomic, so a file rejected half-way (too large, not text after all) leaves nothing behind.
import multipart, { type MultipartFile } from '@fastify/multipart';
import { ALLOWED_FILE_NAMES, MAX_FILE_BYTES, MATERIAL_ERROR_STATUS, materialMessage, type MaterialErrorCode, type MaterialMessageParams } from '@campus/contracts/materials';
import { AppError } from '@campus/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { isAllowed, isPlainText, SNIFF_BYTES, sniffType, takesFile, type SniffedType } from './file-types.js';
import { generateStorageKey } from './storage-keys.js';
import type { FileStorage, StoredFile } from './storage.js';

export { MAX_FILE_BYTES };

export interface ReceivedUpload {
  fields: Record<string, string>;
  file: StoredFile | null;
}

export interface UploadOptions {
  /** The material type when the form has no `type` field (an update keeping its type). */
  materialType?: string;
}

/** Registers @fastify/multipart in the scope of the routes that call receiveMaterialUpload. */
export async function registerMaterialUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_FILE_BYTES, files: 2, fields: 50, fieldSize: 1024 * 1024 } });
}

/**
 * Reads a multipart request: text fields, and at most one file streamed into storage under a generated key,
 * limited to 50 MB while streaming (413 FILE_TOO_LARGE), its real type sniffed from magic bytes and checked
 * against the material type in the `type` field (400 FILE_TYPE_NOT_ALLOWED / FILE_TYPE_INVALID).
 */
export async function receiveMaterialUpload(request: FastifyRequest, storage: FileStorage, options: UploadOptions = {}): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let stored: { file: StoredFile; sniffed: SniffedType; checked: boolean } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (stored || !part.filename) {
        part.file.resume(); // an empty file input of a browser form, or a second file: nothing to keep
      } else {
        stored = await storeFile(part, storage, fields.type ?? options.materialType);
      }
    }
    // The `type` field may come after the file: check now what could not be checked then.
    if (stored && !stored.checked) assertFileFits(fields.type ?? options.materialType, stored.sniffed);
  } catch (error) {
    if (stored) await storage.remove(stored.file.key);
    throw uploadError(error);
  }
  return { fields, file: stored?.file ?? null };
}

async function storeFile(part: MultipartFile, storage: FileStorage, materialType: string | undefined) {
  const source = part.file;
  const { head, complete } = await readHead(source, SNIFF_BYTES);
  const sniffed = await sniffType(head, complete);
  const checked = materialType !== undefined;
  if (checked) {
    try {
      assertFileFits(materialType, sniffed);
    } catch (error) {
      source.resume();
      throw error;
    }
  }
  if (head.length === 0) throw fileError('FILE_TYPE_INVALID');
  const key = generateStorageKey(sniffed.extension);
  const guard = new UploadGuard(head, sniffed.kind === 'txt');
  source.on('limit', () => guard.destroy(tooLarge()));
  source.on('error', (error) => guard.destroy(error));
  source.pipe(guard);
  try {
    await storage.write(key, guard);
  } catch (error) {
    source.unpipe(guard);
    source.resume();
    throw error;
  }
  const file: StoredFile = { key, size: guard.bytes, mimeType: sniffed.mimeType, fileName: safeFileName(part.filename) };
  if (sniffed.kind !== 'txt' || guard.text) return { file, sniffed, checked };
  // Began as text, turned out binary further on: now an unknown kind, checked again (interactive takes it).
  const binary: SniffedType = { mimeType: 'application/octet-stream', extension: sniffed.extension };
  file.mimeType = binary.mimeType;
  return { file, sniffed: binary, checked: false };
}

function assertFileFits(materialType: string | undefined, sniffed: SniffedType): void {
  if (!takesFile(materialType)) throw fileError('FILE_TYPE_INVALID');
  if (!isAllowed(materialType, sniffed)) throw fileError('FILE_TYPE_NOT_ALLOWED', { type: materialType, allowed: ALLOWED_FILE_NAMES[materialType] });
}

/** Passes the already-read head, then the rest; counts bytes (fails past 50 MB) and, for text, whether it stays text. */
class UploadGuard extends Transform {
  bytes: number;
  /** Still plain text from the first byte to the last (only followed when the head was text). */
  text: boolean;
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });

  constructor(head: Buffer, text: boolean) {
    super();
    this.bytes = head.length;
    this.text = text && isPlainText(head, false, this.decoder);
    this.push(head);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > MAX_FILE_BYTES) return callback(tooLarge());
    if (this.text) this.text = isPlainText(chunk, false, this.decoder);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    if (this.text) this.text = isPlainText(Buffer.alloc(0), true, this.decoder);
    callback();
  }
}

/** The first `bytes` of a stream (or all of it, if shorter), leaving the stream paused at that point. */
function readHead(stream: Readable, bytes: number): Promise<{ head: Buffer; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const stop = () => {
      stream.pause();
      stream.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onError = (error: Error) => (stop(), reject(error));
    function finish(complete: boolean) {
      stop();
      resolve({ head: Buffer.concat(chunks), complete });
    }
    stream.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/** The uploader's name for display: no folders, no control characters, at most 255 characters. */
export function safeFileName(name: string): string {
  const base = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').replace(/^\.+/, '').trim().slice(-255);
  return clean || 'file';
}

const tooLarge = () => fileError('FILE_TOO_LARGE');

/** An error of the `file` field in the materials' error model (contracts: code, status, message, params). */
function fileError(code: MaterialErrorCode, params?: MaterialMessageParams): AppError {
  const message = materialMessage(code, params);
  return new AppError(MATERIAL_ERROR_STATUS[code] ?? 400, code, message, { errors: [{ field: 'file', code, message, ...(params ? { params } : {}) }] });
}

/** Our errors as they are; the multipart plugin's limits in the same words. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return new AppError(400, 'TOO_MANY_FILES', materialMessage('TOO_MANY_FILES'));
  return error;
}
