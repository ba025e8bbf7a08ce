// Courses (subjects) at /api/courses, and their sections and enrolments at /api/organizational/sections.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, notFound } from '@campus/kit';
import {
  Course,
  CourseCreateBody,
  CourseListQuery,
  CourseListResponse,
  CourseResponse,
  CourseUpdateBody,
  DataList,
  DataOne,
  DeletedResponse,
  EnrollBody,
  EnrollResult,
  Enrollment,
  IdParams,
  ListQuery,
  Section,
  SectionCreateBody,
  SectionListQuery,
  SectionUpdateBody,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { containsPattern, iso, paging, prefixPattern, sortColumn } from '../lists.js';
import { facultiesOf, lecturerPlacement } from '../db/placement.repository.js';
import { ACCESS, assertDepartment, assertSameFaculty, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { assertBookable, assignSectionLecturer } from '../schedule-rules.js';
import { unique, where } from '../sql.js';

const COURSE_SORTS = { code: 'c.code', name: "c.name->>'hy'", credits: 'c.credits', level: 'c.level', semester: 'c.semester', createdAt: 'c.created_at' };

const courseSelect = sql`
  select c.*, d.name as department_name, l.first_name || ' ' || l.last_name as leader_name,
    (select count(*)::int from organizational.sections s where s.course_id = c.id) as section_count
  from organizational.courses c
  join organizational.departments d on d.id = c.department_id
  left join organizational.lecturers l on l.id = c.leader_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function courseView(row: any): Course {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    credits: row.credits,
    departmentId: row.department_id,
    departmentName: row.department_name,
    semester: row.semester,
    level: row.level,
    type: row.type,
    prerequisites: row.prerequisites ?? [],
    weeklyHours: row.weekly_hours,
    labHours: row.lab_hours,
    examHours: row.exam_hours,
    status: row.status,
    leaderId: row.leader_id,
    leaderName: row.leader_name ?? null,
    sectionCount: row.section_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneCourse(db: OrgDb, id: string): Promise<Course> {
  const { rows } = await sql`${courseSelect} where c.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Course not found');
  return courseView(rows[0]);
}

export async function listCourses(db: OrgDb, query: CourseListQuery, extra: ReturnType<typeof sql>[] = []) {
  const page = paging(query);
  const order = sortColumn(query, COURSE_SORTS, 'code');
  const prefix = prefixPattern(query.search);
  const contains = containsPattern(query.search);
  const filter = where([
    ...extra,
    query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`c.department_id in (select d2.id from organizational.departments d2 where d2.faculty_id = ${query.facultyId})` : undefined,
    query.semester ? sql`c.semester = ${query.semester}` : undefined,
    query.level ? sql`c.level = ${query.level}` : undefined,
    query.type ? sql`c.type = ${query.type}` : undefined,
    query.status ? sql`c.status = ${query.status}` : undefined,
    query.leaderId ? sql`c.leader_id = ${query.leaderId}` : undefined,
    prefix
      ? sql`(lower(c.code) like ${prefix} or lower(c.name->>'hy') like ${contains} or lower(c.name->>'en') like ${contains} or lower(c.name->>'ru') like ${contains})`
      : undefined,
  ]);
  const [total, rows] = await Promise.all([
    sql<{ n: number }>`select count(*)::int as n from organizational.courses c ${filter}`.execute(db),
    sql`${courseSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, c.id limit ${page.pageSize} offset ${page.offset}`.execute(db),
  ]);
  return { courses: rows.rows.map(courseView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
}

/** The course's department and subject leader exist and are the caller's; prerequisites may be any course. */
async function checkCourseRefs(db: OrgDb, scope: Scope, body: Partial<CourseCreateBody>, selfId?: string): Promise<void> {
  if (body.departmentId) {
    const department = await db.selectFrom('departments').select('id').where('id', '=', body.departmentId).executeTakeFirst();
    if (!department) throw notFound('Department not found');
  }
  if (body.leaderId) {
    const leader = await lecturerPlacement(db, body.leaderId);
    if (!leader) throw badRequest('leaderId: no lecturer has this id', { field: 'leaderId' });
    assertDepartment(scope, leader.department_id);
  }
  if (body.prerequisites?.length) {
    if (selfId && body.prerequisites.includes(selfId)) throw badRequest('prerequisites: a course cannot be its own prerequisite', { field: 'prerequisites' });
    const found = await db.selectFrom('courses').select('id').where('id', 'in', body.prerequisites).execute();
    if (found.length !== new Set(body.prerequisites).size) throw badRequest('prerequisites: some of these courses do not exist', { field: 'prerequisites' });
  }
}

// ---------------------------------------------------------------- sections

const SECTION_SORTS = { sectionNumber: 's.section_number', courseCode: 'c.code', capacity: 's.capacity', createdAt: 's.created_at' };

const sectionSelect = sql`
  select s.*, c.code as course_code, c.name as course_name, c.department_id, p.name as period_name,
    l.first_name || ' ' || l.last_name as lecturer_name,
    (select count(*)::int from organizational.enrollments e where e.section_id = s.id) as enrollment_count,
    coalesce((select array_agg(sg.group_id) from organizational.section_groups sg where sg.section_id = s.id), '{}') as group_ids
  from organizational.sections s
  join organizational.courses c on c.id = s.course_id
  join organizational.periods p on p.id = s.period_id
  left join organizational.lecturers l on l.id = s.lecturer_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function sectionView(row: any): Section {
  return {
    id: row.id,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    periodId: row.period_id,
    periodName: row.period_name,
    sectionNumber: row.section_number,
    capacity: row.capacity,
    enrollmentCount: row.enrollment_count,
    isVirtual: row.is_virtual,
    joinUrl: row.join_url,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name ?? null,
    departmentId: row.department_id,
    groupIds: row.group_ids ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export async function oneSection(db: OrgDb, id: string): Promise<Section> {
  const { rows } = await sql`${sectionSelect} where s.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Section not found');
  return sectionView(rows[0]);
}

function checkJoinUrl(url: string | null | undefined): void {
  if (url && !/^https:\/\/\S+$/.test(url)) throw badRequest('joinUrl: must be an https:// address', { field: 'joinUrl' });
}

export function courseRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- courses
    // Students see the catalogue of active courses, one by one too (an inactive one is as absent); staff see all.
    const seesInactive = (scope: Scope) => scope.all || scope.roles.qa || scope.roles.deans || scope.roles.chair || scope.roles.lecturer;

    app.get('/api/courses', { config: { access: ACCESS.signedIn, cacheAnswer: true }, schema: { summary: 'Courses: search, filters, sort and pages (inactive ones for managers only)', querystring: CourseListQuery, response: { 200: CourseListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listCourses(db, request.query, seesInactive(scope) ? [] : [sql`c.status = 'active'`]);
    });

    app.get('/api/courses/:id', { config: { access: ACCESS.signedIn }, schema: { summary: 'One course', params: IdParams, response: { 200: CourseResponse } } }, async (request) => {
      const course = await oneCourse(db, request.params.id);
      if (course.status !== 'active' && !seesInactive(await scopeOf(db, request))) throw notFound('Course not found');
      return { course };
    });

    app.post('/api/courses', { config: { access: ACCESS.managers, audit: 'course.created' }, schema: { summary: 'Create a course in a department (dean\'s office, chair)', body: CourseCreateBody, response: { 201: CourseResponse } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await checkCourseRefs(db, scope, body);
      assertDepartment(scope, body.departmentId);
      return unique(`A course with code "${body.code}" already exists`, async () => {
        const row = await db
          .insertInto('courses')
          .values({
            code: body.code.trim(),
            name: JSON.stringify(body.name),
            description: body.description ?? null,
            credits: body.credits,
            department_id: body.departmentId,
            semester: body.semester,
            level: body.level,
            type: body.type,
            prerequisites: body.prerequisites ?? [],
            weekly_hours: body.weeklyHours,
            ...(body.labHours !== undefined ? { lab_hours: body.labHours } : {}),
            ...(body.examHours !== undefined ? { exam_hours: body.examHours } : {}),
            ...(body.status ? { status: body.status } : {}),
            leader_id: body.leaderId ?? null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ course: await oneCourse(db, row.id) });
      });
    });

    app.put('/api/courses/:id', { config: { access: ACCESS.managers, audit: 'course.updated' }, schema: { summary: 'Change a course (dean\'s office, chair)', params: IdParams, body: CourseUpdateBody, response: { 200: CourseResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const course = await oneCourse(db, request.params.id);
      assertDepartment(scope, course.departmentId);
      const body = request.body;
      await checkCourseRefs(db, scope, body, course.id);
      if (body.departmentId) assertDepartment(scope, body.departmentId);
      await unique(`A course with code "${body.code}" already exists`, async () => {
        await db
          .updateTable('courses')
          .set({
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.credits !== undefined ? { credits: body.credits } : {}),
            ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
            ...(body.semester !== undefined ? { semester: body.semester } : {}),
            ...(body.level !== undefined ? { level: body.level } : {}),
            ...(body.type !== undefined ? { type: body.type } : {}),
            ...(body.prerequisites !== undefined ? { prerequisites: body.prerequisites } : {}),
            ...(body.weeklyHours !== undefined ? { weekly_hours: body.weeklyHours } : {}),
            ...(body.labHours !== undefined ? { lab_hours: body.labHours } : {}),
            ...(body.examHours !== undefined ? { exam_hours: body.examHours } : {}),
            ...(body.status !== undefined ? { status: body.status } : {}),
            ...(body.leaderId !== undefined ? { leader_id: body.leaderId } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', course.id)
          .execute();
      });
      return { course: await oneCourse(db, course.id) };
    });

    app.delete('/api/courses/:id', { config: { access: ACCESS.managers, audit: 'course.deleted' }, schema: { summary: 'Delete a course that has no sections (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const course = await oneCourse(db, request.params.id);
      assertDepartment(scope, course.departmentId);
      if (course.sectionCount > 0) throw conflict(`Course ${course.code} still has ${course.sectionCount} section(s); delete them first`, 'IN_USE');
      await db.deleteFrom('courses').where('id', '=', course.id).execute();
      return { data: { id: course.id } };
    });

    // ---- sections
    app.get('/api/organizational/sections', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Sections of courses: filters by course, period, lecturer and department', querystring: SectionListQuery, response: { 200: DataList(Section) } } }, async (request) => {
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, SECTION_SORTS, 'courseCode');
      const pattern = prefixPattern(query.search);
      // A chair sees their department's sections, the dean's office its faculty's; like the timetable, lecturers read all.
      const restrict = departmentFilter(await scopeOf(db, request), { lecturersReadAll: true });
      const filter = where([
        restrict ? sql`c.department_id = any(${restrict}::uuid[])` : undefined,
        query.facultyId ? sql`c.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
        query.courseId ? sql`s.course_id = ${query.courseId}` : undefined,
        query.periodId ? sql`s.period_id = ${query.periodId}` : undefined,
        query.lecturerId ? sql`s.lecturer_id = ${query.lecturerId}` : undefined,
        query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
        query.groupId ? sql`s.id in (select sg.section_id from organizational.section_groups sg where sg.group_id = ${query.groupId})` : undefined,
        pattern ? sql`(lower(c.code) like ${pattern} or lower(s.section_number) like ${pattern})` : undefined,
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.sections s join organizational.courses c on c.id = s.course_id ${filter}`.execute(db);
      const { rows } = await sql`${sectionSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, s.section_number, s.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
      return { data: rows.map(sectionView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/sections/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One section with its lecturer and enrolment count', params: IdParams, response: { 200: DataOne(Section) } } }, async (request) => {
      const section = await oneSection(db, request.params.id);
      assertListed(await scopeOf(db, request), section.departmentId, { lecturersReadAll: true });
      return { data: section };
    });

    app.post('/api/organizational/sections', { config: { access: ACCESS.managers, audit: 'section.created' }, schema: { summary: 'Open a section of a course (dean\'s office, chair)', body: SectionCreateBody, response: { 201: DataOne(Section) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const course = await oneCourse(db, body.courseId);
      assertDepartment(scope, course.departmentId);
      const period = await db.selectFrom('periods').select('id').where('id', '=', body.periodId).executeTakeFirst();
      if (!period) throw notFound('Period not found');
      if (body.lecturerId) {
        const lecturer = await lecturerPlacement(db, body.lecturerId);
        if (!lecturer) throw badRequest('lecturerId: no lecturer has this id', { field: 'lecturerId' });
        assertDepartment(scope, lecturer.department_id);
      }
      checkJoinUrl(body.joinUrl);
      const id = await db.transaction().execute(async (trx) => {
        const row = await unique(`Section ${body.sectionNumber} of ${course.code} already exists in this period`, () =>
          trx
            .insertInto('sections')
            .values({
              course_id: body.courseId,
              period_id: body.periodId,
              section_number: body.sectionNumber.trim(),
              capacity: body.capacity,
              ...(body.isVirtual !== undefined ? { is_virtual: body.isVirtual } : {}),
              join_url: body.joinUrl ?? null,
            })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
        if (body.lecturerId) await assignSectionLecturer(trx, { id: row.id, courseId: course.id, periodId: body.periodId, lecturerId: null }, body.lecturerId);
        return row.id;
      });
      return reply.status(201).send({ data: await oneSection(db, id) });
    });

    app.put('/api/organizational/sections/:id', { config: { access: ACCESS.managers, audit: 'section.updated' }, schema: { summary: 'Change a section\'s lecturer, capacity or number (dean\'s office, chair)', params: IdParams, body: SectionUpdateBody, response: { 200: DataOne(Section) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const section = await oneSection(db, request.params.id);
      assertDepartment(scope, section.departmentId);
      const body = request.body;
      checkJoinUrl(body.joinUrl);
      if (body.capacity !== undefined && body.capacity < section.enrollmentCount) {
        throw conflict(`Section ${section.sectionNumber} of ${section.courseCode} already has ${section.enrollmentCount} students; capacity cannot be ${body.capacity}`, 'SECTION_FULL');
      }
      if (body.lecturerId) {
        const lecturer = await lecturerPlacement(db, body.lecturerId);
        if (!lecturer) throw badRequest('lecturerId: no lecturer has this id', { field: 'lecturerId' });
        assertDepartment(scope, lecturer.department_id);
      }
      await db.transaction().execute(async (trx) => {
        // The lecturer first: it takes the booking lock before this section's row, the order every booking path keeps.
        if (body.lecturerId && body.lecturerId !== section.lecturerId) await assignSectionLecturer(trx, section, body.lecturerId);
        await unique(`Section ${body.sectionNumber} of ${section.courseCode} already exists in this period`, async () => {
          await trx
            .updateTable('sections')
            .set({
              ...(body.sectionNumber !== undefined ? { section_number: body.sectionNumber.trim() } : {}),
              ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
              ...(body.isVirtual !== undefined ? { is_virtual: body.isVirtual } : {}),
              ...(body.joinUrl !== undefined ? { join_url: body.joinUrl } : {}),
              ...(body.lecturerId === null ? { lecturer_id: null } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', section.id)
            .execute();
        });
      });
      return { data: await oneSection(db, section.id) };
    });

    app.delete('/api/organizational/sections/:id', { config: { access: ACCESS.managers, audit: 'section.deleted' }, schema: { summary: 'Delete a section (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const section = await oneSection(db, request.params.id);
      assertDepartment(scope, section.departmentId);
      await db.deleteFrom('sections').where('id', '=', section.id).execute();
      return { data: { id: section.id } };
    });

    // ---- enrolments
    app.get(
      '/api/organizational/sections/:id/enrollments',
      { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'The students enrolled in a section', params: IdParams, querystring: ListQuery, response: { 200: DataList(Enrollment) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const section = await oneSection(db, request.params.id);
        const mayRead = scope.all || scope.roles.qa || scope.departmentIds.includes(section.departmentId) || (scope.lecturerId !== null && scope.lecturerId === section.lecturerId);
        if (!mayRead) throw forbidden('Only the section\'s lecturer, its department or the dean\'s office may see who is enrolled', 'OUT_OF_SCOPE');
        const page = paging(request.query);
        const pattern = prefixPattern(request.query.search);
        const filter = where([sql`e.section_id = ${section.id}`, pattern ? sql`(lower(st.last_name) like ${pattern} or lower(st.first_name) like ${pattern} or st.email like ${pattern})` : undefined]);
        const total = await sql<{ n: number }>`select count(*)::int as n from organizational.enrollments e join organizational.students st on st.id = e.student_id ${filter}`.execute(db);
        const { rows } = await sql<Record<string, never>>`
          select e.id, e.section_id, e.student_id, e.group_id, e.created_at, st.student_id as student_number, st.first_name, st.last_name, st.email, g.name as group_name
          from organizational.enrollments e join organizational.students st on st.id = e.student_id
          left join organizational.groups g on g.id = e.group_id
          ${filter} order by st.last_name, st.first_name, st.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
        return {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          data: rows.map((row: any) => ({
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
          })),
          total: total.rows[0]!.n,
          page: page.page,
          pageSize: page.pageSize,
        };
      },
    );

    app.post(
      '/api/organizational/sections/:id/enrollments',
      { config: { access: ACCESS.managers, audit: 'section.enrolled' }, schema: { summary: 'Enrol a group or chosen students in a section, within its capacity (dean\'s office, chair)', params: IdParams, body: EnrollBody, response: { 201: DataOne(EnrollResult) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        if (!body.groupId && !body.studentIds?.length) throw badRequest('Choose a group (groupId) or students (studentIds) to enrol', { field: 'groupId' });
        const section = await oneSection(db, request.params.id);
        assertDepartment(scope, section.departmentId);
        assertSameFaculty(scope, await facultiesOf(db, body));
        const result = await db.transaction().execute(async (trx) => {
          // The group will attend every class of the section: it must be free then (first, as it takes the booking lock).
          if (body.groupId) await assertBookable(trx, { sectionId: section.id, groupIds: [body.groupId] });
          // One enrolment change per section at a time, so two requests cannot both take the last seats.
          await sql`select id from organizational.sections where id = ${section.id} for update`.execute(trx);
          let candidates: { id: string; group_id: string | null }[] = [];
          if (body.groupId) {
            const group = await trx.selectFrom('groups').select(['id', 'name', 'status']).where('id', '=', body.groupId).executeTakeFirst();
            if (!group) throw notFound('Group not found');
            if (['archived', 'cancelled', 'graduated'].includes(group.status)) throw conflict(`Group "${group.name}" is ${group.status} and cannot be enrolled`, 'GROUP_TRANSITION');
            candidates = (await trx.selectFrom('students').select(['id', 'group_id']).where('group_id', '=', group.id).where('status', '=', 'active').execute()).map((row) => ({ ...row, group_id: group.id }));
          }
          if (body.studentIds?.length) {
            const students = await trx.selectFrom('students').select(['id', 'group_id']).where('id', 'in', body.studentIds).execute();
            if (students.length !== new Set(body.studentIds).size) throw badRequest('studentIds: some of these students do not exist', { field: 'studentIds' });
            for (const student of students) if (!candidates.some((candidate) => candidate.id === student.id)) candidates.push({ id: student.id, group_id: null });
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
        });
        return reply.status(201).send({ data: result });
      },
    );

    app.delete(
      '/api/organizational/sections/:id/enrollments/:studentId',
      { config: { access: ACCESS.managers, audit: 'section.unenrolled' }, schema: { summary: 'Remove a student from a section (dean\'s office, chair)', params: Type.Object({ id: Type.String({ format: 'uuid' }), studentId: Type.String({ format: 'uuid' }) }), response: { 200: DeletedResponse } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const section = await oneSection(db, request.params.id);
        assertDepartment(scope, section.departmentId);
        const deleted = await db.deleteFrom('enrollments').where('section_id', '=', section.id).where('student_id', '=', request.params.studentId).returning('id').executeTakeFirst();
        if (!deleted) throw notFound('This student is not enrolled in this section');
        return { data: { id: deleted.id } };
      },
    );
  };
}
