// Enrolments of students in a section: one page of who is enrolled, enrolling a group or chosen students within
// the section's capacity, and taking one student out.
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '@campus/kit';
import type { EnrollBody, EnrollResult, Enrollment, ListQuery, Section } from '@campus/contracts/organizational';
import { iso, paging, prefixPattern } from '../lists.js';
import { where } from '../sql.js';
import type { OrgDb } from './database.js';

/** An enrolment with its student and group, as the enrolment list selects it. */
interface EnrollmentRow {
  id: string;
  section_id: string;
  student_id: string;
  group_id: string | null;
  created_at: Date;
  student_number: string;
  first_name: string;
  last_name: string;
  email: string;
  group_name: string | null;
}

function enrollmentView(row: EnrollmentRow): Enrollment {
  return {
    id: row.id,
    sectionId: row.section_id,
    studentId: row.student_id,
    studentNumber: row.student_number,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    groupId: row.group_id,
    groupName: row.group_name ?? null,
    enrolledAt: iso(row.created_at),
  };
}

/** One page of the section's students by name, searched by a prefix of name or email, with the total. */
export async function listEnrollments(db: OrgDb, sectionId: string, query: ListQuery) {
  const page = paging(query);
  const pattern = prefixPattern(query.search);
  const filter = where([sql`e.section_id = ${sectionId}`, pattern ? sql`(lower(st.last_name) like ${pattern} or lower(st.first_name) like ${pattern} or st.email like ${pattern})` : undefined]);
  const total = await sql<{ n: number }>`select count(*)::int as n from organizational.enrollments e join organizational.students st on st.id = e.student_id ${filter}`.execute(db);
  const { rows } = await sql<EnrollmentRow>`
    select e.id, e.section_id, e.student_id, e.group_id, e.created_at, st.student_id as student_number, st.first_name, st.last_name, st.email, g.name as group_name
    from organizational.enrollments e join organizational.students st on st.id = e.student_id
    left join organizational.groups g on g.id = e.group_id
    ${filter} order by st.last_name, st.first_name, st.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
  return { data: rows.map(enrollmentView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

type Candidate = { id: string; group_id: string | null };

/** The group's active students (enrolled with their group), or 409 when the group can no longer be enrolled. */
async function groupCandidates(trx: OrgDb, groupId: string): Promise<Candidate[]> {
  const group = await trx.selectFrom('groups').select(['id', 'name', 'status']).where('id', '=', groupId).executeTakeFirst();
  if (!group) throw notFound('Group not found');
  if (['archived', 'cancelled', 'graduated'].includes(group.status)) throw conflict(`Group "${group.name}" is ${group.status} and cannot be enrolled`, 'GROUP_TRANSITION');
  const students = await trx.selectFrom('students').select('id').where('group_id', '=', group.id).where('status', '=', 'active').execute();
  return students.map((row) => ({ id: row.id, group_id: group.id }));
}

/** The chosen students (enrolled without a group), or 400 when one of them does not exist. */
async function chosenCandidates(trx: OrgDb, studentIds: string[]): Promise<Candidate[]> {
  const students = await trx.selectFrom('students').select('id').where('id', 'in', studentIds).execute();
  if (students.length !== new Set(studentIds).size) throw badRequest('studentIds: some of these students do not exist', { field: 'studentIds' });
  return students.map((row) => ({ id: row.id, group_id: null }));
}

/**
 * Enrols the group's active students and the chosen ones who are not enrolled yet, and ties the group to the
 * section; 409 SECTION_FULL when they would not all fit. Run it inside a transaction.
 */
export async function enrollInSection(trx: OrgDb, section: Section, body: EnrollBody): Promise<EnrollResult> {
  // One enrolment change per section at a time, so two requests cannot both take the last seats.
  await sql`select id from organizational.sections where id = ${section.id} for update`.execute(trx);
  const candidates = body.groupId ? await groupCandidates(trx, body.groupId) : [];
  if (body.studentIds?.length) {
    for (const student of await chosenCandidates(trx, body.studentIds)) if (!candidates.some((candidate) => candidate.id === student.id)) candidates.push(student);
  }
  const already = candidates.length
    ? await trx.selectFrom('enrollments').select('student_id').where('section_id', '=', section.id).where('student_id', 'in', candidates.map((candidate) => candidate.id)).execute()
    : [];
  const enrolled = new Set(already.map((row) => row.student_id));
  const fresh = candidates.filter((candidate) => !enrolled.has(candidate.id));
  const count = await trx.selectFrom('enrollments').select(sql<number>`count(*)::int`.as('n')).where('section_id', '=', section.id).executeTakeFirstOrThrow();
  if (count.n + fresh.length > section.capacity) {
    throw conflict(
      `Section ${section.sectionNumber} of ${section.courseCode} has ${section.capacity - count.n} free seat(s) of ${section.capacity}; ${fresh.length} student(s) cannot be enrolled`,
      'SECTION_FULL',
      { capacity: section.capacity, enrollmentCount: count.n, requested: fresh.length },
    );
  }
  if (fresh.length) await trx.insertInto('enrollments').values(fresh.map((candidate) => ({ section_id: section.id, student_id: candidate.id, group_id: candidate.group_id }))).execute();
  if (body.groupId) await trx.insertInto('section_groups').values({ section_id: section.id, group_id: body.groupId }).onConflict((oc) => oc.doNothing()).execute();
  return { enrolled: fresh.length, alreadyEnrolled: enrolled.size, enrollmentCount: count.n + fresh.length, capacity: section.capacity };
}

/** Takes the student out of the section; the enrolment's id, or undefined when they were not enrolled. */
export async function unenroll(db: OrgDb, sectionId: string, studentId: string): Promise<string | undefined> {
  const deleted = await db.deleteFrom('enrollments').where('section_id', '=', sectionId).where('student_id', '=', studentId).returning('id').executeTakeFirst();
  return deleted?.id;
}
