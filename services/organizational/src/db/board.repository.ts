// What the examination board (grading) asks of the structure: the students of a period's sections with the sections
// they are enrolled in, and each lecturer's teaching (allocated hours as lecturerLoads counts them, weekly class hours,
// sections and students), limited to the departments a manager manages when one is named.
import { sql, type RawBuilder } from 'kysely';
import type { BoardLoadQuery, BoardStudent, BoardUnitQuery, LecturerTeaching, ManagedUnits } from '@campus/contracts/grading';
import type { LocalizedName } from '@campus/contracts/organizational';
import { where, wordsCondition } from '../sql.js';
import { lecturerLoads } from './allocation.repository.js';
import type { OrgDb } from './database.js';
import { chairedDepartments, deansOfficeFacultyIds, departmentIdsOfFaculties } from './placement.repository.js';

/** The departments a person manages: every department of the faculties whose dean's office they are, and those they chair. */
export async function managedDepartments(db: OrgDb, userId: string): Promise<string[]> {
  const [faculties, chaired] = await Promise.all([deansOfficeFacultyIds(db, userId), chairedDepartments(db, userId)]);
  return [...new Set([...(await departmentIdsOfFaculties(db, faculties)), ...chaired.map((row) => row.id)])];
}

/** json_agg: an array from pg, a string from drivers that leave json unparsed. */
const jsonArray = <T>(value: string | T[]): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

/**
 * The students enrolled in at least one section of the period, by name, with those sections by course code. A
 * student's department is their program's, else their group's; `departments` (a manager's) keeps those of theirs.
 */
export async function boardStudents(db: OrgDb, query: BoardUnitQuery, departments: string[] | undefined): Promise<BoardStudent[]> {
  const department = sql`coalesce(p.department_id, g.department_id)`;
  const filter = where([
    departments ? sql`${department} = any(${departments}::uuid[])` : undefined,
    query.departmentId ? sql`${department} = ${query.departmentId}` : undefined,
    query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
    query.programId ? sql`s.program_id = ${query.programId}` : undefined,
    query.groupId ? sql`s.group_id = ${query.groupId}` : undefined,
    wordsCondition(query.search, (pattern) => sql`(lower(s.last_name) like ${pattern} or lower(s.first_name) like ${pattern} or lower(s.student_id) like ${pattern})`),
    sql`exists (select 1 from organizational.enrollments e0 join organizational.sections x0 on x0.id = e0.section_id where e0.student_id = s.id and x0.period_id = ${query.periodId})`,
  ] as (RawBuilder<unknown> | undefined)[]);
  const { rows } = await sql<{ id: string; student_id: string | null; first_name: string; last_name: string; program_code: string | null; group_name: string | null; department_id: string | null; faculty_id: string | null; sections: string | BoardStudent['sections'] }>`
    select s.id, s.student_id, s.first_name, s.last_name, p.code as program_code, g.name as group_name, d.id as department_id, d.faculty_id,
      (select json_agg(json_build_object('sectionId', x.id, 'courseId', c.id, 'courseCode', c.code, 'courseName', c.name) order by c.code, x.section_number)
         from organizational.enrollments e join organizational.sections x on x.id = e.section_id join organizational.courses c on c.id = x.course_id
         where e.student_id = s.id and x.period_id = ${query.periodId}) as sections
    from organizational.students s
    left join organizational.programs p on p.id = s.program_id
    left join organizational.groups g on g.id = s.group_id
    left join organizational.departments d on d.id = ${department}
    ${filter}
    order by s.last_name, s.first_name, s.id`.execute(db);
  return rows.map((row) => ({
    studentId: row.id,
    studentNumber: row.student_id,
    fullName: `${row.first_name} ${row.last_name}`,
    programCode: row.program_code,
    groupName: row.group_name,
    departmentId: row.department_id,
    facultyId: row.faculty_id,
    sections: jsonArray(row.sections),
  }));
}

/**
 * Each lecturer of the departments asked (a manager's, a faculty's, one) with their allocated hours and maximum load
 * from lecturerLoads (the same figures /api/allocation/loads answers), and the period's sections they teach: how
 * many, their weekly class hours and their distinct students.
 */
export async function lecturerTeaching(db: OrgDb, query: BoardLoadQuery, departments: string[] | undefined): Promise<LecturerTeaching[]> {
  const [loads, taught] = await Promise.all([
    lecturerLoads(db, query, departments),
    sql<{ lecturer_id: string; sections: number; students: number; minutes: number | string; department_name: LocalizedName }>`
      select l.id as lecturer_id, dep.name as department_name,
        (select count(*)::int from organizational.sections x where x.lecturer_id = l.id and x.period_id = ${query.periodId}) as sections,
        (select count(distinct e.student_id)::int from organizational.enrollments e join organizational.sections x on x.id = e.section_id
           where x.lecturer_id = l.id and x.period_id = ${query.periodId}) as students,
        (select coalesce(sum(extract(epoch from (w.end_time::time - w.start_time::time)) / 60), 0) from organizational.weekly_classes w
           join organizational.sections x on x.id = w.section_id where x.lecturer_id = l.id and x.period_id = ${query.periodId}) as minutes
      from organizational.lecturers l join organizational.departments dep on dep.id = l.department_id
      ${where([
        departments ? sql`l.department_id = any(${departments}::uuid[])` : undefined,
        query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
        query.facultyId ? sql`dep.faculty_id = ${query.facultyId}` : undefined,
      ])}`.execute(db),
  ]);
  const byLecturer = new Map(taught.rows.map((row) => [row.lecturer_id, row]));
  return loads.map((load) => {
    const row = byLecturer.get(load.lecturerId);
    return {
      lecturerId: load.lecturerId,
      lecturerName: load.lecturerName,
      departmentId: load.departmentId,
      departmentName: row?.department_name ?? { hy: '', en: '', ru: '' },
      maxLoad: load.maxLoad,
      allocatedHours: load.currentLoad,
      weeklyClassHours: Math.round((Number(row?.minutes ?? 0) / 60) * 100) / 100,
      sections: row?.sections ?? 0,
      students: row?.students ?? 0,
    };
  });
}

/** The faculties whose dean's office the person is and the departments they manage; all of both without a person. */
export async function managedUnits(db: OrgDb, userId: string | undefined): Promise<ManagedUnits> {
  const [facultyIds, departmentIds] = userId ? await Promise.all([deansOfficeFacultyIds(db, userId), managedDepartments(db, userId)]) : [undefined, undefined];
  if (facultyIds && !facultyIds.length && departmentIds && !departmentIds.length) return { faculties: [], departments: [] };
  const [faculties, departments] = await Promise.all([
    facultyIds && !facultyIds.length ? [] : db.selectFrom('faculties').select(['id', 'name']).$if(!!facultyIds, (q) => q.where('id', 'in', facultyIds!)).orderBy('code').execute(),
    departmentIds && !departmentIds.length ? [] : db.selectFrom('departments').select(['id', 'name', 'faculty_id']).$if(!!departmentIds, (q) => q.where('id', 'in', departmentIds!)).orderBy('code').execute(),
  ]);
  return { faculties: faculties.map((row) => ({ id: row.id, name: row.name as LocalizedName })), departments: departments.map((row) => ({ id: row.id, name: row.name as LocalizedName, facultyId: row.faculty_id })) };
}
