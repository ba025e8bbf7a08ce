// The material form's values, how they become the multipart body the service reads, and how a save's failure
// reads to a person (spec: 'Network error during upload' / 'Upload failed (status)' and the update equivalents).
import { isApiError, materialErrorText, materialFieldIssues, type MaterialFieldIssue } from '@campus/shared-ui';
import {
  DEFAULT_ACCESS_LEVEL,
  DEFAULT_WEEK_SEGMENT,
  DUE_DATE_CATEGORY,
  MAX_FILE_BYTES,
  checkMaterialFields,
  dropEmptyStrings,
  type AccessLevel,
  type CategoryKey,
  type Material,
  type MaterialCheckOptions,
  type MaterialType,
  type UploadMode,
  type WeekSegment,
} from '@campus/contracts/materials';
import type { TFunction } from 'i18next';

export interface MaterialFormValues {
  assignmentId?: string;
  categoryKey?: CategoryKey;
  name: string;
  description: string;
  type: MaterialType;
  uploadMode: UploadMode;
  link: string;
  embedCode: string;
  weekSegment: WeekSegment;
  accessLevel: AccessLevel;
  allowDownload: boolean;
  /** As a datetime-local input holds it: 2026-12-01T23:59, the person's local time. */
  dueAt: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as the local date-time a datetime-local input shows. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as the ISO instant the service stores ('' stays '': no due date). */
export function fromLocalInput(local: string): string {
  const time = local ? Date.parse(local) : NaN;
  return Number.isNaN(time) ? local : new Date(time).toISOString();
}

export function initialValues(material: Material | undefined, defaults: Partial<MaterialFormValues>): MaterialFormValues {
  return {
    name: material?.name ?? '',
    description: material?.description ?? '',
    type: material?.type ?? 'pdf',
    uploadMode: material?.uploadMode ?? 'file',
    link: material?.link ?? '',
    embedCode: material?.embedCode ?? '',
    weekSegment: material?.weekSegment ?? DEFAULT_WEEK_SEGMENT,
    accessLevel: material?.accessLevel ?? DEFAULT_ACCESS_LEVEL,
    allowDownload: material?.allowDownload ?? true,
    dueAt: toLocalInput(material?.dueAt ?? null),
    categoryKey: material?.categoryKey ?? undefined,
    assignmentId: material?.sectionId ?? undefined,
    ...defaults,
  };
}

/** The fields a mode shows: a link material has a link, embedded video its code, anything else a file. */
export function effectiveMode(values: Pick<MaterialFormValues, 'type' | 'uploadMode'>): UploadMode {
  return values.type === 'link' ? 'link' : values.uploadMode;
}

/**
 * The file as the contracts' check reads it. Browsers leave the type empty for kinds they do not know, so then
 * only the size is checked here and the server decides the kind from the file's bytes.
 */
function fileOptions(file: File | null, keepsFile: boolean): MaterialCheckOptions {
  if (!file) return { hasFile: keepsFile };
  if (file.type || file.size > MAX_FILE_BYTES) return { file: { size: file.size, mimeType: file.type } };
  return { hasFile: true };
}

/** What the service would refuse, checked before anything is sent. */
export function checkForm(values: MaterialFormValues, file: File | null, material: Material | undefined): MaterialFieldIssue[] {
  const fields = { ...payloadFields(values), id: material?.id, assignmentId: material ? undefined : values.assignmentId };
  return checkMaterialFields(fields, material ? 'update' : 'assignment', fileOptions(file, Boolean(material?.filePath)));
}

function payloadFields(values: MaterialFormValues) {
  const mode = effectiveMode(values);
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    type: values.type,
    uploadMode: mode,
    link: mode === 'link' ? values.link.trim() : '',
    embedCode: mode === 'embed' ? values.embedCode.trim() : '',
    weekSegment: values.weekSegment,
    accessLevel: values.accessLevel,
    allowDownload: String(values.allowDownload),
    categoryKey: values.categoryKey ?? '',
    dueAt: values.categoryKey === DUE_DATE_CATEGORY ? fromLocalInput(values.dueAt) : '',
  };
}

/** The multipart body: empty strings dropped except description and embed code (spec: Payloads). */
export function toFormData(values: MaterialFormValues, file: File | null, material: Material | undefined): FormData {
  const body = new FormData();
  const fields = dropEmptyStrings({ ...payloadFields(values), ...(material ? { id: String(material.id) } : {}) });
  for (const [key, value] of Object.entries(fields)) body.append(key, value as string);
  if (file && effectiveMode(values) === 'file') body.append('file', file, file.name);
  return body;
}

/** The sentence for a failed save; `kind` picks the spec's upload or update wording. */
export function saveFailureText(t: TFunction, error: unknown, kind: 'upload' | 'update'): string {
  if (!isApiError(error)) return materialErrorText(t, error);
  if (error.status === 0) return t(`form.${kind}NetworkError`);
  if (materialFieldIssues(error).length > 0) return t('form.fixFields');
  if (error.code) return materialErrorText(t, error);
  if (error.status === 413) return t('errors.FILE_TOO_LARGE', { ns: 'materials' });
  return t(`form.${kind}Failed`, { status: error.status });
}
