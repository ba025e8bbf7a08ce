// Reading an import CSV with papaparse, the same in the browser (preview) and on the server (never trust the client),
// by the rules of SPEC §5 "CSV parsing":
// - quoted cells with doubled quotes ("a ""b"""), and line breaks inside quoted cells;
// - a UTF-8 BOM is dropped; CRLF, LF and lone CR all end a line;
// - the delimiter is ',' ';' or tab (Excel writes ';' in Armenian and Russian locales, a paste from a spreadsheet
//   is tab-separated): the one that splits the header into the most known columns wins, ',' on a tie, and the
//   result names it so the page can say "read as semicolon-separated";
// - header cells match a field ignoring case and punctuation, by key (studentId, student_id), label ("Student ID")
//   or alias (studentNumber); unknown columns are listed in `unknownColumns` and ignored; a missing required
//   column, or a column given twice, fails the whole file (parseError);
// - rows are numbered as in a spreadsheet: the header is row 1; blank rows are skipped but keep their number;
// - a row with more or fewer cells than the header is one row error; cells are trimmed, empty cells are absent
//   (so defaults apply), numbers become numbers; a leading apostrophe that toCsv added before = + - @ is removed;
// - at most IMPORT_LIMITS.maxRows rows and IMPORT_LIMITS.maxMegabytes of text.
import Papa from 'papaparse';
import { checkCell, normalizeName, requiredIssue, type ImportFieldDef } from './fields.js';
import { issue, type ImportIssue, type ImportMessageCode, type ImportMessageParams } from './messages.js';
import { IMPORT_SCHEMAS, type ImportEntity, type ImportRecordOf } from './registry.js';
import type { ImportFields, ImportSchema } from './schema.js';

export const IMPORT_LIMITS = { maxRows: 20_000, maxMegabytes: 10 } as const;
const MAX_CHARS = IMPORT_LIMITS.maxMegabytes * 1024 * 1024;

export const IMPORT_DELIMITERS = [',', ';', '\t'] as const;
export type ImportDelimiter = (typeof IMPORT_DELIMITERS)[number];

/** One problem in one row; `field` is the field key, or '' when the row as a whole is wrong. */
export interface ImportRowError {
  row: number;
  field: string;
  code: ImportMessageCode;
  message: string;
  params: ImportMessageParams;
}

export interface ImportParseResult<T> {
  /** The valid rows, typed, in file order. */
  rows: { row: number; values: T }[];
  /** Every problem of every invalid row; an import must not start while there is one. */
  errors: ImportRowError[];
  /** The file as a whole could not be read (nothing else is reported then). */
  parseError?: ImportIssue;
  delimiter: ImportDelimiter;
  /** Header cells that name no field, as written; ignored, worth a notice (issue('unknownColumns')). */
  unknownColumns: string[];
}

type Cells = string[];
type Values = Record<string, unknown>;

/** A CSV guard that toCsv adds before a cell starting with = + - @ tab or CR, removed again on the way in. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;

function readRecords(text: string, delimiter: ImportDelimiter, preview = 0) {
  return Papa.parse<Cells>(text, { delimiter, newline: '\n', quoteChar: '"', skipEmptyLines: false, preview });
}

function columnLookup(fields: ImportFields): Map<string, string> {
  const lookup = new Map<string, string>();
  for (const [key, field] of Object.entries(fields)) {
    for (const name of [key, field.label, ...field.aliases]) lookup.set(normalizeName(name), key);
  }
  return lookup;
}

function detectDelimiter(text: string, lookup: Map<string, string>): ImportDelimiter {
  let best: ImportDelimiter = ',';
  let bestScore = 0;
  for (const delimiter of IMPORT_DELIMITERS) {
    const header = readRecords(text, delimiter, 1).data[0] ?? [];
    const score = header.filter((cell) => lookup.has(normalizeName(cell))).length;
    if (score > bestScore) [best, bestScore] = [delimiter, score];
  }
  return best;
}

const isBlank = (cells: Cells) => cells.every((cell) => cell.trim() === '');
const listed = (names: string[]) => names.join(', ');

interface Header {
  /** The field key of each column, or undefined for an unknown or empty header cell. */
  keys: (string | undefined)[];
  unknown: string[];
  error?: ImportIssue;
}

function readHeader(cells: Cells, schema: ImportSchema, lookup: Map<string, string>): Header {
  const keys = cells.map((cell) => lookup.get(normalizeName(cell)));
  const unknown = cells.filter((cell, i) => keys[i] === undefined && cell.trim() !== '').map((cell) => cell.trim());
  const repeated = cells.filter((_, i) => keys[i] !== undefined && keys.indexOf(keys[i]) !== i);
  if (repeated.length > 0) return { keys, unknown, error: issue('duplicateColumns', { columns: listed(repeated) }) };
  const missing = Object.entries(schema.fields)
    .filter(([key, field]) => !field.optional && field.default === undefined && !keys.includes(key))
    .map(([key]) => key);
  if (missing.length > 0) return { keys, unknown, error: issue('missingColumns', { columns: listed(missing) }) };
  return { keys, unknown };
}

