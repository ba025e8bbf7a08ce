// A person's place in teaching, for the materials service's access rule: the sections they teach and are enrolled
// in (with course and period), the courses they lead, and the courses of the units whose staff they are.
import { sql } from 'kysely';
import { notFound } from '@campus/kit';
import type { CourseAccess, CourseReference, SectionReference } from '@campus/contracts/materials';
import type { LocalizedName } from '@campus/contracts/organizational';
import type { OrgDb } from './database.js';
import { chairedDepartments, deansOfficeFacultyIds, departmentIdsOfFaculties } from './placement.repository.js';

interface SectionReferenceRow {
  section_id: string;
  course_id: string;
  course_code: string;
  course_name: LocalizedName;
  section_number: string;
  period_id: string;
  period_name: string;
}

const referenceSelect = sql`
  select s.id as section_id, c.id as course_id, c.code as course_code, c.name as course_name, s.section_number,
    p.id as period_id, p.name as period_name
  from organizational.sections s
  join organizational.courses c on c.id = s.course_id
  join organizational.periods p on p.id = s.period_id`;

const ORDER = sql`order by p.starts_on desc, c.code, s.section_number`;

function referenceView(row: SectionReferenceRow): SectionReference {
  return {
    sectionId: row.section_id,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    sectionNumber: row.section_number,
    periodId: row.period_id,
    periodName: row.period_name,
  };
}

async function references(db: OrgDb, filter: ReturnType<typeof sql>): Promise<SectionReference[]> {
  const { rows } = await sql<SectionReferenceRow>`${referenceSelect} where ${filter} ${ORDER}`.execute(db);
  return rows.map(referenceView);
}

/** The courses of these departments. */
async function courseIdsOfDepartments(db: OrgDb, departmentIds: string[]): Promise<string[]> {
  if (!departmentIds.length) return [];
  return (await db.selectFrom('courses').select('id').where('department_id', 'in', departmentIds).execute()).map((row) => row.id);
}

export async function courseAccessOf(db: OrgDb, userId: string): Promise<CourseAccess> {
  const [teaching, enrolled, led, chaired, faculties, student, lecturer] = await Promise.all([
    references(db, sql`s.lecturer_id in (select id from organizational.lecturers where user_id = ${userId})`),
    references(db, sql`s.id in (select e.section_id from organizational.enrollments e
      join organizational.students st on st.id = e.student_id where st.user_id = ${userId})`),
    db.selectFrom('courses').select('courses.id').innerJoin('lecturers', 'lecturers.id', 'courses.leader_id').where('lecturers.user_id', '=', userId).execute(),
    chairedDepartments(db, userId),
    deansOfficeFacultyIds(db, userId),
    db.selectFrom('students').select('id').where('user_id', '=', userId).executeTakeFirst(),
    db.selectFrom('lecturers').select('id').where('user_id', '=', userId).executeTakeFirst(),
  ]);
  const departmentIds = [...new Set([...chaired.map((row) => row.id), ...(await departmentIdsOfFaculties(db, faculties))])];
  return {
    teaching,
    enrolled,
    ledCourseIds: led.map((row) => row.id),
    scopeCourseIds: await courseIdsOfDepartments(db, departmentIds),
    studentId: student?.id ?? null,
    lecturerId: lecturer?.id ?? null,
  };
}

export async function sectionReference(db: OrgDb, sectionId: string): Promise<SectionReference> {
  const [found] = await references(db, sql`s.id = ${sectionId}`);
  if (!found) throw notFound('Section not found', 'SECTION_NOT_FOUND');
  return found;
}

export async function courseReference(db: OrgDb, courseId: string): Promise<CourseReference> {
  const row = await db
    .selectFrom('courses')
    .leftJoin('lecturers', 'lecturers.id', 'courses.leader_id')
    .select(['courses.id', 'courses.code', 'courses.name', 'lecturers.user_id as leader_user_id'])
    .where('courses.id', '=', courseId)
    .executeTakeFirst();
  if (!row) throw notFound('Course not found', 'COURSE_NOT_FOUND');
  return { id: row.id, code: row.code, name: row.name as LocalizedName, leaderUserId: row.leader_user_id ?? null };
}

/** The accounts of the students enrolled in the course (or in one of its sections). */
export async function studentUsersOf(db: OrgDb, courseId: string, sectionId?: string): Promise<string[]> {
  let query = db
    .selectFrom('enrollments')
    .innerJoin('sections', 'sections.id', 'enrollments.section_id')
    .innerJoin('students', 'students.id', 'enrollments.student_id')
    .select('students.user_id')
    .distinct()
    .where('sections.course_id', '=', courseId);
  if (sectionId) query = query.where('sections.id', '=', sectionId);
  return (await query.execute()).map((row) => row.user_id);
}
