// Faculties, departments, programs, academic years and periods, the caller's own department/faculty, and the
// department and faculty dashboards (/api/organizational/*).
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Selectable } from 'kysely';
import { Type } from 'typebox';
import { authenticate, conflict, forbidden, notFound, type ServiceDeps } from '@campus/kit';
import {
  AcademicYear,
  AcademicYearCreateBody,
  AccountLink,
  DataList,
  DataOne,
  DeletedResponse,
  Department,
  DepartmentCreateBody,
  DepartmentDashboard,
  DepartmentListQuery,
  DepartmentUpdateBody,
  DepartmentWithChairBody,
  Faculty,
  FacultyCreateBody,
  FacultyDashboard,
  FacultyUpdateBody,
  FacultyWithDeanBody,
  IdParams,
  ListQuery,
  PeriodCreateBody,
  PeriodUpdateBody,
  Program,
  ProgramCreateBody,
  ProgramListQuery,
  ProgramUpdateBody,
  type LocalizedName,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import type { DepartmentTable } from '../db/department.table.js';
import type { FacultyTable } from '../db/faculty.table.js';
import { ensureAccount, grantRole, lookupUsers, normalizeEmail } from '../accounts.js';
import { containsPattern, dateOnly, iso, paging, sortColumn, toInt } from '../lists.js';
import { assertDepartment, assertFaculty, assertReadsStructure, canReadFaculty, requireAdmin, requireDeansOrAdmin, requireManager, requireStaff, scopeOf } from '../scope.js';
import { unique, uniqueViolation, where } from '../sql.js';

interface FacultyRow {
  id: string;
  code: string;
  name: LocalizedName;
  description: string | null;
  dean_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  department_count: number;
  lecturer_count: number;
  student_count: number;
}

interface DepartmentRow {
  id: string;
  code: string;
  name: LocalizedName;
  description: string | null;
  faculty_id: string;
  faculty_name: LocalizedName;
  chair_user_id: string | null;
  created_at: Date;
  updated_at: Date;
  lecturer_count: number;
  course_count: number;
  program_count: number;
}

const facultySelect = sql`
  select f.*,
    (select count(*)::int from organizational.departments d where d.faculty_id = f.id) as department_count,
    (select count(*)::int from organizational.lecturers l join organizational.departments d on d.id = l.department_id where d.faculty_id = f.id) as lecturer_count,
    (select count(*)::int from organizational.students s join organizational.programs p on p.id = s.program_id
       join organizational.departments d on d.id = p.department_id where d.faculty_id = f.id) as student_count
  from organizational.faculties f`;

const departmentSelect = sql`
  select d.*, f.name as faculty_name,
    (select count(*)::int from organizational.lecturers l where l.department_id = d.id) as lecturer_count,
    (select count(*)::int from organizational.courses c where c.department_id = d.id) as course_count,
    (select count(*)::int from organizational.programs p where p.department_id = d.id) as program_count
  from organizational.departments d join organizational.faculties f on f.id = d.faculty_id`;

const programSelect = sql`
  select p.*, d.name as department_name, d.faculty_id,
    (select count(*)::int from organizational.students s where s.program_id = p.id) as student_count,
    (select count(*)::int from organizational.groups g where g.program_id = p.id) as group_count
  from organizational.programs p join organizational.departments d on d.id = p.department_id`;

export async function facultyViews(db: OrgDb, deps: ServiceDeps, filter = sql``): Promise<Faculty[]> {
  const { rows } = await sql<FacultyRow>`${facultySelect} ${filter}`.execute(db);
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

export async function departmentViews(db: OrgDb, deps: ServiceDeps, filter = sql``): Promise<Department[]> {
  const { rows } = await sql<DepartmentRow>`${departmentSelect} ${filter}`.execute(db);
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

async function programViews(db: OrgDb, filter = sql``): Promise<Program[]> {
  const { rows } = await sql<Record<string, never>>`${programSelect} ${filter}`.execute(db);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return rows.map((row: Record<string, any>) => ({
    id: row.id,
    code: row.code,
    name: row.name,
    level: row.level,
    durationYears: row.duration_years,
    departmentId: row.department_id,
    departmentName: row.department_name,
    facultyId: row.faculty_id,
    description: row.description,
    isActive: row.is_active,
    studentCount: row.student_count,
    groupCount: row.group_count,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}

async function oneFaculty(db: OrgDb, deps: ServiceDeps, id: string): Promise<Faculty> {
  const [faculty] = await facultyViews(db, deps, sql`where f.id = ${id}`);
  if (!faculty) throw notFound('Faculty not found');
  return faculty;
}

async function oneDepartment(db: OrgDb, deps: ServiceDeps, id: string): Promise<Department> {
  const [department] = await departmentViews(db, deps, sql`where d.id = ${id}`);
  if (!department) throw notFound('Department not found');
  return department;
}

async function oneProgram(db: OrgDb, id: string): Promise<Program> {
  const [program] = await programViews(db, sql`where p.id = ${id}`);
  if (!program) throw notFound('Program not found');
  return program;
}

async function facultyOfDepartment(db: OrgDb, departmentId: string): Promise<string> {
  const row = await db.selectFrom('departments').select('faculty_id').where('id', '=', departmentId).executeTakeFirst();
  if (!row) throw notFound('Department not found');
  return row.faculty_id;
}

async function facultyExists(db: OrgDb, facultyId: string): Promise<void> {
  const row = await db.selectFrom('faculties').select('id').where('id', '=', facultyId).executeTakeFirst();
  if (!row) throw notFound('Faculty not found');
}

const FACULTY_SORTS = { code: 'f.code', name: "f.name->>'hy'", createdAt: 'f.created_at' };
const DEPARTMENT_SORTS = { code: 'd.code', name: "d.name->>'hy'", createdAt: 'd.created_at' };
const PROGRAM_SORTS = { code: 'p.code', name: "p.name->>'hy'", level: 'p.level', createdAt: 'p.created_at' };

const nameSearch = (alias: string, pattern: string | undefined) =>
  pattern
    ? sql`(lower(${sql.ref(`${alias}.code`)}) like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'hy') like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'en') like ${pattern} or lower(${sql.ref(`${alias}.name`)}->>'ru') like ${pattern})`
    : undefined;

/** A saved faculty or department, with the account of the dean or chair when one was linked by this request. */
const FacultySaved = Type.Object({ data: Faculty, dean: Type.Optional(AccountLink) });
const DepartmentSaved = Type.Object({ data: Department, chair: Type.Optional(AccountLink) });

type UnitRow = Selectable<FacultyTable> | Selectable<DepartmentTable>;

/**
 * Writes a faculty or department, then links its dean or chair. The write comes first, so a duplicate code (409)
 * is found before any account is created or given a role. The account call holds no transaction: in embedded mode
 * auth answers in-process over the one PGlite connection, which a transaction held across the call deadlocked.
 * If the call fails, the write is taken back (a new record deleted, an edited one restored from `previous`), so
 * nothing is left half-made.
 */
async function saveWithLeader(db: OrgDb, table: 'faculties' | 'departments', write: (db: OrgDb) => Promise<string>, account?: () => Promise<AccountLink>, previous?: UnitRow) {
  const id = await write(db);
  if (!account) return { id, leader: undefined };
  let leader: AccountLink;
  try {
    leader = await account();
  } catch (error) {
    await takeBack(db, table, id, previous);
    throw error;
  }
  if (table === 'faculties') await db.updateTable('faculties').set({ dean_user_id: leader.userId }).where('id', '=', id).execute();
  else await db.updateTable('departments').set({ chair_user_id: leader.userId }).where('id', '=', id).execute();
  return { id, leader };
}

async function takeBack(db: OrgDb, table: 'faculties' | 'departments', id: string, previous: UnitRow | undefined): Promise<void> {
  if (!previous) {
    await db.deleteFrom(table).where('id', '=', id).execute();
    return;
  }
  const { id: _id, created_at: _created, name, ...columns } = previous;
  await db.updateTable(table).set({ ...columns, name: JSON.stringify(name) } as never).where('id', '=', id).execute();
}

export function structureRoutes(db: OrgDb, deps: ServiceDeps): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- the caller's own department and faculty: null rather than an error when there is none
    app.get('/api/organizational/my-department', { onRequest: authenticate, schema: { response: { 200: Type.Object({ data: Type.Union([Department, Type.Null()]) }) } } }, async (request) => {
      const user = request.user.sub;
      const chaired = await db.selectFrom('departments').select('id').where('chair_user_id', '=', user).orderBy('code').executeTakeFirst();
      const own = chaired ?? (await db.selectFrom('lecturers').select('department_id as id').where('user_id', '=', user).executeTakeFirst());
      return { data: own ? ((await departmentViews(db, deps, sql`where d.id = ${own.id}`))[0] ?? null) : null };
    });

    app.get('/api/organizational/my-faculty', { onRequest: authenticate, schema: { response: { 200: Type.Object({ data: Type.Union([Faculty, Type.Null()]) }) } } }, async (request) => {
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

    // ---- dashboards
    app.get('/api/organizational/dashboard/department/:id', { onRequest: requireManager, schema: { params: IdParams, response: { 200: DataOne(DepartmentDashboard) } } }, async (request) => {
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

    app.get('/api/organizational/dashboard/faculty/:id', { onRequest: requireManager, schema: { params: IdParams, response: { 200: DataOne(FacultyDashboard) } } }, async (request) => {
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
    app.get('/api/organizational/faculties', { onRequest: requireStaff, schema: { querystring: ListQuery, response: { 200: DataList(Faculty) } } }, async (request) => {
      const page = paging(request.query);
      const order = sortColumn(request.query, FACULTY_SORTS, 'code');
      const filter = where([nameSearch('f', containsPattern(request.query.search))]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.faculties f ${filter}`.execute(db);
      const data = await facultyViews(db, deps, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, f.id limit ${page.pageSize} offset ${page.offset}`);
      return { data, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/faculties/:id', { onRequest: requireStaff, schema: { params: IdParams, response: { 200: DataOne(Faculty) } } }, async (request) => ({
      data: await oneFaculty(db, deps, request.params.id),
    }));

    const facultyCodeTaken = (code: string | undefined) => `A faculty with code "${code}" already exists`;
    const insertFaculty = (trx: OrgDb, body: FacultyCreateBody) =>
      unique(facultyCodeTaken(body.code), async () => {
        const values = { code: body.code.trim(), name: JSON.stringify(body.name), description: body.description ?? null, dean_user_id: null };
        return (await trx.insertInto('faculties').values(values).returning('id').executeTakeFirstOrThrow()).id;
      });
    const grantDean = (userId: string | null | undefined) => (userId ? () => grantRole(deps, userId, 'deans_office', 'deanUserId') : undefined);

    app.post('/api/organizational/faculties', { onRequest: requireAdmin, schema: { body: FacultyCreateBody, response: { 201: FacultySaved } } }, async (request, reply) => {
      const { id, leader } = await saveWithLeader(db, 'faculties', (trx) => insertFaculty(trx, request.body), grantDean(request.body.deanUserId));
      return reply.status(201).send({ data: await oneFaculty(db, deps, id), ...(leader ? { dean: leader } : {}) });
    });

    app.post(
      '/api/organizational/faculties/with-dean',
      { onRequest: requireAdmin, schema: { body: FacultyWithDeanBody, response: { 201: Type.Object({ data: Faculty, dean: AccountLink }) } } },
      async (request, reply) => {
        const body = request.body;
        const { id, leader } = await saveWithLeader(db, 'faculties', (trx) => insertFaculty(trx, body.faculty), () => ensureAccount(deps, { ...body.dean, email: normalizeEmail(body.dean.email), role: 'deans_office' }));
        return reply.status(201).send({ data: await oneFaculty(db, deps, id), dean: leader! });
      },
    );

    app.put('/api/organizational/faculties/:id', { onRequest: requireDeansOrAdmin, schema: { params: IdParams, body: FacultyUpdateBody, response: { 200: FacultySaved } } }, async (request) => {
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
      const { leader } = await saveWithLeader(db, 'faculties', update, body.deanUserId !== current.dean_user_id ? grantDean(body.deanUserId) : undefined, current);
      return { data: await oneFaculty(db, deps, current.id), ...(leader ? { dean: leader } : {}) };
    });

    app.delete('/api/organizational/faculties/:id', { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const faculty = await oneFaculty(db, deps, request.params.id);
      if (faculty.departmentCount > 0) {
        throw conflict(`Faculty "${faculty.name.en || faculty.name.hy}" still has ${faculty.departmentCount} department(s); move or delete them first`, 'IN_USE');
      }
      await db.deleteFrom('faculties').where('id', '=', faculty.id).execute();
      return { data: { id: faculty.id } };
    });

    // ---- departments
    app.get('/api/organizational/departments', { onRequest: requireStaff, schema: { querystring: DepartmentListQuery, response: { 200: DataList(Department) } } }, async (request) => {
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

    app.get('/api/organizational/departments/:id', { onRequest: requireStaff, schema: { params: IdParams, response: { 200: DataOne(Department) } } }, async (request) => {
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
    const grantChair = (userId: string | null | undefined) => (userId ? () => grantRole(deps, userId, 'chair', 'chairUserId') : undefined);

    app.post('/api/organizational/departments', { onRequest: requireDeansOrAdmin, schema: { body: DepartmentCreateBody, response: { 201: DepartmentSaved } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      await facultyExists(db, request.body.facultyId);
      assertFaculty(scope, request.body.facultyId);
      const { id, leader } = await saveWithLeader(db, 'departments', (trx) => insertDepartment(trx, request.body), grantChair(request.body.chairUserId));
      return reply.status(201).send({ data: await oneDepartment(db, deps, id), ...(leader ? { chair: leader } : {}) });
    });

    app.post(
      '/api/organizational/departments/with-chair',
      { onRequest: requireDeansOrAdmin, schema: { body: DepartmentWithChairBody, response: { 201: Type.Object({ data: Department, chair: AccountLink }) } } },
      async (request, reply) => {
        const scope = await scopeOf(db, request);
        const body = request.body;
        await facultyExists(db, body.department.facultyId);
        assertFaculty(scope, body.department.facultyId);
        const { id, leader } = await saveWithLeader(db, 'departments', (trx) => insertDepartment(trx, body.department), () => ensureAccount(deps, { ...body.chair, email: normalizeEmail(body.chair.email), role: 'chair' }));
        return reply.status(201).send({ data: await oneDepartment(db, deps, id), chair: leader! });
      },
    );

    app.put('/api/organizational/departments/:id', { onRequest: requireManager, schema: { params: IdParams, body: DepartmentUpdateBody, response: { 200: DepartmentSaved } } }, async (request) => {
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
      const { leader } = await saveWithLeader(db, 'departments', update, body.chairUserId !== current.chair_user_id ? grantChair(body.chairUserId) : undefined, current);
      return { data: await oneDepartment(db, deps, current.id), ...(leader ? { chair: leader } : {}) };
    });

    app.delete('/api/organizational/departments/:id', { onRequest: requireDeansOrAdmin, schema: { params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
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

    // ---- programs
    app.get('/api/organizational/programs', { onRequest: requireStaff, config: { cacheAnswer: true }, schema: { querystring: ProgramListQuery, response: { 200: DataList(Program) } } }, async (request) => {
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, PROGRAM_SORTS, 'code');
      const filter = where([
        query.departmentId ? sql`p.department_id = ${query.departmentId}` : undefined,
        query.facultyId ? sql`d.faculty_id = ${query.facultyId}` : undefined,
        query.level ? sql`p.level = ${query.level}` : undefined,
        nameSearch('p', containsPattern(query.search)),
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.programs p join organizational.departments d on d.id = p.department_id ${filter}`.execute(db);
      const data = await programViews(db, sql`${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, p.id limit ${page.pageSize} offset ${page.offset}`);
      return { data, total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/programs/:id', { onRequest: requireStaff, schema: { params: IdParams, response: { 200: DataOne(Program) } } }, async (request) => {
      const program = await oneProgram(db, request.params.id);
      assertReadsStructure(await scopeOf(db, request), program);
      return { data: program };
    });

    app.post('/api/organizational/programs', { onRequest: requireManager, schema: { body: ProgramCreateBody, response: { 201: DataOne(Program) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      await facultyOfDepartment(db, body.departmentId);
      assertDepartment(scope, body.departmentId);
      try {
        const row = await db
          .insertInto('programs')
          .values({
            code: body.code.trim(),
            name: JSON.stringify(body.name),
            level: body.level,
            duration_years: body.durationYears,
            department_id: body.departmentId,
            description: body.description ?? null,
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return reply.status(201).send({ data: await oneProgram(db, row.id) });
      } catch (error) {
        throw uniqueViolation(error, `A program with code "${body.code}" already exists`);
      }
    });

    app.put('/api/organizational/programs/:id', { onRequest: requireManager, schema: { params: IdParams, body: ProgramUpdateBody, response: { 200: DataOne(Program) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      const body = request.body;
      if (body.departmentId) {
        await facultyOfDepartment(db, body.departmentId);
        assertDepartment(scope, body.departmentId);
      }
      try {
        await db
          .updateTable('programs')
          .set({
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.name !== undefined ? { name: JSON.stringify(body.name) } : {}),
            ...(body.level !== undefined ? { level: body.level } : {}),
            ...(body.durationYears !== undefined ? { duration_years: body.durationYears } : {}),
            ...(body.departmentId !== undefined ? { department_id: body.departmentId } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', program.id)
          .execute();
      } catch (error) {
        throw uniqueViolation(error, `A program with code "${body.code}" already exists`);
      }
      return { data: await oneProgram(db, program.id) };
    });

    app.delete('/api/organizational/programs/:id', { onRequest: requireManager, schema: { params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const program = await oneProgram(db, request.params.id);
      assertDepartment(scope, program.departmentId);
      if (program.studentCount > 0 || program.groupCount > 0) {
        throw conflict(`Program "${program.code}" still has ${program.studentCount} student(s) and ${program.groupCount} group(s); move them first`, 'IN_USE');
      }
      await db.deleteFrom('programs').where('id', '=', program.id).execute();
      return { data: { id: program.id } };
    });

    // ---- academic years and periods
    const academicYears = async (): Promise<AcademicYear[]> => {
      const years = await db.selectFrom('academic_years').selectAll().orderBy('starts_on', 'desc').execute();
      const periods = await db.selectFrom('periods').selectAll().orderBy('starts_on').execute();
      return years.map((year) => ({
        id: year.id,
        name: year.name,
        startsOn: dateOnly(year.starts_on),
        endsOn: dateOnly(year.ends_on),
        isActive: year.is_active,
        periods: periods
          .filter((period) => period.academic_year_id === year.id)
          .map((period) => ({
            id: period.id,
            academicYearId: period.academic_year_id,
            name: period.name,
            semester: period.semester,
            startsOn: dateOnly(period.starts_on),
            endsOn: dateOnly(period.ends_on),
            isActive: period.is_active,
          })),
      }));
    };

    app.get('/api/organizational/academic-years', { onRequest: authenticate, schema: { response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async () => ({
      data: await academicYears(),
    }));

    app.post('/api/organizational/academic-years', { onRequest: requireAdmin, schema: { body: AcademicYearCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      try {
        await db.transaction().execute(async (trx) => {
          if (body.isActive) await trx.updateTable('academic_years').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
          await trx.insertInto('academic_years').values({ name: body.name, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false }).execute();
        });
      } catch (error) {
        throw uniqueViolation(error, `Academic year ${body.name} already exists`);
      }
      return reply.status(201).send({ data: await academicYears() });
    });

    app.post('/api/organizational/periods', { onRequest: requireAdmin, schema: { body: PeriodCreateBody, response: { 201: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request, reply) => {
      const body = request.body;
      try {
        await db.transaction().execute(async (trx) => {
          if (body.isActive) await trx.updateTable('periods').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
          await trx
            .insertInto('periods')
            .values({ academic_year_id: body.academicYearId, name: body.name, semester: body.semester, starts_on: body.startsOn, ends_on: body.endsOn, is_active: body.isActive ?? false })
            .execute();
        });
      } catch (error) {
        throw uniqueViolation(error, `Semester ${body.semester} of this academic year already exists`);
      }
      return reply.status(201).send({ data: await academicYears() });
    });

    app.put('/api/organizational/periods/:id', { onRequest: requireAdmin, schema: { params: IdParams, body: PeriodUpdateBody, response: { 200: Type.Object({ data: Type.Array(AcademicYear) }) } } }, async (request) => {
      const body = request.body;
      const found = await db.selectFrom('periods').select('id').where('id', '=', request.params.id).executeTakeFirst();
      if (!found) throw notFound('Period not found');
      await db.transaction().execute(async (trx) => {
        if (body.isActive) await trx.updateTable('periods').set({ is_active: false, updated_at: new Date() }).where('is_active', '=', true).execute();
        await trx
          .updateTable('periods')
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.semester !== undefined ? { semester: body.semester } : {}),
            ...(body.startsOn !== undefined ? { starts_on: body.startsOn } : {}),
            ...(body.endsOn !== undefined ? { ends_on: body.endsOn } : {}),
            ...(body.isActive !== undefined ? { is_active: body.isActive } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', request.params.id)
          .execute();
      });
      return { data: await academicYears() };
    });
  };
}

export type { FastifyInstance };
export { toInt };
