// Programs as the lists read them: one statement with the department's name and faculty and the counts (students,
// groups), the view the API answers, one page of a filtered, sorted list, students per program, and the writes.
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { notFound } from '@campus/kit';
import type { AcademicLevel, AnalyticsQuery, LocalizedName, Program, ProgramEnrollment, ProgramListQuery, ProgramSort } from '@campus/contracts/organizational';
import { containsPattern, iso, nameSearch, paging, sortColumn } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import type { ProgramTable } from './program.table.js';

const PROGRAM_SORTS: Record<ProgramSort, string> = { code: 'p.code', name: "p.name->>'hy'", level: 'p.level', createdAt: 'p.created_at' };

const programSelect = sql`
  select p.*, d.name as department_name, d.faculty_id,
    (select count(*)::int from organizational.students s where s.program_id = p.id) as student_count,
    (select count(*)::int from organizational.groups g where g.program_id = p.id) as group_count
  from organizational.programs p join organizational.departments d on d.id = p.department_id`;

/** A programs row with its department's name and faculty and its counts, as programSelect reads them. */
type ProgramRow = Selectable<ProgramTable> & { department_name: LocalizedName; faculty_id: string; student_count: number; group_count: number };

function programView(row: ProgramRow): Program {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    // The column's check keeps it to these.
    level: row.level as AcademicLevel,
    durationYears: row.duration_years,
    departmentId: row.department_id,
    departmentName: row.department_name,
    facultyId: row.faculty_id,
    description: row.description,
    isActive: row.is_active,
    studentCount: row.student_count,
    groupCount: row.group_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneProgram(db: OrgDb, id: string): Promise<Program> {
  const { rows } = await sql<ProgramRow>`${programSelect} where p.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Program not found');
  return programView(rows[0]);
}

/** One page of programs with the total. */
export async function listPrograms(db: OrgDb, query: ProgramListQuery) {
  const page = paging(query);
  const order = sortColumn(query, PROGRAM_SORTS, 'code');
  const filter = where([
    query.departmentId ? sql`p.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
    query.level ? sql`p.level = ${query.level}` : undefined,
    nameSearch('p', containsPattern(query.search)),
  ]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.programs p join organizational.departments d on d.id = p.department_id ${filter}`.execute(db);
  const { rows } = await sql<ProgramRow>`${programSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, p.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(programView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** Each program's students (all and active) and groups, by code; `restrictTo` limits them to these departments. */
export async function programEnrollment(db: OrgDb, query: AnalyticsQuery, restrictTo: string[] | undefined): Promise<ProgramEnrollment[]> {
  const filter = where([
    restrictTo ? sql`p.department_id = any(${restrictTo}::uuid[])` : undefined,
    query.departmentId ? sql`p.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
  ]);
  const { rows } = await sql<{ id: string; code: string; name: LocalizedName; level: AcademicLevel; student_count: number; active_count: number; group_count: number }>`
    select p.id, p.code, p.name, p.level,
      (select count(*)::int from organizational.students s where s.program_id = p.id) as student_count,
      (select count(*)::int from organizational.students s where s.program_id = p.id and s.status = 'active') as active_count,
      (select count(*)::int from organizational.groups g where g.program_id = p.id) as group_count
    from organizational.programs p join organizational.departments d on d.id = p.department_id ${filter} order by p.code`.execute(db);
  return rows.map((row) => ({
    programId: row.id,
    programCode: row.code,
    programName: row.name,
    level: row.level,
    studentCount: row.student_count,
    activeCount: row.active_count,
    groupCount: row.group_count,
  }));
}

/** The program's department, or undefined when there is no such program. */
export async function programDepartment(db: OrgDb, programId: string): Promise<string | undefined> {
  return (await db.selectFrom('programs').select('department_id').where('id', '=', programId).executeTakeFirst())?.department_id;
}

export async function insertProgram(db: OrgDb, values: Insertable<ProgramTable>): Promise<string> {
  return (await db.insertInto('programs').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateProgram(db: OrgDb, id: string, changes: Updateable<ProgramTable>): Promise<void> {
  await db.updateTable('programs').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

export async function deleteProgram(db: OrgDb, id: string): Promise<void> {
  await db.deleteFrom('programs').where('id', '=', id).execute();
}

/** Every program with its department's code, name and faculty: what an import's program and department cells are matched against. */
export function programsForMatching(db: OrgDb) {
  return db
    .selectFrom('programs as p')
    .innerJoin('departments as d', 'd.id', 'p.department_id')
    .select(['p.id', 'p.code', 'p.name', 'p.department_id', 'd.code as department_code', 'd.name as department_name', 'd.faculty_id'])
    .execute();
}

/** The faculty of each program given (through its department); a program that no longer exists is left out. */
export async function programFaculties(db: OrgDb, programIds: string[]): Promise<Map<string, string>> {
  if (!programIds.length) return new Map();
  const rows = await db
    .selectFrom('programs as p')
    .innerJoin('departments as d', 'd.id', 'p.department_id')
    .select(['p.id', 'd.faculty_id'])
    .where('p.id', 'in', [...new Set(programIds)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.faculty_id]));
}
