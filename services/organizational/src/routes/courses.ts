// Courses (subjects) at /api/courses; their sections and enrolments are in sections.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict, notFound } from '@campus/kit';
import { CourseCreateBody, CourseListQuery, CourseListResponse, CourseResponse, CourseUpdateBody, DeletedResponse, IdParams, ORGANIZATIONAL_PATHS } from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { countCoursesAmong, deleteCourse, insertCourse, listCourses, oneCourse, ownCoursesFilter, updateCourse } from '../db/course.repository.js';
import { departmentExists } from '../db/department.repository.js';
import { lecturerPlacement } from '../db/placement.repository.js';
import { ACCESS, assertDepartment, scopeOf, type Scope } from '../scope.js';
import { unique } from '../sql.js';

/** The course's department and subject leader exist and are the caller's; prerequisites may be any course. */
async function checkCourseRefs(db: OrgDb, scope: Scope, body: Partial<CourseCreateBody>, selfId?: string): Promise<void> {
  if (body.departmentId) await departmentExists(db, body.departmentId);
  if (body.leaderId) {
    const leader = await lecturerPlacement(db, body.leaderId);
    if (!leader) throw badRequest('leaderId: no lecturer has this id', { field: 'leaderId' });
    assertDepartment(scope, leader.department_id);
  }
  if (body.prerequisites?.length) {
    if (selfId && body.prerequisites.includes(selfId)) throw badRequest('prerequisites: a course cannot be its own prerequisite', { field: 'prerequisites' });
    if ((await countCoursesAmong(db, body.prerequisites)) !== new Set(body.prerequisites).size) throw badRequest('prerequisites: some of these courses do not exist', { field: 'prerequisites' });
  }
}

export function courseRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    // Students see the catalogue of active courses, one by one too (an inactive one is as absent); staff see all.
    const seesInactive = (scope: Scope) => scope.all || scope.roles.qa || scope.roles.deans || scope.roles.chair || scope.roles.lecturer;

    // `mine` answers differ per caller: the answer cache keys by the caller (answer-cache.ts), so none is shared.
    app.get(ORGANIZATIONAL_PATHS.courses, { config: { access: ACCESS.signedIn, cacheAnswer: true }, schema: { summary: 'Courses: search, filters, sort and pages (inactive ones for managers only); mine=true: the caller\'s own', querystring: CourseListQuery, response: { 200: CourseListResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listCourses(db, request.query, { activeOnly: !seesInactive(scope), ...(request.query.mine ? { restrict: ownCoursesFilter(scope) } : {}) });
    });

    app.get(`${ORGANIZATIONAL_PATHS.courses}/:id`, { config: { access: ACCESS.signedIn }, schema: { summary: 'One course', params: IdParams, response: { 200: CourseResponse } } }, async (request) => {
      const course = await oneCourse(db, request.params.id);
      if (course.status !== 'active' && !seesInactive(await scopeOf(db, request))) throw notFound('Course not found');
      return { course };
    });

    app.post(ORGANIZATIONAL_PATHS.courses, { config: { access: ACCESS.managers, audit: 'course.created' }, schema: { summary: 'Create a course in a department (dean\'s office, chair)', body: CourseCreateBody, response: { 201: CourseResponse } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await checkCourseRefs(db, scope, body);
      assertDepartment(scope, body.departmentId);
      return unique(`A course with code "${body.code}" already exists`, async () => {
        const id = await insertCourse(db, {
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
        });
        return reply.status(201).send({ course: await oneCourse(db, id) });
      });
    });

    app.put(`${ORGANIZATIONAL_PATHS.courses}/:id`, { config: { access: ACCESS.managers, audit: 'course.updated' }, schema: { summary: 'Change a course (dean\'s office, chair)', params: IdParams, body: CourseUpdateBody, response: { 200: CourseResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const course = await oneCourse(db, request.params.id);
      assertDepartment(scope, course.departmentId);
      const body = request.body;
      await checkCourseRefs(db, scope, body, course.id);
      if (body.departmentId) assertDepartment(scope, body.departmentId);
      await unique(`A course with code "${body.code}" already exists`, async () => {
        await updateCourse(db, course.id, {
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
        });
      });
      return { course: await oneCourse(db, course.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.courses}/:id`, { config: { access: ACCESS.managers, audit: 'course.deleted' }, schema: { summary: 'Delete a course that has no sections (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const course = await oneCourse(db, request.params.id);
      assertDepartment(scope, course.departmentId);
      if (course.sectionCount > 0) throw conflict(`Course ${course.code} still has ${course.sectionCount} section(s); delete them first`, 'IN_USE');
      await deleteCourse(db, course.id);
      return { data: { id: course.id } };
    });
  };
}
