// The one check of a material's fields, run by the browser form before sending and by the server on what arrives
// (multipart text fields or JSON), so both show the same messages. Pure: no I/O, no clock.
import {
  ACCESS_LEVELS,
  ALLOWED_FILE_NAMES,
  CATEGORY_KEYS,
  DUE_DATE_CATEGORY,
  MATERIAL_LIMITS,
  MATERIAL_TYPES,
  MAX_FILE_BYTES,
  UPLOAD_MODES,
  WEEK_SEGMENTS,
  fileKindAllowed,
  isMaterialType,
  type MaterialType,
  type UploadMode,
} from './constants.js';
import { fieldError, type MaterialFieldError } from './messages.js';

/** create: POST /api/materials · update: PUT /api/materials/:id · assignment: POST /api/materials/assignment/:id */
export type MaterialCheck = 'create' | 'update' | 'assignment';

/** The fields as a form or a request carries them: strings from a form, typed values from JSON. */
export interface MaterialFieldsInput {
  id?: unknown;
  assignmentId?: unknown;
  name?: unknown;
  description?: unknown;
  type?: unknown;
  courseId?: unknown;
  sectionId?: unknown;
  weekSegment?: unknown;
  uploadMode?: unknown;
  link?: unknown;
  embedCode?: unknown;
  semesterId?: unknown;
  metadata?: unknown;
  categoryKey?: unknown;
  accessLevel?: unknown;
  allowDownload?: unknown;
  dueAt?: unknown;
}

export interface MaterialCheckOptions {
  /** A file is chosen now or the material already has one (an update that keeps it). */
  hasFile?: boolean;
  /** The chosen file, when its size and type are known (the browser's File, the server's sniffed upload). */
  file?: { size: number; mimeType: string };
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : value == null ? '' : String(value));
const given = (value: unknown): boolean => text(value) !== '';

/** http or https URL, as a link material needs. */
export function isValidUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A date-time JavaScript reads as a real instant, e.g. 2026-12-01T23:59:00Z. */
export function isValidDateTime(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}

/** metadata as an object or the JSON text of one. */
export function parseMetadata(value: unknown): Record<string, unknown> | undefined {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return undefined;
    }
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
}

/** The upload mode the fields say, or the one their type implies (a link material is a link, else a file). */
export function effectiveUploadMode(fields: MaterialFieldsInput): UploadMode {
  if (UPLOAD_MODES.includes(fields.uploadMode as UploadMode)) return fields.uploadMode as UploadMode;
  return fields.type === 'link' ? 'link' : 'file';
}

type Rule = (fields: MaterialFieldsInput, check: MaterialCheck, options: MaterialCheckOptions) => MaterialFieldError[];

const requiredIdentity: Rule = (fields, check) => {
  if (check === 'create') return given(fields.courseId) ? [] : [fieldError('courseId', 'COURSE_REQUIRED')];
  if (check === 'update') return given(fields.id) ? [] : [fieldError('id', 'ID_REQUIRED')];
  return given(fields.assignmentId) ? [] : [fieldError('assignmentId', 'ASSIGNMENT_REQUIRED')];
};

const nameAndDescription: Rule = (fields) => [
  ...(given(fields.name) ? tooLong('name', fields.name, MATERIAL_LIMITS.name) : [fieldError('name', 'NAME_REQUIRED')]),
  ...(given(fields.description)
    ? tooLong('description', fields.description, MATERIAL_LIMITS.description)
    : [fieldError('description', 'DESCRIPTION_REQUIRED')]),
];

function tooLong(field: string, value: unknown, max: number): MaterialFieldError[] {
  return text(value).length > max ? [fieldError(field, 'TOO_LONG', { field, max })] : [];
}

function oneOf(field: keyof MaterialFieldsInput, values: readonly string[], required: boolean): Rule {
  return (fields) => {
    const value = fields[field];
    if (!given(value) && !required) return [];
    return values.includes(value as string) ? [] : [fieldError(field, 'VALUE_NOT_ALLOWED', { field, allowed: values.join(', ') })];
  };
}

