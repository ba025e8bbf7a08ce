// Bulk import of lecturers, subjects and groups (administrators only; the dean's office imports students: import-rows.ts).
// One importer per entity: `check` reads the CSV and resolves what its rows name, all or nothing as for students.
// In the job, subjects and groups `create` one row's record at a time, or find it made already; lecturers, whose
// rows each make an account, go the students' way (jobs/import.ts): `decide` a window of rows, their accounts made in
// one call to auth, then `record` each.
//
// import_rows.email is a row's key within its entity: the email for lecturers, the code for subjects and groups
// (the column keeps its students' name). Re-running a CSV creates nothing twice: a key that exists is a success.
import { isUniqueViolation, type ServiceDeps } from '@campus/kit';
import type { InternalBatchUsersResponse } from '@campus/contracts';
import { outcome, type GroupImportRecord, type ImportOutcome, type LecturerImportRecord, type SubjectImportRecord } from '@campus/contracts/imports';
import type { OrgDb } from './db/database.js';
import { departmentsForMatching } from './db/department.repository.js';
import type { ImportRow, ImportRowRecord, RowOutcome } from './db/import.repository.js';
import type { ImportEntityName } from './db/import.table.js';
import { insertCourse } from './db/course.repository.js';
import { insertGroup } from './db/group.repository.js';
import { insertLecturer } from './db/lecturer.repository.js';
import { programsForMatching } from './db/program.repository.js';
import { checkedImport, matchDepartment, matchProgram, readImportCsv, rowLabel, unknownPasswordRows, type CheckedImport, type RowError } from './import-rows.js';

/** What `create` found: the record made now (or its error), or the id of the one that existed. */
export type Created = RowOutcome | { existing: string };

export interface ImportChecker {
  check(db: OrgDb, csv: string, passwords: Record<string, string>): Promise<CheckedImport>;
  /** The note of a row whose record existed before this import. */
  existsNote: ImportOutcome;
}

/** Subjects and groups: one row's record made in the job, or found made already. */
export interface EntityImporter extends ImportChecker {
  create(deps: ServiceDeps, db: OrgDb, row: ImportRowRecord): Promise<Created>;
}

/** An account that auth made or linked for a row (POST /internal/auth/users/batch). */
export type RowAccount = Extract<InternalBatchUsersResponse['results'][number], { user: unknown }>;

/** Students and lecturers: rows that each make an account, in windows made ahead of the rows (jobs/import.ts). */
export interface AccountRows {
  role: 'student' | 'lecturer';
  /** What is known about a window's rows before their accounts are made: an error, or the record made already. */
  decide(deps: ServiceDeps, db: OrgDb, run: ImportRow, facultyIds: string[] | undefined, rows: ImportRowRecord[]): Promise<Map<number, RowOutcome>>;
  /** The row's record with its account: inserted, or found when a run before this one got that far. */
  record(db: OrgDb, row: ImportRowRecord, account: RowAccount): Promise<RowOutcome>;
}

/** A record inserted now: noted when its account existed before (not made by this row's own earlier attempt), as it keeps its password. */
export function recordedWith(row: ImportRowRecord, account: RowAccount, recordId: string): RowOutcome {
  const linked = !account.created && row.status !== 'creating';
  return { status: 'success', recordId, ...(linked ? { message: outcome('ACCOUNT_LINKED') } : {}) };
}

/** A row whose record exists: a success, noted unless this row's own earlier run made it. */
export function foundMade(row: ImportRowRecord, recordId: string, existsNote: ImportOutcome): RowOutcome {
  return { status: 'success', recordId, ...(row.status === 'creating' ? {} : { message: existsNote }) };
}

/** Every row left of an import whose creator is no administrator any more (lecturers, subjects, groups). */
export const NOT_ADMIN: RowOutcome = { status: 'error', message: outcome('NOT_ADMIN') };

type Departments = Awaited<ReturnType<typeof departmentsForMatching>>;

/** The department a row names, or its row error. */
function departmentOf(departments: Departments, row: number, cell: string, errors: RowError[]): string | undefined {
  const match = matchDepartment(departments, cell);
  if ('refused' in match) errors.push({ row, field: 'department', ...match.refused });
  else return match.departmentId;
  return undefined;
}

/** A record that another run (or a concurrent insert) made first: its id, else the unique violation is a row error. */
async function insertOnce(insert: () => Promise<string>, existing: () => Promise<string | undefined>, taken: ImportOutcome): Promise<Created> {
  try {
    return { status: 'success', recordId: await insert() };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const id = await existing();
    return id ? { existing: id } : { status: 'error', message: taken };
  }
}

type LecturerFields = LecturerImportRecord & { departmentId: string };

const lecturerByEmail = async (db: OrgDb, email: string) => (await db.selectFrom('lecturers').select('id').where('email', '=', email).executeTakeFirst())?.id;

