// Faculties (/api/organizational/faculties), the caller's own faculty and the faculty dashboard.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import {
  AccountLink,
  DataList,
  DataOne,
  DeletedResponse,
  Faculty,
  FacultyCreateBody,
  FacultyDashboard,
  FacultyListQuery,
  type FacultySort,
  FacultyUpdateBody,
  FacultyWithDeanBody,
  IdParams,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { ensureAccount, lookupUsers, normalizeEmail, roleGrant } from '../accounts.js';
import { containsPattern, iso, nameSearch, paging, sortColumn } from '../lists.js';
import { ACCESS, assertFaculty, canReadFaculty, scopeOf } from '../scope.js';
import { unique, where } from '../sql.js';
import { selectFaculties } from '../db/faculty.repository.js';
import { saveWithLeader } from '../unit-leaders.js';

async function facultyViews(db: OrgDb, deps: ServiceDeps, filter = sql``): Promise<Faculty[]> {
  const rows = await selectFaculties(db, filter);
  const people = await lookupUsers(deps, rows.map((row) => row.dean_user_id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    deanUserId: row.dean_user_id,
    deanName: row.dean_user_id ? (people.get(row.dean_user_id)?.name ?? null) : null,
    deanEmail: row.dean_user_id ? (people.get(row.dean_user_id)?.email ?? null) : null,
    departmentCount: row.department_count,
    studentCount: row.student_count,
    lecturerCount: row.lecturer_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneFaculty(db: OrgDb, deps: ServiceDeps, id: string): Promise<Faculty> {
  const [faculty] = await facultyViews(db, deps, sql`where f.id = ${id}`);
  if (!faculty) throw notFound('Faculty not found');
  return faculty;
}

const FACULTY_SORTS: Record<FacultySort, string> = { code: 'f.code', name: "f.name->>'hy'", createdAt: 'f.created_at' };

/** A saved faculty, with the dean's account when one was linked by this request. */
const FacultySaved = Type.Object({ data: Faculty, dean: Type.Optional(AccountLink) });

export function facultyRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- the caller's own faculty: null rather than an error when there is none
    app.get('/api/organizational/my-faculty', { config: { access: ACCESS.signedIn }, schema: { summary: 'The faculty the signed-in dean\'s office runs', response: { 200: Type.Object({ data: Type.Union([Faculty, Type.Null()]) }) } } }, async (request) => {
      const user = request.user.sub;
      const dean = await db.selectFrom('faculties').select('id').where('dean_user_id', '=', user).orderBy('code').executeTakeFirst();
      const viaDepartment =
        dean ??
        (await db.selectFrom('departments').select('faculty_id as id').where('chair_user_id', '=', user).executeTakeFirst()) ??
        (await db
          .selectFrom('lecturers')
          .innerJoin('departments', 'departments.id', 'lecturers.department_id')
          .select('departments.faculty_id as id')
          .where('lecturers.user_id', '=', user)
          .executeTakeFirst());
      return { data: viaDepartment ? ((await facultyViews(db, deps, sql`where f.id = ${viaDepartment.id}`))[0] ?? null) : null };
    });

    app.get('/api/organizational/dashboard/faculty/:id', { config: { access: ACCESS.managers }, schema: { summary: 'A faculty\'s figures: departments, programs, groups, students', params: IdParams, response: { 200: DataOne(FacultyDashboard) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const faculty = await oneFaculty(db, deps, request.params.id);
      if (!canReadFaculty(scope, faculty.id)) throw forbidden('This faculty is not yours', 'OUT_OF_SCOPE');
      const id = faculty.id;
      const studentsOfFaculty = sql`organizational.students s join organizational.programs p on p.id = s.program_id
        join organizational.departments d on d.id = p.department_id where d.faculty_id = ${id}`;
      const { rows } = await sql<Record<string, number>>`
        select
          (select count(*)::int from organizational.programs p join organizational.departments d on d.id = p.department_id where d.faculty_id = ${id}) as program_count,
          (select count(*)::int from organizational.groups g join organizational.departments d on d.id = g.department_id where d.faculty_id = ${id}) as group_count,
          (select count(*)::int from ${studentsOfFaculty} and s.status = 'active') as active_student_count,
          (select count(*)::int from organizational.courses c join organizational.departments d on d.id = c.department_id where d.faculty_id = ${id}) as course_count`.execute(db);
      const byYear = await sql<{ year: number; count: number }>`select s.year_of_study as year, count(*)::int as count from ${studentsOfFaculty} group by 1 order by 1`.execute(db);
      const byStatus = await sql<{ status: 'active'; count: number }>`select s.status, count(*)::int as count from ${studentsOfFaculty} group by 1 order by 1`.execute(db);
      const counts = rows[0]!;
      return {
        data: {
          faculty,
          departmentCount: faculty.departmentCount,
          programCount: counts.program_count!,
          groupCount: counts.group_count!,
          studentCount: faculty.studentCount,
          activeStudentCount: counts.active_student_count!,
          lecturerCount: faculty.lecturerCount,
          courseCount: counts.course_count!,
          studentsByYear: byYear.rows.map((row) => ({ yearOfStudy: row.year, count: row.count })),
          studentsByStatus: byStatus.rows.map((row) => ({ status: row.status, count: row.count })),
        },
      };
    });

    // ---- faculties
    // The faculty, department and program lists (and one faculty) are open to all staff: pickers need the names,
    // e.g. to move a lecturer to another department, and names are not sensitive. One department's or program's
    // details are read within scope (assertReadsStructure).
    app.get('/api/organizational/faculties', { config: { access: ACCESS.staff }, schema: { summary: 'Faculties: search, sort and pages', querystring: FacultyListQuery, response: { 200: DataList(Faculty) } } }, async (request) => {
      const page = paging(request.query);
      const order = sortColumn(request.query, FACULTY_SORTS, 'code');
      const filter = where([nameSearch('f', containsPattern(request.query.search))]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.faculties f ${filter}`.execute(db);
      const data = await facultyViews(db, deps, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, f.id limit ${page.pageSize} offset ${page.offset}`);
      return { data, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/faculties/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One faculty with its dean', params: IdParams, response: { 200: DataOne(Faculty) } } }, async (request) => ({
      data: await oneFaculty(db, deps, request.params.id),
    }));

    const facultyCodeTaken = (code: string | undefined) => `A faculty with code "${code}" already exists`;
    const insertFaculty = (trx: OrgDb, body: FacultyCreateBody) =>
      unique(facultyCodeTaken(body.code), async () => {
        const values = { code: body.code.trim(), name: JSON.stringify(body.name), description: body.description ?? null, dean_user_id: null };
        return (await trx.insertInto('faculties').values(values).returning('id').executeTakeFirstOrThrow()).id;
      });
    const grantDean = async (userId: string | null | undefined) => (userId ? roleGrant(deps, userId, 'deans_office', 'deanUserId') : undefined);

    app.post('/api/organizational/faculties', { config: { access: ACCESS.admin, audit: 'faculty.created' }, schema: { summary: 'Create a faculty, optionally naming an existing account as dean (admin)', body: FacultyCreateBody, response: { 201: FacultySaved } } }, async (request, reply) => {
      const { id, leader } = await saveWithLeader(db, 'faculties', (trx) => insertFaculty(trx, request.body), await grantDean(request.body.deanUserId));
      return reply.status(201).send({ data: await oneFaculty(db, deps, id), ...(leader ? { dean: leader } : {}) });
    });

    app.post(
      '/api/organizational/faculties/with-dean',
      { config: { access: ACCESS.admin, audit: 'faculty.created' }, schema: { summary: 'Create a faculty together with its dean\'s account (admin)', body: FacultyWithDeanBody, response: { 201: Type.Object({ data: Faculty, dean: AccountLink }) } } },
      async (request, reply) => {
        const body = request.body;
        const dean = { ...body.dean, email: normalizeEmail(body.dean.email), role: 'deans_office' };
        const { id, leader } = await saveWithLeader(db, 'faculties', (trx) => insertFaculty(trx, body.faculty), () => ensureAccount(deps, dean));
        return reply.status(201).send({ data: await oneFaculty(db, deps, id), dean: leader! });
      },
    );

    app.put('/api/organizational/faculties/:id', { config: { access: ACCESS.deansOffice, audit: 'faculty.updated' }, schema: { summary: 'Change a faculty; only an admin may change its dean', params: IdParams, body: FacultyUpdateBody, response: { 200: FacultySaved } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await db.selectFrom('faculties').selectAll().where('id', '=', request.params.id).executeTakeFirst();
      if (!current) throw notFound('Faculty not found');
      assertFaculty(scope, current.id);
      const body = request.body;
      if (body.deanUserId !== undefined && !scope.isAdmin) throw forbidden('Only an administrator may change the dean');
      const update = (trx: OrgDb) =>
        unique(facultyCodeTaken(body.code), async () => {
          await trx
            .updateTable('faculties')
            .set({
              ...(body.code !== undefined ? { code: body.code.trim() } : {}),
              ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              ...(body.deanUserId === null ? { dean_user_id: null } : {}),
              updated_at: new Date(),
            })
            .where('id', '=', current.id)
            .execute();
          return current.id;
        });
      const { leader } = await saveWithLeader(db, 'faculties', update, body.deanUserId !== current.dean_user_id ? await grantDean(body.deanUserId) : undefined, current);
      return { data: await oneFaculty(db, deps, current.id), ...(leader ? { dean: leader } : {}) };
    });

    app.delete('/api/organizational/faculties/:id', { config: { access: ACCESS.admin, audit: 'faculty.deleted' }, schema: { summary: 'Delete a faculty without departments (admin)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const faculty = await oneFaculty(db, deps, request.params.id);
      if (faculty.departmentCount > 0) {
        throw conflict(`Faculty "${faculty.name.en || faculty.name.hy}" still has ${faculty.departmentCount} department(s); move or delete them first`, 'IN_USE');
      }
      await db.deleteFrom('faculties').where('id', '=', faculty.id).execute();
      return { data: { id: faculty.id } };
    });
  };
}
