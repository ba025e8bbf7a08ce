// A material's form as it arrives (multipart with an optional file, or JSON), checked by the contracts' one field
// check, and turned into the columns stored. A file already streamed to storage is removed when the form is refused.
import {
  DEFAULT_ACCESS_LEVEL,
  DEFAULT_WEEK_SEGMENT,
  DUE_DATE_CATEGORY,
  checkMaterialFields,
  dropEmptyStrings,
  effectiveUploadMode,
  materialMessage,
  parseMetadata,
  type MaterialCheck,
  type MaterialFieldError,
  type MaterialFieldsInput,
} from '@campus/contracts/materials';
import { AppError } from '@campus/kit';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { MaterialTable } from './db/material.table.js';
import type { FileStorage, StoredFile } from './files/storage.js';
import { receiveMaterialUpload } from './files/upload.js';
import { sanitizeEmbedCode } from './files/embed.js';

export interface MaterialForm {
  fields: MaterialFieldsInput & Record<string, unknown>;
  file: StoredFile | null;
}

/** 400 VALIDATION_FAILED whose message is the first problem's and whose details list them all. */
export function validationFailed(errors: MaterialFieldError[]): AppError {
  return new AppError(400, 'VALIDATION_FAILED', errors[0]?.message ?? materialMessage('VALIDATION_FAILED'), { errors });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the form: multipart (the file streamed to storage) or a JSON object; empty strings dropped (spec: Payloads). */
export async function readMaterialForm(request: FastifyRequest, storage: FileStorage, materialType?: string): Promise<MaterialForm> {
  if (request.isMultipart()) {
    const upload = await receiveMaterialUpload(request, storage, { materialType });
    return { fields: dropEmptyStrings(upload.fields), file: upload.file };
  }
  return { fields: isRecord(request.body) ? dropEmptyStrings(request.body) : {}, file: null };
}

/** Runs `work` with the form's file; when it fails the file is removed, so a refused form leaves nothing stored. */
export async function keepingFileOnlyIfSaved<T>(storage: FileStorage, form: MaterialForm, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (form.file) await storage.remove(form.file.key).catch(() => undefined);
    throw error;
  }
}

export function assertValid(fields: MaterialFieldsInput, check: MaterialCheck, file: { size: number; mimeType: string } | null, hasStoredFile = false): void {
  const errors = checkMaterialFields(fields, check, { hasFile: hasStoredFile || file !== null, ...(file ? { file } : {}) });
  if (errors.length) throw validationFailed(errors);
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function booleanOf(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0' || value === 'off') return false;
  return fallback;
}

/**
 * The columns of checked fields (everything but course, section, author and file). A due date is kept for homework
 * only; a link only for a link; embed code only for an embed, sanitised to the allowed video hosts.
 */
export function columnsOf(fields: MaterialFieldsInput, embedHosts: string[]) {
  const uploadMode = effectiveUploadMode(fields);
  const categoryKey = (textOrNull(fields.categoryKey) as Insertable<MaterialTable>['category_key']) ?? null;
  return {
    name: String(fields.name).trim(),
    description: String(fields.description ?? '').trim(),
    type: fields.type as Insertable<MaterialTable>['type'],
    week_segment: (textOrNull(fields.weekSegment) ?? DEFAULT_WEEK_SEGMENT) as Insertable<MaterialTable>['week_segment'],
    upload_mode: uploadMode,
    link: uploadMode === 'link' || fields.type === 'link' ? textOrNull(fields.link) : null,
    embed_code: uploadMode === 'embed' ? sanitizeEmbedCode(String(fields.embedCode ?? ''), embedHosts) : null,
    semester_id: textOrNull(fields.semesterId),
    metadata: JSON.stringify(parseMetadata(fields.metadata) ?? {}),
    category_key: categoryKey,
    access_level: (textOrNull(fields.accessLevel) ?? DEFAULT_ACCESS_LEVEL) as Insertable<MaterialTable>['access_level'],
    allow_download: booleanOf(fields.allowDownload, true),
    due_at: categoryKey === DUE_DATE_CATEGORY ? new Date(String(fields.dueAt)).toISOString() : null,
  };
}

/** The file columns of a newly stored file, or cleared ones. */
export function fileColumns(file: StoredFile | null) {
  return { storage_key: file?.key ?? null, file_name: file?.fileName ?? null, file_size: file?.size ?? null, mime_type: file?.mimeType ?? null };
}
