// Files in one local folder. A write goes to a hidden temporary file that is renamed onto the key only when
// the whole body arrived, so readers never see a partial file and a failed upload leaves nothing.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertStorageKey } from './storage-keys.js';
import { FileMissingError, type ByteRange, type FileStorage } from './storage.js';

export class LocalDiskStorage implements FileStorage {
  private ready: Promise<unknown> | undefined;

  constructor(readonly dir: string) {}

  async write(key: string, body: NodeJS.ReadableStream): Promise<void> {
    const target = this.pathOf(key);
    await (this.ready ??= mkdir(this.dir, { recursive: true }));
    const temporary = path.join(this.dir, `.upload-${randomUUID()}`);
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
      await rename(temporary, target);
    } catch (error) {
      await removeIfThere(temporary);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<NodeJS.ReadableStream> {
    const file = await open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new FileMissingError(key) : error;
    });
    return file.createReadStream(range ? { start: range.start, end: range.end } : {});
  }

  async size(key: string): Promise<number> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? new FileMissingError(key) : error;
    }
  }

  async remove(key: string): Promise<void> {
    await removeIfThere(this.pathOf(key));
  }

  private pathOf(key: string): string {
    return path.join(this.dir, assertStorageKey(key));
  }
}

async function removeIfThere(file: string): Promise<void> {
  await unlink(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
}
