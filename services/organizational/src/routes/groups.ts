// Student groups (/api/organizational/groups): CRUD, status changes along GROUP_TRANSITIONS, archive, members.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '@campus/kit';
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
  Student,
  StudentListQuery,
  canTransitionGroup,
  type GroupStatus,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { containsPattern, iso, paging, sortColumn } from '../lists.js';
import { lecturerPlacement } from '../db/placement.repository.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf , type Scope } from '../scope.js';
import { unique, where } from '../sql.js';
import { listStudents, studentScope } from '../db/student.repository.js';

const GROUP_SORTS = { name: 'g.name', code: 'g.code', year: 'g.year', status: 'g.status', studentCount: 'student_count', createdAt: 'g.created_at' };

const groupSelect = sql`
  select g.*, d.name as department_name, p.name as program_name, l.first_name || ' ' || l.last_name as advisor_name,
    (select count(*)::int from organizational.students s where s.group_id = g.id) as student_count
  from organizational.groups g
  join organizational.departments d on d.id = g.department_id
  left join organizational.programs p on p.id = g.program_id
  left join organizational.lecturers l on l.id = g.advisor_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function groupView(row: any): Group {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    type: row.type,
    year: row.year,
    academicYear: row.academic_year,
    departmentId: row.department_id,
    departmentName: row.department_name,
    programId: row.program_id,
    programName: row.program_name ?? null,
    advisorId: row.advisor_id,
    advisorName: row.advisor_name ?? null,
    classroom: row.classroom,
    maxCapacity: row.max_capacity,
    studentCount: row.student_count,
    status: row.status,
    notes: row.notes,
    allowedTransitions: [...GROUP_TRANSITIONS[row.status as GroupStatus]],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function oneGroup(db: OrgDb, id: string): Promise<Group> {
  const { rows } = await sql`${groupSelect} where g.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Group not found');
  return groupView(rows[0]);
}

/** The group's department, program and advisor all exist and are the caller's to manage. */
async function checkGroupRefs(db: OrgDb, scope: Scope, body: Partial<GroupCreateBody>): Promise<void> {
  if (body.departmentId) {
    const department = await db.selectFrom('departments').select('id').where('id', '=', body.departmentId).executeTakeFirst();
    if (!department) throw notFound('Department not found');
  }
  if (body.programId) {
    const program = await db.selectFrom('programs').select('department_id').where('id', '=', body.programId).executeTakeFirst();
    if (!program) throw badRequest('programId: no program has this id', { field: 'programId' });
    assertDepartment(scope, program.department_id);
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
  await db.updateTable('groups').set({ status: to, updated_at: new Date() }).where('id', '=', group.id).where('status', '=', group.status).execute();
  return oneGroup(db, group.id);
}

export function groupRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/api/organizational/groups', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Student groups: search, filters by program, department, year and status, pages', querystring: GroupListQuery, response: { 200: DataList(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, GROUP_SORTS, 'name');
      const restrict = departmentFilter(scope, { lecturersReadAll: true });
      const pattern = containsPattern(query.search);
      const filter = where([
        restrict ? sql`g.department_id = any(${restrict}::uuid[])` : undefined,
        query.departmentId ? sql`g.department_id = ${query.departmentId}` : undefined,
        query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
        query.programId ? sql`g.program_id = ${query.programId}` : undefined,
        query.status ? sql`g.status = ${query.status}` : undefined,
        query.year ? sql`g.year = ${query.year}` : undefined,
        pattern ? sql`(lower(g.name) like ${pattern} or lower(g.code) like ${pattern})` : undefined,
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.groups g join organizational.departments d on d.id = g.department_id ${filter}`.execute(db);
      const { rows } = await sql`${groupSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, g.name, g.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
      return { data: rows.map(groupView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    const readableGroup = async (request: FastifyRequest, id: string) => {
      const group = await oneGroup(db, id);
      assertListed(await scopeOf(db, request), group.departmentId, { lecturersReadAll: true });
      return group;
    };

    app.get('/api/organizational/groups/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One group with its program, advisor and size', params: IdParams, response: { 200: DataOne(Group) } } }, async (request) => ({
      data: await readableGroup(request, request.params.id),
    }));

    app.get(
      '/api/organizational/groups/:id/students',
      { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'The students of a group', params: IdParams, querystring: StudentListQuery, response: { 200: DataList(Student) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const group = await readableGroup(request, request.params.id);
        // Only the students the caller may see anyway (their department's, or those they teach or advise).
        return listStudents(db, { ...request.query, groupId: group.id }, [], studentScope(scope));
      },
    );

    app.post('/api/organizational/groups', { config: { access: ACCESS.deansOffice, audit: 'group.created' }, schema: { summary: 'Create a group (dean\'s office)', body: GroupCreateBody, response: { 201: DataOne(Group) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await checkGroupRefs(db, scope, body);
      assertDepartment(scope, body.departmentId);
      return unique(`A group with code "${body.code}" already exists`, async () => {
        const row = await db
          .insertInto('groups')
          .values({
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: await oneGroup(db, row.id) });
      });
    });

    app.put('/api/organizational/groups/:id', { config: { access: ACCESS.deansOffice, audit: 'group.updated' }, schema: { summary: 'Change a group (dean\'s office)', params: IdParams, body: GroupUpdateBody, response: { 200: DataOne(Group) } } }, async (request) => {
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
        await db
          .updateTable('groups')
          .set({
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
            updated_at: new Date(),
          })
          .where('id', '=', group.id)
          .execute();
      });
      return { data: await oneGroup(db, group.id) };
    });

    app.patch('/api/organizational/groups/:id/status', { config: { access: ACCESS.deansOffice, audit: 'group.status_changed' }, schema: { summary: 'Move a group to another status along the allowed transitions (dean\'s office)', params: IdParams, body: GroupStatusBody, response: { 200: DataOne(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      return { data: await changeStatus(db, group, request.body.status) };
    });

    app.post('/api/organizational/groups/:id/archive', { config: { access: ACCESS.deansOffice, audit: 'group.archived' }, schema: { summary: 'Archive a group (dean\'s office)', params: IdParams, response: { 200: DataOne(Group) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      return { data: await changeStatus(db, group, 'archived') };
    });

    app.delete('/api/organizational/groups/:id', { config: { access: ACCESS.deansOffice, audit: 'group.deleted' }, schema: { summary: 'Delete a group without students (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const group = await oneGroup(db, request.params.id);
      assertDepartment(scope, group.departmentId);
      if (group.studentCount > 0) throw conflict(`Group "${group.name}" still has ${group.studentCount} student(s); archive it instead, or move them first`, 'IN_USE');
      await db.deleteFrom('groups').where('id', '=', group.id).execute();
      return { data: { id: group.id } };
    });
  };
}
