// Programs with their department's name and faculty, and their counts (students, groups), in one statement.
import { sql, type RawBuilder } from 'kysely';
import type { AcademicLevel, LocalizedName } from '@campus/contracts/organizational';
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
