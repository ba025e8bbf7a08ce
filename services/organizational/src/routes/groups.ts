// Student groups (/api/organizational/groups): CRUD, status changes along GROUP_TRANSITIONS, archive, members.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, conflict } from '@campus/kit';
import {
  DataList,
  DataOne,
  DeletedResponse,
  GROUP_TRANSITIONS,
  Group,
  GroupCreateBody,
  GroupListQuery,
  GroupStatusBody,
  GroupUpdateBody,
  IdParams,
  ORGANIZATIONAL_PATHS,
  Student,
  StudentListQuery,
  canTransitionGroup,
  type GroupStatus,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { departmentExists } from '../db/department.repository.js';
import { deleteGroup, insertGroup, listGroups, oneGroup, setGroupStatus, updateGroup } from '../db/group.repository.js';
import { lecturerPlacement } from '../db/placement.repository.js';
import { programDepartment } from '../db/program.repository.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { listStudents, studentScope } from '../db/student.repository.js';
import { unique } from '../sql.js';

/** The group's department, program and advisor all exist and are the caller's to manage. */
async function checkGroupRefs(db: OrgDb, scope: Scope, body: Partial<GroupCreateBody>): Promise<void> {
  if (body.departmentId) await departmentExists(db, body.departmentId);
  if (body.programId) {
    const departmentId = await programDepartment(db, body.programId);
    if (!departmentId) throw badRequest('programId: no program has this id', { field: 'programId' });
    assertDepartment(scope, departmentId);
  }
  if (body.advisorId) {
    const advisor = await lecturerPlacement(db, body.advisorId);
    if (!advisor) throw badRequest('advisorId: no lecturer has this id', { field: 'advisorId' });
    assertDepartment(scope, advisor.department_id);
  }
}

const STATUS_LABEL = (status: string) => status.replace('_', ' ');

async function changeStatus(db: OrgDb, group: Group, to: GroupStatus): Promise<Group> {
  if (group.status === to) throw conflict(`Group "${group.name}" is already ${STATUS_LABEL(to)}`, 'GROUP_TRANSITION');
  if (!canTransitionGroup(group.status, to)) {
    const allowed = GROUP_TRANSITIONS[group.status];
    throw conflict(
      `Group "${group.name}" cannot change from ${STATUS_LABEL(group.status)} to ${STATUS_LABEL(to)}; ${
        allowed.length ? `from ${STATUS_LABEL(group.status)} it can become ${allowed.map(STATUS_LABEL).join(', ')}` : `${STATUS_LABEL(group.status)} is final`
      }`,
      'GROUP_TRANSITION',
      { from: group.status, to, allowed },
    );
  }
  await setGroupStatus(db, group.id, group.status, to);
  return oneGroup(db, group.id);
}

export function groupRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ORGANIZATIONAL_PATHS.groups, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Student groups: search, filters by program, department, year and status, pages', querystring: GroupListQuery, response: { 200: DataList(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listGroups(db, request.query, departmentFilter(scope, { lecturersReadAll: true }));
    });

    const readableGroup = async (request: FastifyRequest, id: string) => {
      const group = await oneGroup(db, id);
      assertListed(await scopeOf(db, request), group.departmentId, { lecturersReadAll: true });
      return group;
    };

    app.get(`${ORGANIZATIONAL_PATHS.groups}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One group with its program, advisor and size', params: IdParams, response: { 200: DataOne(Group) } } }, async (request) => ({
      data: await readableGroup(request, request.params.id),
    }));

    app.get(
      `${ORGANIZATIONAL_PATHS.groups}/:id/students`,
      { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'The students of a group', params: IdParams, querystring: StudentListQuery, response: { 200: DataList(Student) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const group = await readableGroup(request, request.params.id);
        // Only the students the caller may see anyway (their department's, or those they teach or advise).
        return listStudents(db, { ...request.query, groupId: group.id }, [], studentScope(scope));
      },
    );

    app.post(ORGANIZATIONAL_PATHS.groups, { config: { access: ACCESS.deansOffice, audit: 'group.created' }, schema: { summary: 'Create a group (dean\'s office)', body: GroupCreateBody, response: { 201: DataOne(Group) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await checkGroupRefs(db, scope, body);
      assertDepartment(scope, body.departmentId);
      return unique(`A group with code "${body.code}" already exists`, async () => {
        const id = await insertGroup(db, {
            name: body.name.trim(),
            code: body.code.trim(),
            ...(body.type ? { type: body.type } : {}),
            year: body.year,
            academic_year: body.academicYear ?? null,
            department_id: body.departmentId,
            program_id: body.programId ?? null,
            advisor_id: body.advisorId ?? null,
            classroom: body.classroom ?? null,
            max_capacity: body.maxCapacity,
            status: body.status ?? 'forming',
            notes: body.notes ?? null,
        });
        return reply.status(201).send({ data: await oneGroup(db, id) });
      });
    });

    app.put(`${ORGANIZATIONAL_PATHS.groups}/:id`, { config: { access: ACCESS.deansOffice, audit: 'group.updated' }, schema: { summary: 'Change a group (dean\'s office)', params: IdParams, body: GroupUpdateBody, response: { 200: DataOne(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      const body = request.body;
      await checkGroupRefs(db, scope, body);
      if (body.departmentId) assertDepartment(scope, body.departmentId);
      if (body.maxCapacity !== undefined && body.maxCapacity < group.studentCount) {
        throw conflict(`Group "${group.name}" has ${group.studentCount} students; its capacity cannot be ${body.maxCapacity}`, 'GROUP_FULL');
      }
      await unique(`A group with code "${body.code}" already exists`, async () => {
        await updateGroup(db, group.id, {
            ...(body.name !== undefined ? { name: body.name.trim() } : {}),
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.type !== undefined ? { type: body.type } : {}),
            ...(body.year !== undefined ? { year: body.year } : {}),
            ...(body.academicYear !== undefined ? { academic_year: body.academicYear } : {}),
            ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
            ...(body.programId !== undefined ? { program_id: body.programId } : {}),
            ...(body.advisorId !== undefined ? { advisor_id: body.advisorId } : {}),
            ...(body.classroom !== undefined ? { classroom: body.classroom } : {}),
            ...(body.maxCapacity !== undefined ? { max_capacity: body.maxCapacity } : {}),
            ...(body.notes !== undefined ? { notes: body.notes } : {}),
        });
      });
      return { data: await oneGroup(db, group.id) };
    });

    app.patch(`${ORGANIZATIONAL_PATHS.groups}/:id/status`, { config: { access: ACCESS.deansOffice, audit: 'group.status_changed' }, schema: { summary: 'Move a group to another status along the allowed transitions (dean\'s office)', params: IdParams, body: GroupStatusBody, response: { 200: DataOne(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      return { data: await changeStatus(db, group, request.body.status) };
    });

    app.post(`${ORGANIZATIONAL_PATHS.groups}/:id/archive`, { config: { access: ACCESS.deansOffice, audit: 'group.archived' }, schema: { summary: 'Archive a group (dean\'s office)', params: IdParams, response: { 200: DataOne(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      return { data: await changeStatus(db, group, 'archived') };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.groups}/:id`, { config: { access: ACCESS.deansOffice, audit: 'group.deleted' }, schema: { summary: 'Delete a group without students (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      if (group.studentCount > 0) throw conflict(`Group "${group.name}" still has ${group.studentCount} student(s); archive it instead, or move them first`, 'IN_USE');
      await deleteGroup(db, group.id);
      return { data: { id: group.id } };
    });
  };
}
