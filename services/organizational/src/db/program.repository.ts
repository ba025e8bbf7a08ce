// Programs with their department's name and faculty, and their counts (students, groups), in one statement.
import { sql, type RawBuilder } from 'kysely';
import type { AcademicLevel, AnalyticsQuery, LocalizedName, ProgramEnrollment } from '@campus/contracts/organizational';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';

export interface ProgramCountsRow {
  id: string;
  code: string;
  name: LocalizedName;
  /** The column's check keeps it to these. */
  level: AcademicLevel;
  duration_years: number;
  department_id: string;
  department_name: LocalizedName;
  faculty_id: string;
  description: string | null;
  is_active: boolean;
  student_count: number;
  group_count: number;
  created_at: Date;
  updated_at: Date;
}

const programSelect = sql`
  select p.*, d.name as department_name, d.faculty_id,
    (select count(*)::int from organizational.students s where s.program_id = p.id) as student_count,
    (select count(*)::int from organizational.groups g where g.program_id = p.id) as group_count
  from organizational.programs p join organizational.departments d on d.id = p.department_id`;

/** The programs `filter` selects (a where, order and limit over aliases p and d). */
export async function selectPrograms(db: OrgDb, filter: RawBuilder<unknown> = sql``): Promise<ProgramCountsRow[]> {
  return (await sql<ProgramCountsRow>`${programSelect} ${filter}`.execute(db)).rows;
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
