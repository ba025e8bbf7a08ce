// Sections of courses (/api/organizational/sections) and their enrolments: a group or chosen students within the
// section's capacity, and the booking rule for a group that will attend its classes.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, forbidden, notFound } from '@campus/kit';
import {
  DataList,
  DataOne,
  DeletedResponse,
  EnrollBody,
  EnrollResult,
  Enrollment,
  IdParams,
  ListQuery,
  ORGANIZATIONAL_PATHS,
  Section,
  SectionCreateBody,
  SectionListQuery,
  SectionUpdateBody,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { periodExists } from '../db/academic-year.repository.js';
import { oneCourse } from '../db/course.repository.js';
import { enrollInSection, listEnrollments, unenroll } from '../db/enrollment.repository.js';
import { facultiesOf, lecturerPlacement } from '../db/placement.repository.js';
import { deleteSection, insertSection, listSections, oneSection, updateSection } from '../db/section.repository.js';
import { ACCESS, assertDepartment, assertListed, assertSameFaculty, departmentFilter, scopeOf } from '../scope.js';
import { assertBookable, assignSectionLecturer } from '../schedule-rules.js';
import { unique } from '../sql.js';

function checkJoinUrl(url: string | null | undefined): void {
  if (url && !/^https:\/\/\S+$/.test(url)) throw badRequest('joinUrl: must be an https:// address', { field: 'joinUrl' });
}

export function sectionRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.sections, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Sections of courses: filters by course, period, lecturer and department', querystring: SectionListQuery, response: { 200: DataList(Section) } } }, async (request) => {
      // A chair sees their department's sections, the dean's office its faculty's; like the timetable, lecturers read all.
      const restrict = departmentFilter(await scopeOf(db, request), { lecturersReadAll: true });
      return listSections(db, request.query, restrict);
    });

    app.get(`${ORGANIZATIONAL_PATHS.sections}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One section with its lecturer and enrolment count', params: IdParams, response: { 200: DataOne(Section) } } }, async (request) => {
      const section = await oneSection(db, request.params.id);
      assertListed(await scopeOf(db, request), section.departmentId, { lecturersReadAll: true });
      return { data: section };
    });

    app.post(ORGANIZATIONAL_PATHS.sections, { config: { access: ACCESS.managers, audit: 'section.created' }, schema: { summary: 'Open a section of a course (dean\'s office, chair)', body: SectionCreateBody, response: { 201: DataOne(Section) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const course = await oneCourse(db, body.courseId);
      assertDepartment(scope, course.departmentId);
      await periodExists(db, body.periodId);
      if (body.lecturerId) {
        const lecturer = await lecturerPlacement(db, body.lecturerId);
        if (!lecturer) throw badRequest('lecturerId: no lecturer has this id', { field: 'lecturerId' });
        assertDepartment(scope, lecturer.department_id);
      }
      checkJoinUrl(body.joinUrl);
      const id = await db.transaction().execute(async (trx) => {
        const created = await unique(`Section ${body.sectionNumber} of ${course.code} already exists in this period`, () =>
          insertSection(trx, {
            course_id: body.courseId,
            period_id: body.periodId,
            section_number: body.sectionNumber.trim(),
            capacity: body.capacity,
            ...(body.isVirtual !== undefined ? { is_virtual: body.isVirtual } : {}),
            join_url: body.joinUrl ?? null,
          }),
        );
        if (body.lecturerId) await assignSectionLecturer(trx, { id: created, courseId: course.id, periodId: body.periodId, lecturerId: null }, body.lecturerId);
        return created;
      });
      return reply.status(201).send({ data: await oneSection(db, id) });
    });

    app.put(`${ORGANIZATIONAL_PATHS.sections}/:id`, { config: { access: ACCESS.managers, audit: 'section.updated' }, schema: { summary: 'Change a section\'s lecturer, capacity or number (dean\'s office, chair)', params: IdParams, body: SectionUpdateBody, response: { 200: DataOne(Section) } } }, async (request) => {
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
          await updateSection(trx, section.id, {
            ...(body.sectionNumber !== undefined ? { section_number: body.sectionNumber.trim() } : {}),
            ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
            ...(body.isVirtual !== undefined ? { is_virtual: body.isVirtual } : {}),
            ...(body.joinUrl !== undefined ? { join_url: body.joinUrl } : {}),
            ...(body.lecturerId === null ? { lecturer_id: null } : {}),
          });
        });
      });
      return { data: await oneSection(db, section.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.sections}/:id`, { config: { access: ACCESS.managers, audit: 'section.deleted' }, schema: { summary: 'Delete a section (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const section = await oneSection(db, request.params.id);
      assertDepartment(scope, section.departmentId);
      await deleteSection(db, section.id);
      return { data: { id: section.id } };
    });

    // ---- enrolments
    app.get(
      `${ORGANIZATIONAL_PATHS.sections}/:id/enrollments`,
      { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'The students enrolled in a section', params: IdParams, querystring: ListQuery, response: { 200: DataList(Enrollment) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const section = await oneSection(db, request.params.id);
        const mayRead = scope.all || scope.roles.qa || scope.departmentIds.includes(section.departmentId) || (scope.lecturerId !== null && scope.lecturerId === section.lecturerId);
        if (!mayRead) throw forbidden('Only the section\'s lecturer, its department or the dean\'s office may see who is enrolled', 'OUT_OF_SCOPE');
        return listEnrollments(db, section.id, request.query);
      },
    );

    app.post(
      `${ORGANIZATIONAL_PATHS.sections}/:id/enrollments`,
      { config: { access: ACCESS.managers, audit: 'section.enrolled' }, schema: { summary: 'Enrol a group or chosen students in a section, within its capacity (dean\'s office, chair)', params: IdParams, body: EnrollBody, response: { 201: DataOne(EnrollResult) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        if (!body.groupId && !body.studentIds?.length) throw badRequest('Choose a group (groupId) or students (studentIds) to enrol', { field: 'groupId' });
        const section = await oneSection(db, request.params.id);
        assertDepartment(scope, section.departmentId);
        assertSameFaculty(scope, await facultiesOf(db, body));
        const result = await db.transaction().execute(async (trx) => {
          // The group or students will attend every class of the section: they must be free then (first, as it takes the booking lock).
          await assertBookable(trx, { sectionId: section.id, groupIds: body.groupId ? [body.groupId] : [], studentIds: body.studentIds ?? [] });
          return enrollInSection(trx, section, body);
        });
        return reply.status(201).send({ data: result });
      },
    );

    app.delete(
      `${ORGANIZATIONAL_PATHS.sections}/:id/enrollments/:studentId`,
      { config: { access: ACCESS.managers, audit: 'section.unenrolled' }, schema: { summary: 'Remove a student from a section (dean\'s office, chair)', params: Type.Object({ id: Type.String({ format: 'uuid' }), studentId: Type.String({ format: 'uuid' }) }), response: { 200: DeletedResponse } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const section = await oneSection(db, request.params.id);
        assertDepartment(scope, section.departmentId);
        const id = await unenroll(db, section.id, request.params.studentId);
        if (!id) throw notFound('This student is not enrolled in this section');
        return { data: { id } };
      },
    );
  };
}
