// The CSV export's reads: one page of an entity's records after a given id, in id order (keyset paging, so the
// thousandth page costs what the first does and nothing holds the whole table), each row keyed by its export field
// names (EXPORT_FIELDS). Dates come as YYYY-MM-DD text, not Date: a date read as local midnight would shift a day
// when written in UTC. Raw SQL because every entity joins its department, program or advisor by code.
import { sql, type RawBuilder } from 'kysely';
import type { ExportEntity } from '@campus/contracts/organizational';
import type { Scope } from '../scope.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';
import { studentScope } from './student.repository.js';

export type ExportRow = Record<string, unknown> & { id: string };

/** The smallest uuid: the page before the first. */
export const FIRST_ID = '00000000-0000-0000-0000-000000000000';

const SELECTS: Record<ExportEntity, RawBuilder<unknown>> = {
  students: sql`select s.id, s.student_id as "studentId", s.first_name as "firstName", s.last_name as "lastName", s.email, s.phone,
      s.date_of_birth::text as "dateOfBirth", s.gender, s.nationality, s.admission_year as "admissionYear",
      coalesce(d.code, gd.code) as department, p.code as program, s.academic_level as "academicLevel",
      s.status as "enrollmentStatus", s.gpa::float8 as gpa, s.emergency_contact as "emergencyContact", s.address, s.notes,
      s.year_of_study as "yearOfStudy", g.name as "group", s.enrollment_date::text as "enrollmentDate", s.created_at as "createdAt"
    from organizational.students s
    left join organizational.programs p on p.id = s.program_id
    left join organizational.departments d on d.id = p.department_id
    left join organizational.groups g on g.id = s.group_id
    left join organizational.departments gd on gd.id = g.department_id`,
  lecturers: sql`select l.id, l.employee_id as "employeeId", l.first_name as "firstName", l.last_name as "lastName", l.email, l.phone,
      d.code as department, l.position, l.employment_type as "employmentType", l.max_load as "maxLoad", l.office, l.status,
      l.title, l.created_at as "createdAt"
    from organizational.lecturers l
    join organizational.departments d on d.id = l.department_id`,
  subjects: sql`select c.id, c.code, coalesce(nullif(c.name->>'en', ''), c.name->>'hy') as name, c.credits, d.code as department,
      c.semester, c.level, c.type, c.prerequisites, c.description, c.weekly_hours as "weeklyHours", c.lab_hours as "labHours",
      c.exam_hours as "examHours", c.status, c.created_at as "createdAt"
    from organizational.courses c
    join organizational.departments d on d.id = c.department_id`,
  groups: sql`select g.id, g.name, g.code, d.code as department, p.code as program, g.year as level, g.academic_year as "academicYear",
      g.max_capacity as "maxCapacity", (select count(*)::int from organizational.students s where s.group_id = g.id) as "currentEnrollment",
      g.status, a.email as advisor, g.classroom, g.notes, g.type, g.created_at as "createdAt"
    from organizational.groups g
    join organizational.departments d on d.id = g.department_id
    left join organizational.programs p on p.id = g.program_id
    left join organizational.lecturers a on a.id = g.advisor_id`,
};

/** The table alias of each entity's main table in SELECTS. */
const ALIAS: Record<ExportEntity, string> = { students: 's', lecturers: 'l', subjects: 'c', groups: 'g' };

/** Which records the caller may export: undefined = all (admin); students as their lists scope them, the rest by department. */
function scopeCondition(entity: ExportEntity, scope: Scope): RawBuilder<unknown> | undefined {
  if (scope.all) return undefined;
  if (entity === 'students') {
    const parts = studentScope(scope) ?? [];
    return parts.length ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
  }
  return sql`${sql.ref(`${ALIAS[entity]}.department_id`)} = any(${scope.departmentIds}::uuid[])`;
}

/** Up to `size` records of `entity` the caller may see whose id follows `after`, in id order. */
export async function exportPage(db: OrgDb, entity: ExportEntity, scope: Scope, after: string, size: number): Promise<ExportRow[]> {
  const id = sql.ref(`${ALIAS[entity]}.id`);
  const { rows } = await sql<ExportRow>`${SELECTS[entity]} ${where([sql`${id} > ${after}`, scopeCondition(entity, scope)])} order by ${id} limit ${size}`.execute(db);
  return rows;
}
