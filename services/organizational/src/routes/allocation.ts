// Allocation of lecturers to courses and sections within a lecturer's maximum load (/api/allocation/*) and a
// lecturer's own subjects.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, conflict, notFound } from '@campus/kit';
import {
  AllocatedSubjectsResponse,
  Allocation,
  AllocationCreateBody,
  AllocationListQuery,
  AllocationUpdateBody,
  DataList,
  DataOne,
  DeletedResponse,
  IdParams,
  LecturerLoad,
  LoadQuery,
  ORGANIZATIONAL_PATHS,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { activePeriod } from '../db/academic-year.repository.js';
import { allocatedSubjects, deleteAllocation, insertAllocation, lecturerLoads, listAllocations, oneAllocation, updateAllocation } from '../db/allocation.repository.js';
import { courseDepartment } from '../db/course.repository.js';
import { lecturerPlacement } from '../db/placement.repository.js';
import { sectionCourseAndPeriod, setLecturerIfNone } from '../db/section.repository.js';
import { ACCESS, assertDepartment, assertSameFaculty, departmentFilter, scopeOf } from '../scope.js';
import { assertBookable, withinMaxLoad } from '../schedule-rules.js';
import { unique } from '../sql.js';

export function allocationRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.allocatedSubjects, { config: { access: ACCESS.teaching, cacheAnswer: true }, schema: { summary: 'The signed-in lecturer\'s allocated courses and hours', response: { 200: AllocatedSubjectsResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      if (!scope.lecturerId) return { success: true, data: [] };
      return { success: true, data: await allocatedSubjects(db, scope.lecturerId) };
    });

    app.get(ORGANIZATIONAL_PATHS.allocations, { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'Teaching allocations of a period, within the caller\'s faculty or department', querystring: AllocationListQuery, response: { 200: DataList(Allocation) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listAllocations(db, request.query, departmentFilter(scope));
    });

    app.post(ORGANIZATIONAL_PATHS.allocations, { config: { access: ACCESS.managers, audit: 'allocation.created' }, schema: { summary: 'Allocate a lecturer to a course or section for a period (dean\'s office, chair)', body: AllocationCreateBody, response: { 201: DataOne(Allocation) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const lecturer = await lecturerPlacement(db, body.lecturerId);
      if (!lecturer) throw notFound('Lecturer not found');
      const course = await courseDepartment(db, body.courseId);
      if (!course) throw notFound('Course not found');
      // The course is the caller's to staff; the lecturer may come from another department of the same faculty.
      assertDepartment(scope, course.department_id);
      assertSameFaculty(scope, [lecturer.faculty_id]);
      if (lecturer.status !== 'active') throw conflict('Only an active lecturer can be allocated', 'LECTURER_INACTIVE');
      let periodId = body.periodId ?? null;
      if (body.sectionId) {
        const section = await sectionCourseAndPeriod(db, body.sectionId);
        if (!section) throw notFound('Section not found');
        if (section.course_id !== course.id) throw badRequest(`sectionId: this section does not belong to ${course.code}`, { field: 'sectionId' });
        periodId = section.period_id;
      }
      periodId ??= await activePeriod(db);
      const id = await db.transaction().execute(async (trx) => {
        // With a section, the lecturer will be at its classes: the same clash rule as scheduling applies.
        if (body.sectionId) await assertBookable(trx, { sectionId: body.sectionId, lecturerId: lecturer.id, hours: body.hours });
        else await withinMaxLoad(trx, lecturer.id, periodId, body.hours);
        return unique(`This lecturer is already allocated to ${course.code}${body.sectionId ? ' in this section' : ''}; change the hours instead`, async () => {
          const allocationId = await insertAllocation(trx, { lecturer_id: lecturer.id, course_id: course.id, section_id: body.sectionId ?? null, period_id: periodId, hours: body.hours, ...(body.role ? { role: body.role } : {}) });
          if (body.sectionId) await setLecturerIfNone(trx, body.sectionId, lecturer.id);
          return allocationId;
        });
      });
      return reply.status(201).send({ data: await oneAllocation(db, id) });
    });

    app.put(`${ORGANIZATIONAL_PATHS.allocations}/:id`, { config: { access: ACCESS.managers, audit: 'allocation.updated' }, schema: { summary: 'Change an allocation\'s hours or section (dean\'s office, chair)', params: IdParams, body: AllocationUpdateBody, response: { 200: DataOne(Allocation) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneAllocation(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        if (body.hours !== undefined) await withinMaxLoad(trx, current.lecturerId, current.periodId, body.hours, current.id);
        await updateAllocation(trx, current.id, { ...(body.hours !== undefined ? { hours: body.hours } : {}), ...(body.role !== undefined ? { role: body.role } : {}) });
      });
      return { data: await oneAllocation(db, current.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.allocations}/:id`, { config: { access: ACCESS.managers, audit: 'allocation.deleted' }, schema: { summary: 'Remove an allocation (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneAllocation(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      await deleteAllocation(db, current.id);
      return { data: { id: current.id } };
    });

    app.get(ORGANIZATIONAL_PATHS.lecturerLoads, { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'Each lecturer\'s allocated hours against their maximum load', querystring: LoadQuery, response: { 200: Type.Object({ data: Type.Array(LecturerLoad) }) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { data: await lecturerLoads(db, request.query, departmentFilter(scope)) };
    });
  };
}
