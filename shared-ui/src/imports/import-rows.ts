// What the import screens make of a parsed CSV: the contracts schema of each entity, a row as the preview shows it,
// a message translated from its code and params, and the two files a person downloads (the error report and the
// results with temporary passwords), written with contracts' toCsv and saved by the browser.
import type { TFunction } from 'i18next';
import { toCsv, type ImportEntity, type ImportRowError } from '@campus/contracts/imports';
import type { ExportEntity } from '@campus/contracts/organizational';

/** The server names entities in the plural (routes, imports table), contracts' CSV schemas in the singular. */
export const SCHEMA_OF: Record<ExportEntity, ImportEntity> = { students: 'student', lecturers: 'lecturer', subjects: 'subject', groups: 'group' };

/** Entities whose rows become accounts, so each gets a temporary password in the preview. */
export const HAS_ACCOUNTS: Record<ExportEntity, boolean> = { students: true, lecturers: true, subjects: false, groups: false };

/** SPEC §5: 12 characters in the bulk preview. */
export const PREVIEW_PASSWORD_LENGTH = 12;

export type RowStatus = 'pending' | 'creating' | 'success' | 'error';

/** One row of the preview table. */
export interface PreviewRow {
  row: number;
  name: string;
  email?: string;
  /** The program (students, groups) or department (lecturers, subjects) the row names. */
  unit?: string;
  password?: string;
  status: RowStatus;
  /** The server's reason for an error, or its note on a success. */
  result?: ServerMessage | null;
}

type Values = Record<string, unknown>;
const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A parsed row's name, email and unit as the preview shows them. */
export function describeRow(entity: ExportEntity, values: Values): Pick<PreviewRow, 'name' | 'email' | 'unit'> {
  if (HAS_ACCOUNTS[entity]) {
    const unit = entity === 'students' ? values.program : values.department;
    return { name: `${text(values.firstName)} ${text(values.lastName)}`, email: text(values.email), unit: text(unit) };
  }
  return { name: `${text(values.code)} · ${text(values.name)}`, unit: text(entity === 'groups' ? values.program : values.department) };
}

/** A row the server knows only by its label, "First Last <email>" (after a reload without the previewed CSV). */
export function describeLabel(label: string): Pick<PreviewRow, 'name' | 'email'> {
  const match = /^(.*) <([^>]+)>$/.exec(label);
  return match ? { name: match[1]!, email: match[2]! } : { name: label };
}

/** A message as the server or the parser gives it; without a code (rows finished before codes were stored) or with one the browser does not know, the server's English is shown. */
export interface ServerMessage {
  code?: string | null;
  message: string;
  params?: Record<string, string | number> | null;
}

/** A row error as the server or the parser gives it. */
export type ShownError = Pick<ImportRowError, 'row' | 'field'> & ServerMessage & { code: string };

/** The column's name in the current language, or the key itself for one the entity does not know. */
export function fieldLabel(t: TFunction, entity: ExportEntity, field: string): string {
  return field ? t(`fields.${entity}.${field}`, { defaultValue: field }) : t('errorList.wholeRow');
}

/** The message in the current language: by code with its params (the column by its translated name). */
export function errorText(t: TFunction, entity: ExportEntity, error: ServerMessage & { field?: string }): string {
  if (!error.code) return error.message;
  const params = error.params ?? {};
  const field = typeof params.field === 'string' ? params.field : (error.field ?? '');
  return t(`errors.${error.code}`, { ...params, field: fieldLabel(t, entity, field), context: field || undefined, defaultValue: error.message });
}

/** Saves text as a file, as a download link would. */
export function downloadText(filename: string, content: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The error report: row, field and message, in the current language. */
export function errorReportCsv(t: TFunction, entity: ExportEntity, errors: ShownError[]): string {
  const records = errors.map((error) => ({ row: error.row, field: fieldLabel(t, entity, error.field), message: errorText(t, entity, error) }));
  return toCsv(['row', 'field', 'message'], records, { bom: true });
}

/** The server's word on a row in the current language: its error, or its note on a success ('' when it said none). */
export function resultText(t: TFunction, entity: ExportEntity, row: Pick<PreviewRow, 'result'>): string {
  return row.result ? errorText(t, entity, row.result) : '';
}

/** The results for the office to hand out: each row's person, temporary password and outcome. */
export function resultsCsv(t: TFunction, entity: ExportEntity, rows: PreviewRow[]): string {
  const records = rows.map((row) => ({ ...row, status: t(`status.${row.status}`), result: resultText(t, entity, row) }));
  return toCsv(['row', 'name', 'email', 'password', 'status', 'result'], records, { bom: true });
}
