// Storage keys are made here and nowhere else: a random id and an extension from the sniffed type, never a
// name or path the client sent. Stores check keys again, so a key from a tampered row cannot leave their folder.
import { randomUUID } from 'node:crypto';

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[a-z0-9]{1,8})?$/;

export function generateStorageKey(extension: string): string {
  const safe = /^[a-z0-9]{1,8}$/.test(extension) ? `.${extension}` : '';
  return `${randomUUID()}${safe}`;
}

export function assertStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}
