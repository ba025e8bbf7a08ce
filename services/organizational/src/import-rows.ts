// What the bulk import needs beside its tables: a student row's values as the CSV schema gives them, the program its
// department and program cells name (within the importer's faculties), and the columns a row becomes.
import type { Insertable } from 'kysely';
import { outcome, parseImportCsv, type ImportEntity, type ImportOutcome, type ImportRecordOf, type StudentImportRecord } from '@campus/contracts/imports';
import type { LocalizedName } from '@campus/contracts/organizational';
import type { OrgDb } from './db/database.js';
import type { NewImportRow } from './db/import.repository.js';
import { programsForMatching } from './db/program.repository.js';
import { studentIdsOfOthers } from './db/student.repository.js';
import type { StudentTable } from './db/student.table.js';

/** A validated student row as the CSV schema gives it (absent = an empty optional cell). */
export type ImportedStudent = StudentImportRecord;

export interface MatchableProgram {
  id: string;
  code: string;
  name: LocalizedName;
  department_id: string;
  department_code: string;
  department_name: LocalizedName;
  faculty_id: string;
}

/** Lower-case letters and digits only, so "Computer-Science " and "computer science" are one name. */
const key = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const names = (code: string, name: LocalizedName) => [code, ...Object.values(name)].filter(Boolean).map(key);

/** What a cell names, or why it names nothing usable. */
export type DepartmentMatch = { departmentId: string } | { refused: ImportOutcome };

/** The department a cell names by code or name (any language, ignoring case and punctuation); a code wins. */
export function matchDepartment(departments: { id: string; code: string; name: LocalizedName }[], cell: string): DepartmentMatch {
  const wanted = key(cell);
  const byCode = departments.filter((department) => key(department.code) === wanted);
  const named = byCode.length ? byCode : departments.filter((department) => names(department.code, department.name).includes(wanted));
  if (!named.length) return { refused: outcome('UNKNOWN_DEPARTMENT', { value: cell }) };
  if (named.length > 1) return { refused: outcome('AMBIGUOUS_DEPARTMENT', { value: cell }) };
  return { departmentId: named[0]!.id };
}

export type ProgramMatch = { programId: string } | { refused: ImportOutcome };

/**
 * The program a row names by code or name (any language, ignoring case and punctuation); the department cell picks
 * between programs of the same name and must name the program's department. `facultyIds` undefined = any faculty.
 */
export function matchProgram(programs: MatchableProgram[], row: { program: string; department: string }, facultyIds: string[] | undefined): ProgramMatch {
  const wanted = key(row.program);
  const department = key(row.department);
  const named = programs.filter((program) => names(program.code, program.name).includes(wanted));
  const params = { value: row.program, department: row.department };
  if (!named.length) return { refused: outcome('UNKNOWN_PROGRAM', { value: row.program }) };
  const inDepartment = named.filter((program) => names(program.department_code, program.department_name).includes(department));
  if (!inDepartment.length) return { refused: outcome('PROGRAM_NOT_IN_DEPARTMENT', params) };
  const allowed = facultyIds ? inDepartment.filter((program) => facultyIds.includes(program.faculty_id)) : inDepartment;
  if (!allowed.length) return { refused: outcome('OUT_OF_SCOPE', { value: row.program }) };
  if (allowed.length > 1) return { refused: outcome('AMBIGUOUS_PROGRAM', params) };
  return { programId: allowed[0]!.id };
}

/** "First Last <email>": how the page and the events name a row. */
export function rowLabel(values: { firstName: string; lastName: string; email: string }): string {
  return `${values.firstName} ${values.lastName} <${values.email}>`;
}

/**
 * The students row of an imported student. SPEC §7: "yearOfStudy is 1 when admissionYear is present" (it always is:
 * the schema requires it).
 */
export function studentColumns(values: ImportedStudent, userId: string, programId: string | null): Insertable<StudentTable> {
  return {
    user_id: userId,
    email: values.email,
    student_id: values.studentId,
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone ?? null,
    program_id: programId,
    year_of_study: 1,
    status: values.enrollmentStatus,
    date_of_birth: values.dateOfBirth,
    gender: values.gender,
    nationality: values.nationality,
    admission_year: values.admissionYear,
    academic_level: values.academicLevel,
    gpa: values.gpa ?? null,
    emergency_contact: values.emergencyContact,
    address: values.address,
    notes: values.notes ?? null,
  };
}

export interface RowError {
  row: number;
  field: string;
  code: string;
  message: string;
  params?: Record<string, string | number>;
}

export type CheckedImport = { parseError: { code: string; message: string } } | { errors: RowError[] } | { rows: NewImportRow[] };

/** A CSV read with its entity's schema: the file's problem, or its valid rows and every row error (a copy to add to). */
export function readImportCsv<E extends ImportEntity>(entity: E, csv: string): { parseError: { code: string; message: string } } | { rows: { row: number; values: ImportRecordOf<E> }[]; errors: RowError[] } {
  const parsed = parseImportCsv(entity, csv);
  if (parsed.parseError) return { parseError: parsed.parseError };
  if (!parsed.rows.length && !parsed.errors.length) return { parseError: { code: 'empty', message: 'The CSV has no rows' } };
  return { rows: parsed.rows, errors: [...parsed.errors] };
}

/** Temporary passwords given for row numbers that are not valid rows of the CSV. */
export function unknownPasswordRows(rows: { row: number }[], passwords: Record<string, string>): RowError[] {
  const rowNumbers = new Set(rows.map(({ row }) => String(row)));
  return Object.keys(passwords)
    .filter((row) => !rowNumbers.has(row))
    .map((row) => ({ row: Number(row) || 0, field: 'temporaryPasswords', ...outcome('UNKNOWN_ROW', { value: row.slice(0, 12) }) }));
}

/** All or nothing: every row error in row order, or the rows to store. */
export function checkedImport(errors: RowError[], rows: NewImportRow[]): CheckedImport {
  return errors.length ? { errors: errors.sort((a, b) => a.row - b.row) } : { rows };
}

/**
 * The server's own reading of a student CSV (the browser's is only a preview): the schema's rules, then what only the
 * server knows — the program each row names within `facultyIds` (undefined = any), a student ID another student
 * holds, and the temporary passwords' row numbers. Every problem of every row is listed.
 */
export async function checkStudentImport(db: OrgDb, csv: string, passwords: Record<string, string>, facultyIds: string[] | undefined): Promise<CheckedImport> {
  const parsed = readImportCsv('student', csv);
  if ('parseError' in parsed) return parsed;
  const errors = parsed.errors;
  const rows = parsed.rows.map(({ row, values }) => ({ row, values: { ...values, email: values.email.toLowerCase() } }));
  const programs = await programsForMatching(db);
  const accepted: NewImportRow[] = [];
  for (const { row, values } of rows) {
    const match = matchProgram(programs, values, facultyIds);
    if ('refused' in match) errors.push({ row, field: 'program', ...match.refused });
    else accepted.push({ row_number: row, fields: JSON.stringify(values), program_id: match.programId, email: values.email, label: rowLabel(values), temporary_password: passwords[String(row)] ?? null });
  }
  const taken = await studentIdsOfOthers(db, rows.map(({ values }) => ({ studentId: values.studentId, email: values.email })));
  for (const { row, values } of rows) {
    const other = taken.get(values.studentId);
    if (other) errors.push({ row, field: 'studentId', ...outcome('STUDENT_ID_TAKEN', { value: values.studentId }) });
  }
  errors.push(...unknownPasswordRows(rows, passwords));
  return checkedImport(errors, accepted);
}