const lecturers: ImportChecker & AccountRows = {
  role: 'lecturer',
  existsNote: outcome('LECTURER_EXISTS'),
  async check(db, csv, passwords) {
    const parsed = readImportCsv('lecturer', csv);
    if ('parseError' in parsed) return parsed;
    const { errors } = parsed;
    const rows = parsed.rows.map(({ row, values }) => ({ row, values: { ...values, email: values.email.toLowerCase() } }));
    const departments = await departmentsForMatching(db);
    const employeeIds = rows.map(({ values }) => values.employeeId);
    const holders = new Map(employeeIds.length ? (await db.selectFrom('lecturers').select(['employee_id', 'email']).where('employee_id', 'in', employeeIds).execute()).map((held) => [held.employee_id, held.email]) : []);
    const accepted = rows.flatMap(({ row, values }) => {
      const departmentId = departmentOf(departments, row, values.department, errors);
      const holder = holders.get(values.employeeId);
      if (holder && holder !== values.email) errors.push({ row, field: 'employeeId', ...outcome('EMPLOYEE_ID_TAKEN', { value: values.employeeId }) });
      if (!departmentId) return [];
      return [{ row_number: row, fields: JSON.stringify({ ...values, departmentId }), program_id: null, email: values.email, label: rowLabel(values), temporary_password: passwords[String(row)] ?? null }];
    });
    errors.push(...unknownPasswordRows(rows, passwords));
    return checkedImport(errors, accepted);
  },
  async decide(_deps, db, _run, facultyIds, rows) {
    if (facultyIds) return new Map(rows.map((row) => [row.row_number, NOT_ADMIN]));
    const made = new Map((await db.selectFrom('lecturers').select(['id', 'email']).where('email', 'in', rows.map((row) => row.email)).execute()).map((lecturer) => [lecturer.email, lecturer.id]));
    return new Map(rows.flatMap((row) => (made.has(row.email) ? [[row.row_number, foundMade(row, made.get(row.email)!, lecturers.existsNote)] as const] : [])));
  },
  async record(db, row, account) {
    const values = row.fields as unknown as LecturerFields;
    const { qualification, specializations, experience, joiningDate, salary, notes } = values;
    const created = await insertOnce(
      () =>
        insertLecturer(db, {
          user_id: account.user.id,
          email: row.email,
          employee_id: values.employeeId,
          first_name: values.firstName,
          last_name: values.lastName,
          phone: values.phone ?? null,
          title: null,
          department_id: values.departmentId,
          position: values.position,
          employment_type: values.employmentType,
          status: values.status,
          max_load: values.maxLoad,
          office: values.office ?? null,
          profile: JSON.stringify({ qualification, specializations, experience, joiningDate, salary, notes }),
        }),
      () => lecturerByEmail(db, row.email),
      outcome('EMPLOYEE_ID_TAKEN', { value: values.employeeId }),
    );
    if ('existing' in created) return { status: 'success', recordId: created.existing };
    return created.recordId ? recordedWith(row, account, created.recordId) : created;
  },
};

type SubjectFields = SubjectImportRecord;

const courseByCode = async (db: OrgDb, code: string) => (await db.selectFrom('courses').select('id').where('code', '=', code).executeTakeFirst())?.id;

const subjects: EntityImporter = {
  existsNote: outcome('SUBJECT_EXISTS'),
  async check(db, csv) {
    const parsed = readImportCsv('subject', csv);
    if ('parseError' in parsed) return parsed;
    const { errors, rows } = parsed;
    const departments = await departmentsForMatching(db);
    const named = [...new Set(rows.flatMap(({ values }) => values.prerequisites ?? []))];
    const known = new Set(named.length ? (await db.selectFrom('courses').select('code').where('code', 'in', named).execute()).map((course) => course.code) : []);
    // A prerequisite is a subject that exists, or one an earlier row creates (rows are created in order).
    const accepted = rows.flatMap(({ row, values }) => {
      const departmentId = departmentOf(departments, row, values.department, errors);
      const unknown = (values.prerequisites ?? []).filter((code) => !known.has(code));
      for (const code of unknown) errors.push({ row, field: 'prerequisites', ...outcome('UNKNOWN_PREREQUISITE', { value: code }) });
      known.add(values.code);
      if (!departmentId || unknown.length) return [];
      return [{ row_number: row, fields: JSON.stringify({ ...values, departmentId }), program_id: null, email: values.code, label: `${values.code} ${values.name}`, temporary_password: null }];
    });
    return checkedImport(errors, accepted);
  },
  async create(_deps, db, row) {
    const existing = await courseByCode(db, row.email);
    if (existing) return { existing };
    const values = row.fields as unknown as SubjectFields & { departmentId: string };
    const prerequisites = values.prerequisites ?? [];
    const found = prerequisites.length ? await db.selectFrom('courses').select(['id', 'code']).where('code', 'in', prerequisites).execute() : [];
    const missing = prerequisites.filter((code) => !found.some((course) => course.code === code));
    if (missing.length) return { status: 'error', message: outcome('PREREQUISITE_GONE', { value: missing[0]! }) };
    return insertOnce(
      () =>
        insertCourse(db, {
          code: values.code,
          // The CSV gives one name; it stands for every language until someone translates it.
          name: JSON.stringify({ hy: values.name, en: values.name, ru: values.name }),
          description: values.description ?? null,
          credits: values.credits,
          department_id: values.departmentId,
          semester: values.semester,
          level: values.level,
          type: values.type,
          prerequisites: found.map((course) => course.id),
          weekly_hours: values.weeklyHours,
          lab_hours: values.labHours,
          exam_hours: values.examHours,
          status: values.status,
          leader_id: null,
        }),
      () => courseByCode(db, row.email),
      outcome('SUBJECT_CODE_TAKEN', { value: values.code }),
    );
  },
};

