// Allocation of lecturers to courses and sections within a lecturer's maximum load (/api/allocation/*), a
// lecturer's own subjects, and the analytics lists (/api/organizational/analytics/*).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { badRequest, conflict, notFound } from '@campus/kit';
import {
  AllocatedSubjectsResponse,
  Allocation,
  AllocationCreateBody,
  AllocationListQuery,
  AllocationUpdateBody,
  AnalyticsList,
  AnalyticsQuery,
  DataList,
  DataOne,
  DeletedResponse,
  GroupSize,
  IdParams,
  LecturerLoad,
  LoadQuery,
  ProgramEnrollment,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { containsPattern, iso, paging, sortColumn } from '../lists.js';
import { lecturerPlacement } from '../db/placement.repository.js';
import { ACCESS, assertDepartment, assertSameFaculty, departmentFilter, scopeOf } from '../scope.js';
import { assertBookable, withinMaxLoad } from '../schedule-rules.js';
import { unique, where } from '../sql.js';

const ALLOCATION_SORTS = { lecturerName: "l.last_name || ' ' || l.first_name", courseCode: 'c.code', hours: 'a.hours', createdAt: 'a.created_at' };

const allocationSelect = sql`
  select a.*, l.first_name || ' ' || l.last_name as lecturer_name, c.code as course_code, c.name as course_name,
    s.section_number, p.name as period_name
  from organizational.allocations a
  join organizational.lecturers l on l.id = a.lecturer_id
  join organizational.courses c on c.id = a.course_id
  join organizational.periods p on p.id = a.period_id
  left join organizational.sections s on s.id = a.section_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function allocationView(row: any): Allocation {
  return {
    id: row.id,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    sectionId: row.section_id,
    sectionNumber: row.section_number ?? null,
    periodId: row.period_id,
    periodName: row.period_name,
    hours: row.hours,
    role: row.role,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function oneAllocation(db: OrgDb, id: string): Promise<Allocation & { departmentId: string }> {
  const { rows } = await sql`${allocationSelect} where a.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Allocation not found');
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const lecturer = await db.selectFrom('lecturers').select('department_id').where('id', '=', (rows[0] as any).lecturer_id).executeTakeFirstOrThrow();
  return { ...allocationView(rows[0]), departmentId: lecturer.department_id };
}

async function activePeriod(db: OrgDb): Promise<string> {
  const period = await db.selectFrom('periods').select('id').where('is_active', '=', true).executeTakeFirst();
  if (!period) throw badRequest('periodId: there is no active period; choose one', { field: 'periodId' });
  return period.id;
}

