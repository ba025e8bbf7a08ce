// The CSV export helper (SPEC §3): selected fields, header on or off, dates as ISO (2026-09-01), US (09/01/2026) or
// EU (01.09.2026 — the dotted form Armenia, Russia and most of continental Europe write). A date is a Date or a
// string in ISO form (2026-09-01 or 2026-09-01T08:30:00Z); a timestamp keeps its time as HH:mm (UTC) in the US and
// EU forms and is left whole in ISO. Lists are joined with "; ". Quoting is papaparse's (RFC 4180, CRLF lines).
// Only ISO dates can be imported again.
//
// Formula injection: a text cell starting with = + - @ tab or CR would run as a formula when the file is opened in
// a spreadsheet, so it is written with a leading apostrophe ('=SUM(A1)), which spreadsheets show as text;
// parseImportCsv removes that apostrophe again. Numbers are written as they are (-5 stays -5).
import Papa from 'papaparse';
import type { ImportDelimiter } from './parse.js';
import { IMPORT_SCHEMAS, type ImportEntity } from './registry.js';

export type CsvDateFormat = 'iso' | 'us' | 'eu';

export interface CsvExportOptions {
  /** The columns, in order; by default every field of the entity, or the given field list. */
  fields?: readonly string[];
  /** Write the header row (default true). */
  header?: boolean;
  /** Default 'iso'. */
  dateFormat?: CsvDateFormat;
  /** Default ','. */
  delimiter?: ImportDelimiter;
  /** Start with a UTF-8 byte-order mark, which Excel needs to read Armenian and Russian text (default false). */
  bom?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/;

function formatDate(text: string, format: CsvDateFormat): string {
  const match = ISO_DATE_TIME.exec(text);
  if (!match || format === 'iso') return text;
  const hasTime = match[4] !== undefined;
  const instant = hasTime && ZONE.test(text) ? new Date(text) : undefined;
  if (instant && Number.isNaN(instant.getTime())) return text;
  // A timestamp with a zone is shown in UTC, like a Date.
  const utc = instant ? instant.toISOString() : text;
  const [year, month, day] = [utc.slice(0, 4), utc.slice(5, 7), utc.slice(8, 10)];
  const date = format === 'us' ? `${month}/${day}/${year}` : `${day}.${month}.${year}`;
  return hasTime ? `${date} ${utc.slice(11, 16)}` : date;
}

function cell(value: unknown, format: CsvDateFormat): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const iso = value.toISOString();
    return formatDate(iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso, format);
  }
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'string') return formatDate(value, format);
  return value;
}

/** Records (API objects or import records) as CSV text, for an entity's fields or a list of field names. */
export function toCsv(
  entityOrFields: ImportEntity | readonly string[],
  records: readonly Record<string, unknown>[],
  options: CsvExportOptions = {},
): string {
  const { header = true, dateFormat = 'iso', delimiter = ',', bom = false } = options;
  const fields =
    options.fields ?? (typeof entityOrFields === 'string' ? Object.keys(IMPORT_SCHEMAS[entityOrFields].fields) : entityOrFields);
  const rows = records.map((record) => fields.map((field) => cell(record[field], dateFormat)));
  const text = Papa.unparse(
    { fields: [...fields], data: rows },
    { header, delimiter, newline: '\r\n', escapeFormulae: FORMULA_START },
  );
  return `${bom ? '\uFEFF' : ''}${text}${text === '' ? '' : '\r\n'}`;
}