function cellValue(cells: Cells, keys: Header['keys'], key: string): string {
  const cell = cells[keys.indexOf(key)] ?? '';
  return cell.trim().replace(FORMULA_GUARD, '');
}

function readRow(cells: Cells, keys: Header['keys'], schema: ImportSchema) {
  const values: Values = {};
  const problems: { field: string; issue: ImportIssue }[] = [];
  for (const [key, field] of Object.entries(schema.fields) as [string, ImportFieldDef][]) {
    const cell = cellValue(cells, keys, key);
    if (cell === '') {
      if (field.default !== undefined) values[key] = field.default;
      else if (!field.optional) problems.push({ field: key, issue: requiredIssue(key, field) });
      continue;
    }
    const result = checkCell(key, field, cell);
    if ('issue' in result) problems.push({ field: key, issue: result.issue });
    else values[key] = result.value;
  }
  return { values, problems };
}

/** Values of `unique` fields seen so far (by field, compared case-insensitively) and the row that first had them. */
type SeenValues = Map<string, Map<string, number>>;

function duplicates(values: Values, row: number, schema: ImportSchema, seen: SeenValues) {
  const problems: { field: string; issue: ImportIssue }[] = [];
  for (const [key, field] of Object.entries(schema.fields) as [string, ImportFieldDef][]) {
    if (!field.unique || values[key] === undefined) continue;
    const byValue = seen.get(key) ?? seen.set(key, new Map()).get(key)!;
    const value = String(values[key]).toLowerCase();
    const first = byValue.get(value);
    if (first === undefined) byValue.set(value, row);
    else problems.push({ field: key, issue: issue('duplicate', { field: key, row: first }, field.label) });
  }
  return problems;
}

function rowError(row: number, field: string, problem: ImportIssue): ImportRowError {
  return { row, field, ...problem };
}

function fileProblem(text: string, records: Cells[], errors: Papa.ParseError[]): ImportIssue | undefined {
  if (text.length > MAX_CHARS) return issue('tooLarge', { maxMegabytes: IMPORT_LIMITS.maxMegabytes });
  if (records.length === 0 || isBlank(records[0]!)) return issue('empty');
  const unclosed = errors.find((error) => error.code === 'MissingQuotes');
  if (unclosed) return issue('unclosedQuote', { row: (unclosed.row ?? 0) + 1 });
  const dataRows = records.slice(1).filter((cells) => !isBlank(cells)).length;
  if (dataRows > IMPORT_LIMITS.maxRows) return issue('tooManyRows', { max: IMPORT_LIMITS.maxRows });
  return undefined;
}

/** Reads `text` against one schema; see the rules at the top of this file. */
export function parseWithSchema<F extends ImportFields, T>(schema: ImportSchema<F>, text: string): ImportParseResult<T> {
  const lookup = columnLookup(schema.fields);
  const clean = text.length > MAX_CHARS ? '' : text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(clean, lookup);
  const parsed = readRecords(clean, delimiter);
  const result: ImportParseResult<T> = { rows: [], errors: [], delimiter, unknownColumns: [] };
  const failure = fileProblem(text, parsed.data, parsed.errors);
  if (failure) return { ...result, parseError: failure };
  const header = readHeader(parsed.data[0]!, schema, lookup);
  result.unknownColumns = header.unknown;
  if (header.error) return { ...result, parseError: header.error };

  const badQuotes = new Set(parsed.errors.map((error) => (error.row ?? -1) + 1));
  const seen: SeenValues = new Map();
  parsed.data.forEach((cells, index) => {
    const row = index + 1;
    if (index === 0 || isBlank(cells)) return;
    if (badQuotes.has(row)) return void result.errors.push(rowError(row, '', issue('badQuotes')));
    if (cells.length !== header.keys.length) {
      const params = { expected: header.keys.length, actual: cells.length };
      return void result.errors.push(rowError(row, '', issue('cellCount', params)));
    }
    const { values, problems } = readRow(cells, header.keys, schema);
    problems.push(...duplicates(values, row, schema, seen));
    if (problems.length === 0) result.rows.push({ row, values: values as T });
    for (const problem of problems) result.errors.push(rowError(row, problem.field, problem.issue));
  });
  return result;
}

/** Reads an import CSV for one entity: typed valid rows, per-row errors, or why the file cannot be read. */
export function parseImportCsv<E extends ImportEntity>(entity: E, text: string): ImportParseResult<ImportRecordOf<E>> {
  return parseWithSchema(IMPORT_SCHEMAS[entity] as ImportSchema, text);
}