const vocabularies: Rule = (fields, check, options) =>
  [
    oneOf('type', MATERIAL_TYPES, check !== 'update'),
    oneOf('weekSegment', WEEK_SEGMENTS, false),
    oneOf('uploadMode', UPLOAD_MODES, false),
    oneOf('categoryKey', CATEGORY_KEYS, check === 'assignment'),
    oneOf('accessLevel', ACCESS_LEVELS, false),
  ].flatMap((rule) => rule(fields, check, options));

const content: Rule = (fields, _check, options) => {
  const mode = effectiveUploadMode(fields);
  const errors: MaterialFieldError[] = [];
  const needsLink = mode === 'link' || fields.type === 'link';
  if ((needsLink || given(fields.link)) && !isValidUrl(fields.link)) errors.push(fieldError('link', 'LINK_INVALID'));
  else errors.push(...tooLong('link', fields.link, MATERIAL_LIMITS.link));
  if (mode === 'embed' && !given(fields.embedCode)) errors.push(fieldError('embedCode', 'EMBED_REQUIRED'));
  errors.push(...tooLong('embedCode', fields.embedCode, MATERIAL_LIMITS.embedCode));
  if (mode === 'file' && !needsLink && !options.hasFile && !options.file) errors.push(fieldError('file', 'FILE_REQUIRED'));
  return errors;
};

const file: Rule = (fields, _check, { file: chosen }) => {
  if (!chosen) return [];
  if (chosen.size > MAX_FILE_BYTES) return [fieldError('file', 'FILE_TOO_LARGE')];
  if (!isMaterialType(fields.type)) return [];
  const type: MaterialType = fields.type;
  if (fileKindAllowed(type, chosen.mimeType)) return [];
  return [fieldError('file', 'FILE_TYPE_NOT_ALLOWED', { type, allowed: ALLOWED_FILE_NAMES[type] })];
};

const dueDate: Rule = (fields) => {
  if (given(fields.dueAt)) return isValidDateTime(text(fields.dueAt)) ? [] : [fieldError('dueAt', 'DUE_DATE_INVALID')];
  return fields.categoryKey === DUE_DATE_CATEGORY ? [fieldError('dueAt', 'DUE_DATE_REQUIRED')] : [];
};

const metadata: Rule = (fields) =>
  fields.metadata === undefined || fields.metadata === null || fields.metadata === '' || parseMetadata(fields.metadata)
    ? []
    : [fieldError('metadata', 'METADATA_INVALID')];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are given must be well formed (a material's a positive whole number, the others uuids). */
const identifiers: Rule = (fields) => {
  const errors: MaterialFieldError[] = [];
  if (given(fields.id) && !/^[1-9]\d{0,9}$/.test(text(fields.id))) errors.push(fieldError('id', 'ID_INVALID', { field: 'id' }));
  for (const field of ['assignmentId', 'courseId', 'sectionId', 'semesterId'] as const) {
    if (given(fields[field]) && !UUID.test(text(fields[field]))) errors.push(fieldError(field, 'ID_INVALID', { field }));
  }
  return errors;
};

const RULES: Rule[] = [requiredIdentity, identifiers, nameAndDescription, vocabularies, content, file, dueDate, metadata];

/**
 * Every problem of a material's fields, in form order; empty when they may be saved. The server runs it on an
 * update's fields merged over the stored record, so a rule about two fields sees both.
 */
export function checkMaterialFields(
  fields: MaterialFieldsInput,
  check: MaterialCheck,
  options: MaterialCheckOptions = {},
): MaterialFieldError[] {
  return RULES.flatMap((rule) => rule(fields, check, options));
}

/** Fields kept even when empty (spec: Payloads): a description or embed code may be cleared on purpose. */
const KEPT_WHEN_EMPTY = new Set(['description', 'embedCode']);

/** A payload without its empty strings, except description and embed code (spec: Payloads). */
export function dropEmptyStrings<T extends Record<string, unknown>>(payload: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(payload).filter(([key, value]) => value !== '' || KEPT_WHEN_EMPTY.has(key)),
  ) as Partial<T>;
}
