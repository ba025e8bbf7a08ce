// The building blocks of the CSV import schemas: one field definition per column (its English label, the header
// aliases it answers to, whether it is required, its default) and the check that turns one cell into a typed value
// or an error. The entity schemas (student.ts, lecturer.ts, subject.ts, group.ts) are made of these.
import { isEmailAddress } from '../email.js';
import { issue, type ImportIssue } from './messages.js';

interface FieldBase {
  /** English name used in messages ("Student ID"); browsers translate by the field key instead. */
  readonly label: string;
  /** Other header spellings; the field key and the label always match too. */
  readonly aliases: readonly string[];
  /** Absent cells are allowed (the value stays undefined). */
  readonly optional?: boolean;
  /** Absent cells take this value. */
  readonly default?: string | number;
  /** The spec's own wording when it is not "<label> is required". */
  readonly requiredMessage?: string;
  /** The value must not repeat in one file (an import keys records by it). */
  readonly unique?: boolean;
}

export interface TextField extends FieldBase {
  readonly type: 'text';
  readonly maxLength: number;
}
export interface FormatField extends FieldBase {
  readonly type: 'email' | 'date' | 'academicYear';
}
export interface NumberField extends FieldBase {
  readonly type: 'number';
  readonly integer?: boolean;
  readonly min?: number;
  readonly max?: number;
  /** The value must be greater than min, not equal to it ("positive"). */
  readonly exclusiveMin?: boolean;
}
export interface EnumField<V extends string | number = string | number> extends FieldBase {
  readonly type: 'enum';
  readonly values: readonly V[];
}
export interface ListField extends FieldBase {
  readonly type: 'list';
}
export type ImportFieldDef = TextField | FormatField | NumberField | EnumField | ListField;

/** The TypeScript value a field yields. */
export type FieldValue<F> = F extends NumberField
  ? number
  : F extends EnumField<infer V>
    ? V
    : F extends ListField
      ? string[]
      : string;

type Options = Partial<Omit<FieldBase, 'label' | 'aliases'>>;

const SHORT_TEXT = 255;
const LONG_TEXT = 2000;

export const text = (label: string, aliases: readonly string[], options: Options & { long?: boolean } = {}) => {
  const { long, ...rest } = options;
  return { type: 'text', label, aliases, maxLength: long ? LONG_TEXT : SHORT_TEXT, ...rest } as const;
};
export const email = (label: string, aliases: readonly string[], options: Options = {}) =>
  ({ type: 'email', label, aliases, ...options }) as const;
export const date = (label: string, aliases: readonly string[], options: Options = {}) =>
  ({ type: 'date', label, aliases, ...options }) as const;
export const academicYear = (label: string, aliases: readonly string[], options: Options = {}) =>
  ({ type: 'academicYear', label, aliases, ...options }) as const;
export const number = (
  label: string,
  aliases: readonly string[],
  bounds: Pick<NumberField, 'integer' | 'min' | 'max' | 'exclusiveMin'>,
  options: Options = {},
) => ({ type: 'number', label, aliases, ...bounds, ...options }) as const;
export const oneOf = <const V extends string | number>(
  label: string,
  aliases: readonly string[],
  values: readonly V[],
  options: Options = {},
) => ({ type: 'enum', label, aliases, values, ...options }) as const satisfies EnumField<V>;
export const list = (label: string, aliases: readonly string[], options: Options = {}) =>
  ({ type: 'list', label, aliases, ...options }) as const;

/** Lower case without spaces or punctuation: "Student ID", "student_id" and "studentId" are all "studentid". */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** A plain decimal ("3.5", "-2", ".5"); a lone decimal comma ("3,5", as semicolon files from Excel write it) too. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ACADEMIC_YEAR = /^\d{4}-\d{4}$/;

function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Lists in one cell are separated by commas, semicolons or vertical bars: "Algebra; Geometry". */
export function splitList(cell: string): string[] {
  return cell
    .split(/[,;|]/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

export type CellResult = { value: string | number | string[] } | { issue: ImportIssue };

function checkNumber(key: string, field: NumberField, cell: string): CellResult {
  const literal = /^[+-]?\d+,\d+$/.test(cell) ? cell.replace(',', '.') : cell;
  if (!DECIMAL.test(literal)) return { issue: issue('notNumber', { field: key }, field.label) };
  const value = Number(literal);
  if (field.integer && !Number.isInteger(value)) return { issue: issue('notInteger', { field: key }, field.label) };
  const { min, max } = field;
  const tooSmall = min !== undefined && (field.exclusiveMin ? value <= min : value < min);
  const tooLarge = max !== undefined && value > max;
  if (!tooSmall && !tooLarge) return { value };
  if (field.exclusiveMin) return { issue: issue('notPositive', { field: key }, field.label) };
  if (max === undefined) return { issue: issue('belowMinimum', { field: key, min: min! }, field.label) };
  return { issue: issue('outOfRange', { field: key, min: min!, max }, field.label) };
}

function checkEnum(key: string, field: EnumField, cell: string): CellResult {
  const wanted = normalizeName(cell);
  const value = field.values.find((allowed) => normalizeName(String(allowed)) === wanted);
  if (value !== undefined) return { value };
  return { issue: issue('notAllowed', { field: key, allowed: field.values.join(', ') }, field.label) };
}

/** One present, trimmed, non-empty cell → its typed value or the problem with it. */
export function checkCell(key: string, field: ImportFieldDef, cell: string): CellResult {
  switch (field.type) {
    case 'text':
      return cell.length <= field.maxLength
        ? { value: cell }
        : { issue: issue('tooLong', { field: key, max: field.maxLength }, field.label) };
    case 'email':
      return isEmailAddress(cell) ? { value: cell } : { issue: issue('invalidEmail', { field: key }, field.label) };
    case 'date':
      return isCalendarDate(cell) ? { value: cell } : { issue: issue('invalidDate', { field: key }, field.label) };
    case 'academicYear':
      return ACADEMIC_YEAR.test(cell)
        ? { value: cell }
        : { issue: issue('invalidAcademicYear', { field: key }, field.label) };
    case 'number':
      return checkNumber(key, field, cell);
    case 'enum':
      return checkEnum(key, field, cell);
    case 'list': {
      const items = splitList(cell);
      return items.length > 0 ? { value: items } : { issue: requiredIssue(key, field) };
    }
  }
}

export function requiredIssue(key: string, field: ImportFieldDef): ImportIssue {
  return issue('required', { field: key }, field.label, field.requiredMessage);
}
