// Where material files live. Callers name files only by generated keys (storage-keys.ts); every store writes
// atomically: after a failed or rejected write nothing is left under the key or beside it.
import type { Config, MaterialsConfig } from '@campus/kit';
import { LocalDiskStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';

export interface StoredFile {
  key: string;
  size: number;
  mimeType: string;
  /** The uploader's file name, sanitised, for display and Content-Disposition only. */
  fileName: string;
}

/** A byte range, both ends included (as in HTTP's Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStorage {
  /** Streams `body` to `key`; on any error (the body's included) nothing is kept. */
  write(key: string, body: NodeJS.ReadableStream): Promise<void>;
  /** Fails with FileMissingError when there is no such file. */
  read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream>;
  size(key: string): Promise<number>;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}

export class FileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file has the key ${key}`);
    this.name = 'FileMissingError';
  }
}

/** The S3-compatible bucket when MATERIALS_S3_BUCKET is set, else the local folder (MATERIALS_STORAGE_DIR). */
export function storageFromConfig(config: Pick<Config, 'materials'> | MaterialsConfig): FileStorage {
  const materials = 'materials' in config ? config.materials : config;
  if (materials.s3) return new S3Storage(materials.s3, materials.storageDir);
  return new LocalDiskStorage(materials.storageDir);
}
