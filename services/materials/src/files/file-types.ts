// What a file really is, from its first bytes (magic numbers via `file-type`; plain text = UTF-8 without NUL),
// named by the media types of the contracts' allow-lists (spec: Material files). The client's name and header
// are not asked.
import { fileKindAllowed, isMaterialType, type MaterialType } from '@campus/contracts/materials';
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  /** file-type's extension ('pdf', 'cfb', 'docx', 'mp4', 'asf'…), 'txt' for text, undefined when unknown. */
  kind?: string;
  mimeType: string;
  /** The storage key's extension. */
  extension: string;
}

/** Enough for every allowed format: a docx's [Content_Types].xml is its first entry, a few hundred bytes in. */
export const SNIFF_BYTES = 64 * 1024;

// cfb is OLE2, the container of .doc (also of .xls/.ppt, which its magic bytes alone cannot tell apart);
// asf is the container of .wmv (an audio-only ASF is told apart below).
const MIME_OF: Record<string, string> = { cfb: 'application/msword', asf: 'video/x-ms-wmv', avi: 'video/x-msvideo', wav: 'audio/wav' };
const EXTENSION_OF: Record<string, string> = { cfb: 'doc', asf: 'wmv' };

/** `head` is the file's first SNIFF_BYTES (or all of it); `complete` says whether it is the whole file. */
export async function sniffType(head: Buffer, complete: boolean): Promise<SniffedType> {
  const detected = await fileTypeFromBuffer(head);
  // An ASF container whose stream is audio is Windows Media Audio, not a video.
  if (detected?.mime === 'audio/x-ms-asf') return { kind: 'wma', mimeType: 'audio/x-ms-wma', extension: 'wma' };
  if (detected) {
    return { kind: detected.ext, mimeType: MIME_OF[detected.ext] ?? detected.mime, extension: EXTENSION_OF[detected.ext] ?? detected.ext };
  }
  if (isPlainText(head, complete)) return { kind: 'txt', mimeType: 'text/plain; charset=utf-8', extension: 'txt' };
  return { mimeType: 'application/octet-stream', extension: 'bin' };
}

/** Valid UTF-8 without NUL; `complete: false` tolerates a character cut at the end of a chunk. */
export function isPlainText(bytes: Buffer, complete: boolean, decoder = new TextDecoder('utf-8', { fatal: true })): boolean {
  if (bytes.includes(0)) return false;
  try {
    decoder.decode(bytes, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** True when a file of this sniffed type may be uploaded as this material type (the contracts' lists). */
export function isAllowed(materialType: string, sniffed: SniffedType): boolean {
  return takesFile(materialType) && fileKindAllowed(materialType, sniffed.mimeType);
}

/** Whether a material of this type may have a file at all (link materials and unknown types may not). */
export function takesFile(materialType: string | undefined): materialType is MaterialType {
  return isMaterialType(materialType) && materialType !== 'link';
}
