// Departments (/api/organizational/departments), the caller's own department and the department dashboard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DataOne,
  DeletedResponse,
  Department,
  DepartmentCreateBody,
  DepartmentDashboard,
  DepartmentListQuery,
  type DepartmentSort,
  DepartmentUpdateBody,
  DepartmentWithChairBody,
  IdParams,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { assertNoOtherAccount, ensureAccount, lookupUsers, normalizeEmail, roleGrant } from '../accounts.js';
import { containsPattern, iso, nameSearch, paging, sortColumn } from '../lists.js';
import { ACCESS, assertDepartment, assertFaculty, assertReadsStructure, scopeOf } from '../scope.js';
import { unique, where } from '../sql.js';
import { facultyExists } from '../db/faculty.repository.js';
import { selectDepartments } from '../db/department.repository.js';
import { saveWithLeader } from '../unit-leaders.js';

async function departmentViews(db: OrgDb, deps: ServiceDeps, filter = sql``): Promise<Department[]> {
  const rows = await selectDepartments(db, filter);
  const people = await lookupUsers(deps, rows.map((row) => row.chair_user_id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    facultyId: row.faculty_id,
    facultyName: row.faculty_name,
    chairUserId: row.chair_user_id,
    chairName: row.chair_user_id ? (people.get(row.chair_user_id)?.name ?? null) : null,
    chairEmail: row.chair_user_id ? (people.get(row.chair_user_id)?.email ?? null) : null,
    lecturerCount: row.lecturer_count,
    courseCount: row.course_count,
    programCount: row.program_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneDepartment(db: OrgDb, deps: ServiceDeps, id: string): Promise<Department> {
  const [department] = await departmentViews(db, deps, sql`where d.id = ${id}`);
  if (!department) throw notFound('Department not found');
  return department;
}

const DEPARTMENT_SORTS: Record<DepartmentSort, string> = { code: 'd.code', name: "d.name->>'hy'", createdAt: 'd.created_at' };

/** A saved department, with the chair's account when one was linked by this request. */
const DepartmentSaved = Type.Object({ data: Department, chair: Type.Optional(AccountLink) });

export function departmentRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- the caller's own department: null rather than an error when there is none
    app.get('/api/organizational/my-department', { config: { access: ACCESS.signedIn }, schema: { summary: 'The department the signed-in chair leads', response: { 200: Type.Object({ data: Type.Union([Department, Type.Null()]) }) } } }, async (request) => {
      const user = request.user.sub;
      const chaired = await db.selectFrom('departments').select('id').where('chair_user_id', '=', user).orderBy('code').executeTakeFirst();
      const own = chaired ?? (await db.selectFrom('lecturers').select('department_id as id').where('user_id', '=', user).executeTakeFirst());
      return { data: own ? ((await departmentViews(db, deps, sql`where d.id = ${own.id}`))[0] ?? null) : null };
    });

    app.get('/api/organizational/dashboard/department/:id', { config: { access: ACCESS.managers }, schema: { summary: 'A department\'s figures: lecturers, courses, groups, students', params: IdParams, response: { 200: DataOne(DepartmentDashboard) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const department = await oneDepartment(db, deps, request.params.id);
      if (!scope.all && !scope.departmentIds.includes(department.id)) throw forbidden('This department is outside your faculty or department', 'OUT_OF_SCOPE');
      const id = department.id;
      const { rows } = await sql<Record<string, number>>`
        select
          (select count(*)::int from organizational.lecturers where department_id = ${id} and status = 'active') as active_lecturer_count,
          (select count(*)::int from organizational.sections s join organizational.courses c on c.id = s.course_id where c.department_id = ${id}) as section_count,
          (select count(*)::int from organizational.groups where department_id = ${id}) as group_count,
          (select count(*)::int from organizational.students s join organizational.programs p on p.id = s.program_id where p.department_id = ${id}) as student_count,
          (select count(*)::int from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
             join organizational.courses c on c.id = s.course_id where c.department_id = ${id}) as weekly_class_count,
          (select coalesce(sum(a.hours), 0)::int from organizational.allocations a join organizational.lecturers l on l.id = a.lecturer_id
             join organizational.periods p on p.id = a.period_id where l.department_id = ${id} and p.is_active) as allocated_hours,
          (select coalesce(sum(max_load), 0)::int from organizational.lecturers where department_id = ${id} and status = 'active') as max_hours,
          (select count(*)::int from organizational.sections s join organizational.courses c on c.id = s.course_id
             join organizational.periods p on p.id = s.period_id where c.department_id = ${id} and p.is_active and s.lecturer_id is null) as unallocated_section_count`.execute(db);
      const counts = rows[0]!;
      return {
        data: {
          department,
          lecturerCount: department.lecturerCount,
          activeLecturerCount: counts.active_lecturer_count!,
          courseCount: department.courseCount,
          sectionCount: counts.section_count!,
          groupCount: counts.group_count!,
          studentCount: counts.student_count!,
          weeklyClassCount: counts.weekly_class_count!,
          loadPercent: counts.max_hours ? Math.round((counts.allocated_hours! / counts.max_hours) * 100) : 0,
          unallocatedSectionCount: counts.unallocated_section_count!,
        },
      };
    });

    // ---- departments
    app.get('/api/organizational/departments', { config: { access: ACCESS.staff }, schema: { summary: 'Departments: search, faculty filter, sort and pages', querystring: DepartmentListQuery, response: { 200: DataList(Department) } } }, async (request) => {
      const page = paging(request.query);
      const order = sortColumn(request.query, DEPARTMENT_SORTS, 'code');
      const filter = where([
        request.query.facultyId ? sql`d.faculty_id = ${request.query.facultyId}` : undefined,
        nameSearch('d', containsPattern(request.query.search)),
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.departments d ${filter}`.execute(db);
      const data = await departmentViews(db, deps, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, d.id limit ${page.pageSize} offset ${page.offset}`);
      return { data, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/departments/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One department with its chair', params: IdParams, response: { 200: DataOne(Department) } } }, async (request) => {
      const department = await oneDepartment(db, deps, request.params.id);
      assertReadsStructure(await scopeOf(db, request), { facultyId: department.facultyId, departmentId: department.id });
      return { data: department };
    });

    const departmentCodeTaken = (code: string | undefined) => `A department with code "${code}" already exists`;
    const insertDepartment = (trx: OrgDb, body: DepartmentCreateBody) =>
      unique(departmentCodeTaken(body.code), async () => {
        const values = { code: body.code.trim(), name: JSON.stringify(body.name), description: body.description ?? null, faculty_id: body.facultyId, chair_user_id: null };
        return (await trx.insertInto('departments').values(values).returning('id').executeTakeFirstOrThrow()).id;
      });
    const grantChair = async (userId: string | null | undefined) => (userId ? roleGrant(deps, userId, 'chair', 'chairUserId') : undefined);

    app.post('/api/organizational/departments', { config: { access: ACCESS.deansOffice, audit: 'department.created' }, schema: { summary: 'Create a department, optionally naming an existing account as chair (dean\'s office)', body: DepartmentCreateBody, response: { 201: DepartmentSaved } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      await facultyExists(db, request.body.facultyId);
      assertFaculty(scope, request.body.facultyId);
      const { id, leader } = await saveWithLeader(db, 'departments', (trx) => insertDepartment(trx, request.body), await grantChair(request.body.chairUserId));
      return reply.status(201).send({ data: await oneDepartment(db, deps, id), ...(leader ? { chair: leader } : {}) });
    });

    app.post(
      '/api/organizational/departments/with-chair',
      { config: { access: ACCESS.deansOffice, audit: 'department.created' }, schema: { summary: 'Create a department together with its chair\'s account (dean\'s office)', body: DepartmentWithChairBody, response: { 201: Type.Object({ data: Department, chair: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        await facultyExists(db, body.department.facultyId);
        assertFaculty(scope, body.department.facultyId);
        const chair = { ...body.chair, email: normalizeEmail(body.chair.email), role: 'chair' };
        await assertNoOtherAccount(deps, scope.isAdmin, chair.email, 'chair');
        const { id, leader } = await saveWithLeader(db, 'departments', (trx) => insertDepartment(trx, body.department), () => ensureAccount(deps, chair));
        return reply.status(201).send({ data: await oneDepartment(db, deps, id), chair: leader! });
      },
    );

    app.put('/api/organizational/departments/:id', { config: { access: ACCESS.managers, audit: 'department.updated' }, schema: { summary: 'Change a department; the dean\'s office or an admin may change its chair', params: IdParams, body: DepartmentUpdateBody, response: { 200: DepartmentSaved } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await db.selectFrom('departments').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!current) throw notFound('Department not found');
      const facultyId = current.faculty_id;
      assertDepartment(scope, current.id);
      const body = request.body;
      if (body.facultyId !== undefined && body.facultyId !== facultyId) {
        await facultyExists(db, body.facultyId);
        assertFaculty(scope, body.facultyId);
        assertFaculty(scope, facultyId);
      }
      if (body.chairUserId !== undefined && !scope.isAdmin && !scope.facultyIds.includes(facultyId)) throw forbidden('Only the dean\'s office or an administrator may change the chair');
      const update = (trx: OrgDb) =>
        unique(departmentCodeTaken(body.code), async () => {
          await trx
            .updateTable('departments')
            .set({
              ...(body.code !== undefined ? { code: body.code.trim() } : {}),
              ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              ...(body.facultyId !== undefined ? { faculty_id: body.facultyId } : {}),
              ...(body.chairUserId === null ? { chair_user_id: null } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', current.id)
            .execute();
          return current.id;
        });
      const { leader } = await saveWithLeader(db, 'departments', update, body.chairUserId !== current.chair_user_id ? await grantChair(body.chairUserId) : undefined, current);
      return { data: await oneDepartment(db, deps, current.id), ...(leader ? { chair: leader } : {}) };
    });

    app.delete('/api/organizational/departments/:id', { config: { access: ACCESS.deansOffice, audit: 'department.deleted' }, schema: { summary: 'Delete a department without programs, courses, lecturers or groups (dean\'s office)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const department = await oneDepartment(db, deps, request.params.id);
      assertFaculty(scope, department.facultyId);
      const groups = await db.selectFrom('groups').select(sql<number>`count(*)::int`.as('n')).where('department_id', '=', department.id).executeTakeFirstOrThrow();
      const used = department.programCount + department.courseCount + department.lecturerCount + groups.n;
      if (used > 0) {
        throw conflict(
          `Department "${department.name.en || department.name.hy}" still has ${department.programCount} program(s), ${department.courseCount} course(s), ${department.lecturerCount} lecturer(s) and ${groups.n} group(s); move or delete them first`,
          'IN_USE',
        );
      }
      await db.deleteFrom('departments').where('id', '=', department.id).execute();
      return { data: { id: department.id } };
    });
  };
}