type GroupFields = GroupImportRecord & { departmentId: string; advisorId: string | null };

const groupByCode = async (db: OrgDb, code: string) => (await db.selectFrom('groups').select('id').where('code', '=', code).executeTakeFirst())?.id;

/** Lecturers an advisor cell may name, by lower-case email and by employee ID. */
async function advisorsNamed(db: OrgDb, cells: string[]): Promise<Map<string, string>> {
  if (!cells.length) return new Map();
  const found = await db
    .selectFrom('lecturers')
    .select(['id', 'email', 'employee_id'])
    .where((eb) => eb.or([eb('email', 'in', cells.map((cell) => cell.toLowerCase())), eb('employee_id', 'in', cells)]))
    .execute();
  return new Map(found.flatMap((lecturer) => [[lecturer.email, lecturer.id] as const, [lecturer.employee_id, lecturer.id] as const]));
}

const groups: EntityImporter = {
  existsNote: outcome('GROUP_EXISTS'),
  async check(db, csv) {
    const parsed = readImportCsv('group', csv);
    if ('parseError' in parsed) return parsed;
    const { errors, rows } = parsed;
    const [departments, programs] = await Promise.all([departmentsForMatching(db), programsForMatching(db)]);
    const advisors = await advisorsNamed(db, rows.flatMap(({ values }) => (values.advisor ? [values.advisor] : [])));
    const accepted = rows.flatMap(({ row, values }) => {
      const departmentId = departmentOf(departments, row, values.department, errors);
      const program = departmentId ? matchProgram(programs, values, undefined) : undefined;
      if (program && 'refused' in program) errors.push({ row, field: 'program', ...program.refused });
      const advisorId = values.advisor ? (advisors.get(values.advisor.toLowerCase()) ?? advisors.get(values.advisor)) : null;
      if (advisorId === undefined) errors.push({ row, field: 'advisor', ...outcome('UNKNOWN_ADVISOR', { value: values.advisor ?? '' }) });
      if (!departmentId || !program || 'refused' in program || advisorId === undefined) return [];
      return [{ row_number: row, fields: JSON.stringify({ ...values, departmentId, advisorId }), program_id: program.programId, email: values.code, label: `${values.code} ${values.name}`, temporary_password: null }];
    });
    return checkedImport(errors, accepted);
  },
  async create(_deps, db, row) {
    const existing = await groupByCode(db, row.email);
    if (existing) return { existing };
    const values = row.fields as unknown as GroupFields;
    return insertOnce(
      () =>
        insertGroup(db, {
          name: values.name,
          code: values.code,
          year: values.level,
          academic_year: values.academicYear,
          department_id: values.departmentId,
          program_id: row.program_id,
          advisor_id: values.advisorId,
          classroom: values.classroom ?? null,
          max_capacity: values.maxCapacity,
          status: values.status,
          notes: values.notes ?? null,
          profile: JSON.stringify({ semester: values.semester, currentEnrollment: values.currentEnrollment }),
        }),
      () => groupByCode(db, row.email),
      outcome('GROUP_CODE_TAKEN', { value: values.code }),
    );
  },
};

/** What checks each entity's CSV but the students' (import-rows.ts). */
export const IMPORTERS: Record<Exclude<ImportEntityName, 'students'>, ImportChecker> = { lecturers, subjects, groups };
/** The entities whose rows the job makes one at a time. */
export const ONE_BY_ONE: Record<'subjects' | 'groups', EntityImporter> = { subjects, groups };
export const LECTURER_ROWS: AccountRows = lecturers;

/** A row's outcome: created, or existing (noted unless this row's own earlier run made it). */
export async function createImportedRow(deps: ServiceDeps, db: OrgDb, importer: EntityImporter, row: ImportRowRecord): Promise<RowOutcome> {
  const created = await importer.create(deps, db, row);
  return 'existing' in created ? foundMade(row, created.existing, importer.existsNote) : created;
}
