// Every message a CSV import can show, as a stable code with params (browsers translate by code, e.g.
// `imports.errors.<code>` with the params interpolated and `field` looked up as the column's name) and the English
// text the server answers. Texts the spec words are kept exactly; the rest say the same thing in the same voice.
//
// Codes and their params:
//   a cell   required {field} · invalidEmail {field} · invalidDate {field} · invalidAcademicYear {field}
//            notNumber {field} · notInteger {field} · outOfRange {field, min, max} · belowMinimum {field, min}
//            notPositive {field} · notAllowed {field, allowed: "a, b, c"} · tooLong {field, max}
//            duplicate {field, row: the earlier row}
//   a row    cellCount {expected, actual} · badQuotes {}            (field is '' : the row as a whole)
//   the file empty {} · tooLarge {maxMegabytes} · tooManyRows {max} · missingColumns {columns: "a, b"}
//            duplicateColumns {columns} · unclosedQuote {row}
//   notices  unknownColumns {columns} (not blocking)
//   summary  validationSummary {n} · unexpected {}

export type ImportMessageParams = Record<string, string | number>;

export interface ImportIssue {
  code: ImportMessageCode;
  message: string;
  params: ImportMessageParams;
}

type Build = (params: ImportMessageParams, label: string) => string;

const MESSAGES = {
  required: (_, label) => `${label} is required`,
  invalidEmail: () => 'Invalid email format',
  invalidDate: () => 'Date must be in YYYY-MM-DD format',
  invalidAcademicYear: () => 'Academic year must be in YYYY-YYYY format',
  notNumber: (_, label) => `${label} must be a number`,
  notInteger: (_, label) => `${label} must be a whole number`,
  outOfRange: (p, label) => `${label} must be between ${p.min} and ${p.max}`,
  belowMinimum: (p, label) => `${label} must be at least ${p.min}`,
  notPositive: (_, label) => `${label} must be greater than 0`,
  notAllowed: (p, label) => `${label} must be one of: ${p.allowed}`,
  tooLong: (p, label) => `${label} must be at most ${p.max} characters`,
  duplicate: (p, label) => `${label} already appears in row ${p.row}`,
  cellCount: (p) => `Row has ${p.actual} cells but the header has ${p.expected}`,
  badQuotes: () => 'Row has a misplaced quote: wrap the cell in double quotes and double every quote inside it',
  empty: () => 'The CSV is empty: its first row must name the columns',
  tooLarge: (p) => `The CSV is too large: at most ${p.maxMegabytes} MB can be imported at once`,
  tooManyRows: (p) => `The CSV has more than ${p.max} rows: split it into files of at most ${p.max} rows`,
  missingColumns: (p) => `Missing required column(s): ${p.columns}`,
  duplicateColumns: (p) => `Column(s) given more than once: ${p.columns}`,
  unclosedQuote: (p) => `A quoted cell that starts in row ${p.row} is never closed`,
  unknownColumns: (p) => `Unknown column(s) ignored: ${p.columns}`,
  validationSummary: (p) => `${p.n} validation error(s) found. Fix and re-parse.`,
  unexpected: () => 'An unexpected validation error occurred',
} satisfies Record<string, Build>;

export type ImportMessageCode = keyof typeof MESSAGES;

/** An issue with its English text; `override` is the spec's own wording where it differs from the pattern. */
export function issue(
  code: ImportMessageCode,
  params: ImportMessageParams = {},
  label = '',
  override?: string,
): ImportIssue {
  return { code, params, message: override ?? (MESSAGES[code] as Build)(params, label) };
}

/** '{n} validation error(s) found. Fix and re-parse.' */
export function validationSummary(n: number): ImportIssue {
  return issue('validationSummary', { n });
}

export const UNEXPECTED_VALIDATION_ERROR = MESSAGES.unexpected();