async function loads(db: OrgDb, query: { departmentId?: string; facultyId?: string; periodId?: string }, restrict: string[] | undefined): Promise<LecturerLoad[]> {
  const period = query.periodId ? sql`${query.periodId}::uuid` : sql`(select id from organizational.periods where is_active limit 1)`;
  const filter = where([
    restrict ? sql`l.department_id = any(${restrict}::uuid[])` : undefined,
    query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
    query.facultyId ? sql`l.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
  ]);
  const { rows } = await sql<{ id: string; name: string; department_id: string; max_load: number; current: number; count: number }>`
    select l.id, l.first_name || ' ' || l.last_name as name, l.department_id, l.max_load,
      coalesce(sum(a.hours), 0)::int as current, count(a.id)::int as count
    from organizational.lecturers l
    left join organizational.allocations a on a.lecturer_id = l.id and a.period_id = ${period}
    ${filter}
    group by l.id order by l.last_name, l.first_name, l.id`.execute(db);
  return rows.map((row) => ({
    lecturerId: row.id,
    lecturerName: row.name,
    departmentId: row.department_id,
    maxLoad: row.max_load,
    currentLoad: row.current,
    percent: Math.round((row.current / row.max_load) * 100),
    allocationCount: row.count,
  }));
}

export function allocationRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get('/api/allocation/lecturer/subjects', { config: { access: ACCESS.teaching, cacheAnswer: true }, schema: { summary: 'The signed-in lecturer\'s allocated courses and hours', response: { 200: AllocatedSubjectsResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      if (!scope.lecturerId) return { success: true, data: [] };
      const { rows } = await sql<Record<string, never>>`
        select c.id as course_id, c.code, c.name, c.semester, c.leader_id, ll.first_name || ' ' || ll.last_name as leader_name,
          coalesce((select sum(a.hours) from organizational.allocations a where a.course_id = c.id and a.lecturer_id = ${scope.lecturerId}
            and a.period_id in (select id from organizational.periods where is_active)), 0)::int as hours,
          coalesce((select json_agg(json_build_object('id', s.id, 'sectionNumber', s.section_number, 'capacity', s.capacity,
              'enrollmentCount', (select count(*) from organizational.enrollments e where e.section_id = s.id)) order by s.section_number)
            from organizational.sections s where s.course_id = c.id and s.lecturer_id = ${scope.lecturerId}
              and s.period_id in (select id from organizational.periods where is_active)), '[]') as sections
        from organizational.courses c
        left join organizational.lecturers ll on ll.id = c.leader_id
        where c.leader_id = ${scope.lecturerId}
          or c.id in (select course_id from organizational.sections where lecturer_id = ${scope.lecturerId})
          or c.id in (select course_id from organizational.allocations where lecturer_id = ${scope.lecturerId})
        order by c.code`.execute(db);
      return {
        success: true,
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        data: rows.map((row: any) => ({
          courseId: row.course_id,
          courseCode: row.code,
          courseName: row.name,
          semester: row.semester,
          leaderId: row.leader_id,
          leaderName: row.leader_name ?? null,
          isLeader: row.leader_id === scope.lecturerId,
          hours: row.hours,
          sections: (typeof row.sections === 'string' ? JSON.parse(row.sections) : row.sections).map((section: Record<string, unknown>) => ({
            ...section,
            enrollmentCount: Number(section.enrollmentCount),
          })),
        })),
      };
    });

    app.get('/api/allocation/allocations', { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'Teaching allocations of a period, within the caller\'s faculty or department', querystring: AllocationListQuery, response: { 200: DataList(Allocation) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, ALLOCATION_SORTS, 'lecturerName');
      const restrict = departmentFilter(scope);
      // A period's allocations are a few hundred rows: "contains" finds a surname or a word of a title.
      const pattern = containsPattern(query.search);
      const filter = where([
        restrict ? sql`l.department_id = any(${restrict}::uuid[])` : undefined,
        query.lecturerId ? sql`a.lecturer_id = ${query.lecturerId}` : undefined,
        query.courseId ? sql`a.course_id = ${query.courseId}` : undefined,
        query.sectionId ? sql`a.section_id = ${query.sectionId}` : undefined,
        query.departmentId ? sql`l.department_id = ${query.departmentId}` : undefined,
        query.facultyId ? sql`l.department_id in (select d.id from organizational.departments d where d.faculty_id = ${query.facultyId})` : undefined,
        query.periodId ? sql`a.period_id = ${query.periodId}` : sql`a.period_id in (select id from organizational.periods where is_active)`,
        pattern
          ? sql`(lower(l.first_name || ' ' || l.last_name) like ${pattern} or lower(l.last_name || ' ' || l.first_name) like ${pattern} or lower(c.code) like ${pattern}
              or lower(c.name->>'hy') like ${pattern} or lower(c.name->>'en') like ${pattern} or lower(c.name->>'ru') like ${pattern})`
          : undefined,
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.allocations a join organizational.lecturers l on l.id = a.lecturer_id
        join organizational.courses c on c.id = a.course_id ${filter}`.execute(db);
      const { rows } = await sql`${allocationSelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, a.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
      return { data: rows.map(allocationView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.post('/api/allocation/allocations', { config: { access: ACCESS.managers, audit: 'allocation.created' }, schema: { summary: 'Allocate a lecturer to a course or section for a period (dean\'s office, chair)', body: AllocationCreateBody, response: { 201: DataOne(Allocation) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const lecturer = await lecturerPlacement(db, body.lecturerId);
      if (!lecturer) throw notFound('Lecturer not found');
      const course = await db.selectFrom('courses').select(['id', 'department_id', 'code']).where('id', '=', body.courseId).executeTakeFirst();
      if (!course) throw notFound('Course not found');
      // The course is the caller's to staff; the lecturer may come from another department of the same faculty.
      assertDepartment(scope, course.department_id);
      assertSameFaculty(scope, [lecturer.faculty_id]);
      if (lecturer.status !== 'active') throw conflict('Only an active lecturer can be allocated', 'LECTURER_INACTIVE');
      let periodId = body.periodId ?? null;
      if (body.sectionId) {
        const section = await db.selectFrom('sections').select(['course_id', 'period_id']).where('id', '=', body.sectionId).executeTakeFirst();
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
          const row = await trx
            .insertInto('allocations')
            .values({ lecturer_id: lecturer.id, course_id: course.id, section_id: body.sectionId ?? null, period_id: periodId, hours: body.hours, ...(body.role ? { role: body.role } : {}) })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (body.sectionId) await trx.updateTable('sections').set({ lecturer_id: lecturer.id, updated_at: new Date() }).where('id', '=', body.sectionId).where('lecturer_id', 'is', null).execute();
          return row.id;
        });
      });
      return reply.status(201).send({ data: await oneAllocation(db, id) });
    });

    app.put('/api/allocation/allocations/:id', { config: { access: ACCESS.managers, audit: 'allocation.updated' }, schema: { summary: 'Change an allocation\'s hours or section (dean\'s office, chair)', params: IdParams, body: AllocationUpdateBody, response: { 200: DataOne(Allocation) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneAllocation(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      const body = request.body;
      await db.transaction().execute(async (trx) => {
        if (body.hours !== undefined) await withinMaxLoad(trx, current.lecturerId, current.periodId, body.hours, current.id);
        await trx
          .updateTable('allocations')
          .set({ ...(body.hours !== undefined ? { hours: body.hours } : {}), ...(body.role !== undefined ? { role: body.role } : {}), updated_at: new Date() })
          .where('id', '=', current.id)
          .execute();
      });
      return { data: await oneAllocation(db, current.id) };
    });

    app.delete('/api/allocation/allocations/:id', { config: { access: ACCESS.managers, audit: 'allocation.deleted' }, schema: { summary: 'Remove an allocation (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneAllocation(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      await db.deleteFrom('allocations').where('id', '=', current.id).execute();
      return { data: { id: current.id } };
    });

    app.get('/api/allocation/loads', { config: { access: ACCESS.managers, cacheAnswer: true }, schema: { summary: 'Each lecturer\'s allocated hours against their maximum load', querystring: LoadQuery, response: { 200: Type.Object({ data: Type.Array(LecturerLoad) }) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { data: await loads(db, request.query, departmentFilter(scope)) };
    });

    // ---- analytics
    app.get('/api/organizational/analytics/load-by-lecturer', { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Teaching load per lecturer, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(LecturerLoad) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { data: await loads(db, request.query, departmentFilter(scope)) };
    });

    app.get(
      '/api/organizational/analytics/enrollment-by-program',
      { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Students per program, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(ProgramEnrollment) } } },
      async (request) => {
        const scope = await scopeOf(db, request);
        const restrict = departmentFilter(scope);
        const filter = where([
          restrict ? sql`p.department_id = any(${restrict}::uuid[])` : undefined,
          request.query.departmentId ? sql`p.department_id = ${request.query.departmentId}` : undefined,
          request.query.facultyId ? sql`d.faculty_id = ${request.query.facultyId}` : undefined,
        ]);
        const { rows } = await sql<Record<string, never>>`
          select p.id, p.code, p.name, p.level,
            (select count(*)::int from organizational.students s where s.program_id = p.id) as student_count,
            (select count(*)::int from organizational.students s where s.program_id = p.id and s.status = 'active') as active_count,
            (select count(*)::int from organizational.groups g where g.program_id = p.id) as group_count
          from organizational.programs p join organizational.departments d on d.id = p.department_id ${filter} order by p.code`.execute(db);
        return {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          data: rows.map((row: any) => ({
            programId: row.id,
            programCode: row.code,
            programName: row.name,
            level: row.level,
            studentCount: row.student_count,
            activeCount: row.active_count,
            groupCount: row.group_count,
          })),
        };
      },
    );

    app.get('/api/organizational/analytics/group-sizes', { config: { access: ACCESS.analytics, cacheAnswer: true }, schema: { summary: 'Group sizes against their capacity, for analytics', querystring: AnalyticsQuery, response: { 200: AnalyticsList(GroupSize) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const restrict = departmentFilter(scope);
      const filter = where([
        restrict ? sql`g.department_id = any(${restrict}::uuid[])` : undefined,
        request.query.departmentId ? sql`g.department_id = ${request.query.departmentId}` : undefined,
        request.query.facultyId ? sql`d.faculty_id = ${request.query.facultyId}` : undefined,
      ]);
      const { rows } = await sql<{ id: string; name: string; status: 'active'; max_capacity: number; n: number }>`
        select g.id, g.name, g.status, g.max_capacity, (select count(*)::int from organizational.students s where s.group_id = g.id) as n
        from organizational.groups g join organizational.departments d on d.id = g.department_id ${filter} order by g.name`.execute(db);
      return {
        data: rows.map((row) => ({
          groupId: row.id,
          groupName: row.name,
          status: row.status,
          studentCount: row.n,
          maxCapacity: row.max_capacity,
          percent: Math.min(100, Math.round((row.n / row.max_capacity) * 100)),
        })),
      };
    });
  };
}
