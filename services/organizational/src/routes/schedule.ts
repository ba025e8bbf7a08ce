// Rooms, weekly classes with conflict detection (room, lecturer and group double-booking), the caller's
// schedule, upcoming classes and dashboard counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { badRequest, conflict, notFound } from '@campus/kit';
import {
  DashboardStats,
  DataList,
  DataOne,
  DeletedResponse,
  IdParams,
  ListQuery,
  Room,
  RoomCreateBody,
  RoomUpdateBody,
  ScheduleQuery,
  ScheduleResponse,
  TotalStudentsResponse,
  UpcomingClassesQuery,
  UpcomingClassesResponse,
  WeeklyClass,
  WeeklyClassCreateBody,
  WeeklyClassListQuery,
  WeeklyClassUpdateBody,
  localizedName,
  type ScheduleSession,
  type UpcomingClass,
} from '@campus/contracts/organizational';
import type { OrgDb } from '../db/database.js';
import { dateOnly, hhmm, iso, paging, prefixPattern, sortColumn } from '../lists.js';
import { largestSectionIn } from '../db/placement.repository.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { assertBookable, type Slot } from '../schedule-rules.js';
import { unique, where } from '../sql.js';
import { studentCount, studentScope } from '../db/student.repository.js';

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const weeklySelect = sql`
  select w.*, s.section_number, s.course_id, s.lecturer_id, s.period_id, s.capacity, s.join_url,
    c.code as course_code, c.name as course_name, c.department_id, r.code as room_code,
    l.first_name || ' ' || l.last_name as lecturer_name,
    (select count(*)::int from organizational.enrollments e where e.section_id = s.id) as enrollment_count,
    coalesce((select array_agg(sg.group_id order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id where sg.section_id = s.id), '{}') as group_ids,
    coalesce((select array_agg(g.name order by g.name) from organizational.section_groups sg join organizational.groups g on g.id = sg.group_id where sg.section_id = s.id), '{}') as group_names
  from organizational.weekly_classes w
  join organizational.sections s on s.id = w.section_id
  join organizational.courses c on c.id = s.course_id
  left join organizational.rooms r on r.id = w.room_id
  left join organizational.lecturers l on l.id = s.lecturer_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
function weeklyView(row: any): WeeklyClass {
  return {
    id: row.id,
    sectionId: row.section_id,
    sectionNumber: row.section_number,
    courseId: row.course_id,
    courseCode: row.course_code,
    courseName: row.course_name,
    weekday: row.weekday,
    startTime: hhmm(row.start_time),
    endTime: hhmm(row.end_time),
    roomId: row.room_id,
    roomCode: row.room_code ?? null,
    isVirtual: row.is_virtual,
    lecturerId: row.lecturer_id,
    lecturerName: row.lecturer_name ?? null,
    groupIds: row.group_ids ?? [],
    groupNames: row.group_names ?? [],
    departmentId: row.department_id,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

async function oneWeekly(db: OrgDb, id: string): Promise<WeeklyClass> {
  const { rows } = await sql`${weeklySelect} where w.id = ${id}`.execute(db);
  if (!rows[0]) throw notFound('Weekly class not found');
  return weeklyView(rows[0]);
}

function checkTimes(startTime: string, endTime: string): void {
  if (toMinutes(endTime) <= toMinutes(startTime)) throw badRequest(`endTime: must be after the start time (${startTime})`, { field: 'endTime' });
}

const WEEKLY_SORTS = { weekday: 'w.weekday', startTime: 'w.start_time', courseCode: 'c.code', roomCode: 'r.code' };
const ROOM_SORTS = { code: 'code', building: 'building', capacity: 'capacity' };

/** Sections the caller attends or teaches (null = not limited to own classes). */
function ownSections(scope: Scope) {
  if (scope.studentId) return sql`s.id in (select e.section_id from organizational.enrollments e where e.student_id = ${scope.studentId})`;
  if (scope.lecturerId && !scope.all && !scope.roles.deans && !scope.roles.chair) return sql`s.lecturer_id = ${scope.lecturerId}`;
  if (scope.all || scope.roles.qa) return undefined;
  if (scope.departmentIds.length) return sql`c.department_id = any(${scope.departmentIds}::uuid[])`;
  return sql`false`;
}

function mondayOf(date: Date): Date {
  const copy = new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()));
  const weekday = copy.getUTCDay() || 7;
  copy.setUTCDate(copy.getUTCDate() - weekday + 1);
  return copy;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export function scheduleRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    // ---- rooms
    app.get('/api/organizational/rooms', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Rooms with their capacity and equipment', querystring: ListQuery, response: { 200: DataList(Room) } } }, async (request) => {
      const page = paging(request.query);
      const order = sortColumn(request.query, ROOM_SORTS, 'code');
      const pattern = prefixPattern(request.query.search);
      const filter = where([pattern ? sql`(lower(code) like ${pattern} or lower(building) like ${pattern})` : undefined]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.rooms ${filter}`.execute(db);
      const { rows } = await sql<Record<string, never>>`select * from organizational.rooms ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, id limit ${page.pageSize} offset ${page.offset}`.execute(db);
      return {
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        data: rows.map((row: any) => ({ id: row.id, code: row.code, building: row.building, capacity: row.capacity, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) })),
        total: total.rows[0]!.n,
        page: page.page,
        pageSize: page.pageSize,
      };
    });

    const oneRoom = async (id: string) => {
      const row = await db.selectFrom('rooms').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Room not found');
      return { id: row.id, code: row.code, building: row.building, capacity: row.capacity, createdAt: iso(row.created_at), updatedAt: iso(row.updated_at) };
    };

    /** A smaller room must still seat every section that meets in it: 409 naming the largest that would not fit. */
    const assertRoomHolds = async (code: string, roomId: string, capacity: number) => {
      const section = await largestSectionIn(db, roomId);
      if (section && section.enrolled > capacity) {
        throw conflict(
          `Room ${code} cannot seat fewer than ${section.enrolled}: section ${section.section_number} of ${section.course_code} meets there with ${section.enrolled} students`,
          'ROOM_TOO_SMALL',
          { capacity, enrolled: section.enrolled },
        );
      }
    };

    app.post('/api/organizational/rooms', { config: { access: ACCESS.admin, audit: 'room.created' }, schema: { summary: 'Create a room (admin)', body: RoomCreateBody, response: { 201: DataOne(Room) } } }, async (request, reply) => {
      return unique(`A room with code "${request.body.code}" already exists`, async () => {
        const row = await db.insertInto('rooms').values({ code: request.body.code.trim(), building: request.body.building.trim(), capacity: request.body.capacity }).returning('id').executeTakeFirstOrThrow();
        return reply.status(201).send({ data: await oneRoom(row.id) });
      });
    });

    app.put('/api/organizational/rooms/:id', { config: { access: ACCESS.admin, audit: 'room.updated' }, schema: { summary: 'Change a room; its capacity may not fall below a section that meets in it (admin)', params: IdParams, body: RoomUpdateBody, response: { 200: DataOne(Room) } } }, async (request) => {
      const room = await oneRoom(request.params.id);
      const body = request.body;
      if (body.capacity !== undefined && body.capacity < room.capacity) await assertRoomHolds(room.code, room.id, body.capacity);
      await unique(`A room with code "${body.code}" already exists`, async () => {
        await db
          .updateTable('rooms')
          .set({
            ...(body.code !== undefined ? { code: body.code.trim() } : {}),
            ...(body.building !== undefined ? { building: body.building.trim() } : {}),
            ...(body.capacity !== undefined ? { capacity: body.capacity } : {}),
            updated_at: new Date(),
          })
          .where('id', '=', room.id)
          .execute();
      });
      return { data: await oneRoom(room.id) };
    });

    app.delete('/api/organizational/rooms/:id', { config: { access: ACCESS.admin, audit: 'room.deleted' }, schema: { summary: 'Delete a room without booked classes (admin)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const room = await oneRoom(request.params.id);
      const used = await db.selectFrom('weekly_classes').select(sql<number>`count(*)::int`.as('n')).where('room_id', '=', room.id).executeTakeFirstOrThrow();
      if (used.n > 0) throw conflict(`Room ${room.code} is used by ${used.n} weekly class(es); move them first`, 'IN_USE');
      await db.deleteFrom('rooms').where('id', '=', room.id).execute();
      return { data: { id: room.id } };
    });

    // ---- weekly classes
    app.get('/api/organizational/weekly-classes', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Weekly classes: filters by section, room, lecturer, group and day', querystring: WeeklyClassListQuery, response: { 200: DataList(WeeklyClass) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const query = request.query;
      const page = paging(query);
      const order = sortColumn(query, WEEKLY_SORTS, 'weekday');
      const restrict = departmentFilter(scope, { lecturersReadAll: true });
      const pattern = prefixPattern(query.search);
      const filter = where([
        restrict ? sql`c.department_id = any(${restrict}::uuid[])` : undefined,
        query.sectionId ? sql`w.section_id = ${query.sectionId}` : undefined,
        query.roomId ? sql`w.room_id = ${query.roomId}` : undefined,
        query.lecturerId ? sql`s.lecturer_id = ${query.lecturerId}` : undefined,
        query.groupId ? sql`s.id in (select sg.section_id from organizational.section_groups sg where sg.group_id = ${query.groupId})` : undefined,
        query.departmentId ? sql`c.department_id = ${query.departmentId}` : undefined,
        query.periodId ? sql`s.period_id = ${query.periodId}` : sql`s.period_id in (select id from organizational.periods where is_active)`,
        query.weekday ? sql`w.weekday = ${query.weekday}` : undefined,
        pattern ? sql`(lower(c.code) like ${pattern} or lower(r.code) like ${pattern})` : undefined,
      ]);
      const total = await sql<{ n: number }>`select count(*)::int as n from organizational.weekly_classes w join organizational.sections s on s.id = w.section_id
        join organizational.courses c on c.id = s.course_id left join organizational.rooms r on r.id = w.room_id ${filter}`.execute(db);
      const { rows } = await sql`${weeklySelect} ${filter} order by ${sql.raw(order.column)} ${sql.raw(order.direction)}, w.weekday, w.start_time, w.id limit ${page.pageSize} offset ${page.offset}`.execute(db);
      return { data: rows.map(weeklyView), total: total.rows[0]!.n, page: page.page, pageSize: page.pageSize };
    });

    app.get('/api/organizational/weekly-classes/:id', { config: { access: ACCESS.staff }, schema: { summary: 'One weekly class', params: IdParams, response: { 200: DataOne(WeeklyClass) } } }, async (request) => {
      const weekly = await oneWeekly(db, request.params.id);
      assertListed(await scopeOf(db, request), weekly.departmentId, { lecturersReadAll: true });
      return { data: weekly };
    });

    const saveWeekly = async (sectionId: string, slot: Slot & { isVirtual: boolean }, id?: string): Promise<string> =>
      db.transaction().execute(async (trx) => {
        await assertBookable(trx, { sectionId, slot });
        const values = { weekday: slot.weekday, start_time: slot.startTime, end_time: slot.endTime, room_id: slot.roomId, is_virtual: slot.isVirtual, updated_at: new Date() };
        if (id) {
          await trx.updateTable('weekly_classes').set(values).where('id', '=', id).execute();
          return id;
        }
        const { updated_at: _updated, ...insert } = values;
        void _updated;
        const row = await trx.insertInto('weekly_classes').values({ ...insert, section_id: sectionId }).returning('id').executeTakeFirstOrThrow();
        return row.id;
      });

    const checkRoom = async (roomId: string | null | undefined) => {
      if (!roomId) return;
      const room = await db.selectFrom('rooms').select('id').where('id', '=', roomId).executeTakeFirst();
      if (!room) throw badRequest('roomId: no room has this id', { field: 'roomId' });
    };

    app.post('/api/organizational/weekly-classes', { config: { access: ACCESS.managers, audit: 'weekly_class.created' }, schema: { summary: 'Schedule a weekly class; a room, lecturer or group taken at that time is a conflict (dean\'s office, chair)', body: WeeklyClassCreateBody, response: { 201: DataOne(WeeklyClass) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const section = await db
        .selectFrom('sections')
        .innerJoin('courses', 'courses.id', 'sections.course_id')
        .select(['sections.id', 'sections.is_virtual', 'courses.department_id'])
        .where('sections.id', '=', body.sectionId)
        .executeTakeFirst();
      if (!section) throw notFound('Section not found');
      assertDepartment(scope, section.department_id);
      checkTimes(body.startTime, body.endTime);
      await checkRoom(body.roomId);
      const isVirtual = body.isVirtual ?? section.is_virtual;
      if (!isVirtual && !body.roomId) throw badRequest('roomId: choose a room, or mark the class as virtual', { field: 'roomId' });
      const id = await saveWeekly(section.id, { weekday: body.weekday, startTime: body.startTime, endTime: body.endTime, roomId: body.roomId ?? null, isVirtual });
      return reply.status(201).send({ data: await oneWeekly(db, id) });
    });

    app.put('/api/organizational/weekly-classes/:id', { config: { access: ACCESS.managers, audit: 'weekly_class.updated' }, schema: { summary: 'Move or change a weekly class, with the same conflict checks (dean\'s office, chair)', params: IdParams, body: WeeklyClassUpdateBody, response: { 200: DataOne(WeeklyClass) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneWeekly(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      const body = request.body;
      const next = {
        weekday: body.weekday ?? current.weekday,
        startTime: body.startTime ?? current.startTime,
        endTime: body.endTime ?? current.endTime,
        roomId: body.roomId !== undefined ? body.roomId : current.roomId,
        isVirtual: body.isVirtual ?? current.isVirtual,
        excludeId: current.id,
      };
      checkTimes(next.startTime, next.endTime);
      await checkRoom(next.roomId);
      if (!next.isVirtual && !next.roomId) throw badRequest('roomId: choose a room, or mark the class as virtual', { field: 'roomId' });
      await saveWeekly(current.sectionId, next, current.id);
      return { data: await oneWeekly(db, current.id) };
    });

    app.delete('/api/organizational/weekly-classes/:id', { config: { access: ACCESS.managers, audit: 'weekly_class.deleted' }, schema: { summary: 'Remove a weekly class (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneWeekly(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      await db.deleteFrom('weekly_classes').where('id', '=', current.id).execute();
      return { data: { id: current.id } };
    });

    // ---- the caller's schedule and upcoming classes
    const ownWeekly = async (scope: Scope) => {
      const own = ownSections(scope);
      const filter = where([own, sql`s.period_id in (select id from organizational.periods where is_active)`]);
      const { rows } = await sql`${weeklySelect} ${filter} order by w.weekday, w.start_time`.execute(db);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return rows.map((row: any) => ({ view: weeklyView(row), capacity: row.capacity as number, enrollmentCount: row.enrollment_count as number, joinUrl: row.join_url as string | null }));
    };

    app.get('/api/schedule', { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s weekly timetable', querystring: ScheduleQuery, response: { 200: ScheduleResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const from = request.query.from ? new Date(`${request.query.from}T00:00:00Z`) : mondayOf(new Date());
      const to = request.query.to ? new Date(`${request.query.to}T00:00:00Z`) : new Date(from.getTime() + 6 * 86_400_000);
      if (to < from) throw badRequest('to: must not be before from', { field: 'to' });
      if (to.getTime() - from.getTime() > 62 * 86_400_000) throw badRequest('to: the range can be at most 62 days', { field: 'to' });
      const classes = await ownWeekly(scope);
      const highlighted = Boolean(scope.studentId || scope.lecturerId);
      const sessions: ScheduleSession[] = [];
      for (let day = new Date(from); day <= to; day = new Date(day.getTime() + 86_400_000)) {
        const weekday = day.getUTCDay() || 7;
        for (const item of classes) {
          if (item.view.weekday !== weekday) continue;
          const date = isoDay(day);
          sessions.push({
            id: `${item.view.id}:${date}`,
            weeklyClassId: item.view.id,
            date,
            weekday,
            startTime: item.view.startTime,
            endTime: item.view.endTime,
            courseId: item.view.courseId,
            courseCode: item.view.courseCode,
            courseName: item.view.courseName,
            sectionId: item.view.sectionId,
            sectionNumber: item.view.sectionNumber,
            instructorName: item.view.lecturerName,
            roomCode: item.view.roomCode,
            capacity: item.capacity,
            enrollmentCount: item.enrollmentCount,
            isVirtual: item.view.isVirtual,
            joinUrl: item.joinUrl,
            groupNames: item.view.groupNames,
            highlighted,
          });
        }
      }
      return { data: sessions };
    });

    app.get('/api/dashboard/upcoming-classes', { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s next classes', querystring: UpcomingClassesQuery, response: { 200: UpcomingClassesResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const limit = request.query.limit ?? 10;
      const now = new Date();
      const classes = await ownWeekly(scope);
      const upcoming: UpcomingClass[] = [];
      const language = request.query.lang ?? 'hy';
      for (let offset = 0; offset < 14 && upcoming.length < limit; offset++) {
        const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
        const weekday = day.getDay() || 7;
        for (const item of classes) {
          if (item.view.weekday !== weekday || upcoming.length >= limit) continue;
          const [sh, sm] = item.view.startTime.split(':').map(Number);
          const [eh, em] = item.view.endTime.split(':').map(Number);
          const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), sh, sm);
          const end = new Date(day.getFullYear(), day.getMonth(), day.getDate(), eh, em);
          if (end <= now) continue;
          const canJoinAt = new Date(start.getTime() - 15 * 60_000);
          upcoming.push({
            id: `${item.view.id}:${dateOnly(start)}`,
            weeklyClassId: item.view.id,
            sectionId: item.view.sectionId,
            courseName: localizedName(item.view.courseName, language),
            courseNames: item.view.courseName,
            courseCode: item.view.courseCode,
            sectionNumber: item.view.sectionNumber,
            isVirtual: item.view.isVirtual,
            nextClassDate: start.toISOString(),
            endTime: item.view.endTime,
            roomCode: item.view.roomCode,
            enrollmentCount: item.enrollmentCount,
            maxEnrollment: item.capacity,
            instructorName: item.view.lecturerName,
            joinUrl: item.joinUrl,
            joinWindowOpen: now >= canJoinAt && now < end,
            canJoinAt: canJoinAt.toISOString(),
          });
        }
      }
      return { classes: upcoming, total: upcoming.length, lastUpdated: now.toISOString() };
    });

    const countStudents = async (scope: Scope): Promise<number> => {
      if (scope.studentId && !scope.all) {
        const { rows } = await sql<{ n: number }>`select count(distinct e2.student_id)::int as n from organizational.enrollments e2
          where e2.section_id in (select e.section_id from organizational.enrollments e where e.student_id = ${scope.studentId})`.execute(db);
        return rows[0]!.n;
      }
      const { rows } = await studentCount([], studentScope(scope)).execute(db);
      return rows[0]!.n;
    };

    const countCourses = async (scope: Scope): Promise<number> => {
      let query;
      if (scope.all || scope.roles.qa) query = sql<{ n: number }>`select count(*)::int as n from organizational.courses`;
      else if (scope.departmentIds.length) query = sql<{ n: number }>`select count(*)::int as n from organizational.courses where department_id = any(${scope.departmentIds}::uuid[])`;
      else if (scope.lecturerId) query = sql<{ n: number }>`select count(distinct course_id)::int as n from organizational.sections where lecturer_id = ${scope.lecturerId}`;
      else if (scope.studentId) {
        query = sql<{ n: number }>`select count(distinct s.course_id)::int as n from organizational.enrollments e join organizational.sections s on s.id = e.section_id where e.student_id = ${scope.studentId}`;
      } else return 0;
      return (await query.execute(db)).rows[0]!.n;
    };

    // The shell asks for these on every page load: both counts at once.
    const stats = async (scope: Scope) => {
      const [totalCourses, totalStudents] = await Promise.all([countCourses(scope), countStudents(scope)]);
      return { totalCourses, totalStudents };
    };

    app.get('/api/dashboard/stats', { config: { access: ACCESS.signedIn }, schema: { summary: 'The figures of the signed-in person\'s dashboard', response: { 200: DashboardStats } } }, async (request) => stats(await scopeOf(db, request)));
    // SPEC §7 lists GET /api/dashboard without a shape; it answers the same counts.
    app.get('/api/dashboard', { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s dashboard', response: { 200: DashboardStats } } }, async (request) => stats(await scopeOf(db, request)));

    app.get('/api/dashboard/total-students', { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'How many students the caller may see', response: { 200: TotalStudentsResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { total: await countStudents(scope) };
    });
  };
}
