// The people and places of an audience's parts (issue 15): one query per kind of part, however many parts and
// people, so a whole faculty of a 20,000-student university is a handful of queries. A student belongs to their
// program's department (their group's when they have no program), as facultiesOf in placement.repository.ts.
import { sql } from 'kysely';
import type { OrgDb } from './database.js';

export type UnitKind = 'faculty' | 'department' | 'program' | 'group' | 'section' | 'term';

/** A place an audience part names: its label for people and the units that bound who may name it. */
export interface AudiencePlace {
  id: string;
  label: string;
  facultyId: string | null;
  departmentId: string | null;
}

/** Only students still studying and lecturers still working are reached; graduates and the inactive are not. */
const STUDYING = sql`s.status = 'active'`;
const WORKING = sql`l.status <> 'inactive'`;

const PLACES: Record<UnitKind, (ids: string[]) => ReturnType<typeof sql<AudiencePlace>>> = {
  faculty: (ids) => sql<AudiencePlace>`select f.id, f.name->>'hy' as label, f.id as "facultyId", null as "departmentId"
    from organizational.faculties f where f.id = any(${ids}::uuid[])`,
  department: (ids) => sql<AudiencePlace>`select d.id, d.name->>'hy' as label, d.faculty_id as "facultyId", d.id as "departmentId"
    from organizational.departments d where d.id = any(${ids}::uuid[])`,
  program: (ids) => sql<AudiencePlace>`select p.id, p.code || ' ' || (p.name->>'hy') as label, d.faculty_id as "facultyId", p.department_id as "departmentId"
    from organizational.programs p join organizational.departments d on d.id = p.department_id where p.id = any(${ids}::uuid[])`,
  group: (ids) => sql<AudiencePlace>`select g.id, g.name as label, d.faculty_id as "facultyId", g.department_id as "departmentId"
    from organizational.groups g join organizational.departments d on d.id = g.department_id where g.id = any(${ids}::uuid[])`,
  section: (ids) => sql<AudiencePlace>`select s.id, c.code || '-' || s.section_number || ' ' || (c.name->>'hy') || ' (' || p.name || ')' as label,
      d.faculty_id as "facultyId", c.department_id as "departmentId"
    from organizational.sections s join organizational.courses c on c.id = s.course_id
    join organizational.departments d on d.id = c.department_id join organizational.periods p on p.id = s.period_id
    where s.id = any(${ids}::uuid[])`,
  term: (ids) => sql<AudiencePlace>`select p.id, p.name as label, null as "facultyId", null as "departmentId"
    from organizational.periods p where p.id = any(${ids}::uuid[])`,
};

/** The places of one kind that exist among the ids, with their labels (in Armenian, the university's language). */
export async function audiencePlaces(db: OrgDb, kind: UnitKind, ids: string[]): Promise<AudiencePlace[]> {
  if (ids.length === 0) return [];
  return (await PLACES[kind](ids).execute(db)).rows;
}

interface Member {
  part: string;
  userId: string;
}

const STUDENT_DEPARTMENT = sql`coalesce(p.department_id, g.department_id)`;

const MEMBERS: Record<UnitKind, (ids: string[]) => ReturnType<typeof sql<Member>>> = {
  faculty: (ids) => sql<Member>`
    select d.faculty_id as part, s.user_id as "userId" from organizational.students s
      left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id
      join organizational.departments d on d.id = ${STUDENT_DEPARTMENT}
      where d.faculty_id = any(${ids}::uuid[]) and ${STUDYING}
    union
    select d.faculty_id, l.user_id from organizational.lecturers l join organizational.departments d on d.id = l.department_id
      where d.faculty_id = any(${ids}::uuid[]) and ${WORKING}`,
  department: (ids) => sql<Member>`
    select ${STUDENT_DEPARTMENT} as part, s.user_id as "userId" from organizational.students s
      left join organizational.programs p on p.id = s.program_id left join organizational.groups g on g.id = s.group_id
      where ${STUDENT_DEPARTMENT} = any(${ids}::uuid[]) and ${STUDYING}
    union
    select l.department_id, l.user_id from organizational.lecturers l where l.department_id = any(${ids}::uuid[]) and ${WORKING}`,
  program: (ids) => sql<Member>`select distinct s.program_id as part, s.user_id as "userId" from organizational.students s
    where s.program_id = any(${ids}::uuid[]) and ${STUDYING}`,
  group: (ids) => sql<Member>`select distinct s.group_id as part, s.user_id as "userId" from organizational.students s
    where s.group_id = any(${ids}::uuid[]) and ${STUDYING}`,
  section: (ids) => sql<Member>`select distinct e.section_id as part, s.user_id as "userId" from organizational.enrollments e
    join organizational.students s on s.id = e.student_id where e.section_id = any(${ids}::uuid[]) and ${STUDYING}`,
  term: (ids) => sql<Member>`select distinct x.period_id as part, s.user_id as "userId" from organizational.enrollments e
    join organizational.sections x on x.id = e.section_id join organizational.students s on s.id = e.student_id
    where x.period_id = any(${ids}::uuid[]) and ${STUDYING}`,
};

/** The accounts of each place's people (part id → account ids), before auth says which accounts are active. */
export async function audienceMembers(db: OrgDb, kind: UnitKind, ids: string[]): Promise<Map<string, string[]>> {
  const members = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return members;
  for (const row of (await MEMBERS[kind](ids).execute(db)).rows) members.get(row.part)?.push(row.userId);
  return members;
}
