// What the grading service asks of organizational for its lists: the sections matching a period, a course, a
// faculty, a department or a lecturer, with lecturer, department, faculty and the number of enrolled students, in one
// query.
import { sql } from 'kysely';
import type { ScopedSection, ScopedSectionsQuery } from '@campus/contracts/grading';
import type { OrgDb } from './database.js';

export async function scopedSections(db: OrgDb, query: ScopedSectionsQuery): Promise<ScopedSection[]> {
  const filters = [sql`true`];
  if (query.periodId) filters.push(sql`s.period_id = ${query.periodId}`);
  if (query.courseId) filters.push(sql`s.course_id = ${query.courseId}`);
  if (query.departmentId) filters.push(sql`d.id = ${query.departmentId}`);
  if (query.facultyId) filters.push(sql`f.id = ${query.facultyId}`);
  if (query.lecturerUserId) filters.push(sql`l.user_id = ${query.lecturerUserId}`);
  const { rows } = await sql<ScopedSection>`
    select s.id as "sectionId", c.id as "courseId", c.code as "courseCode", c.name as "courseName",
      s.section_number as "sectionNumber", p.id as "periodId", p.name as "periodName",
      case when l.id is null then null else l.first_name || ' ' || l.last_name end as "lecturerName",
      l.user_id as "lecturerUserId", d.id as "departmentId", d.name as "departmentName",
      f.id as "facultyId", f.name as "facultyName",
      (select count(*) from organizational.enrollments e where e.section_id = s.id)::int as "students"
    from organizational.sections s
    join organizational.courses c on c.id = s.course_id
    join organizational.periods p on p.id = s.period_id
    join organizational.departments d on d.id = c.department_id
    join organizational.faculties f on f.id = d.faculty_id
    left join organizational.lecturers l on l.id = s.lecturer_id
    where ${sql.join(filters, sql` and `)}
    order by c.code, s.section_number, s.id`.execute(db);
  return rows;
}
