// Weekly classes with conflict detection (room, lecturer and group double-booking), the caller's
// schedule, upcoming classes and dashboard counts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '@campus/kit';
import {
  DashboardStats,
  DataList,
  DataOne,
  DeletedResponse,
  IdParams,
  ORGANIZATIONAL_PATHS,
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
import { dateOnly } from '../lists.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { assertBookable, type Slot } from '../schedule-rules.js';
import { countVisibleCourses } from '../db/course.repository.js';
import { roomExists } from '../db/room.repository.js';
import { sectionForBooking } from '../db/section.repository.js';
import { countVisibleStudents } from '../db/student.repository.js';
import { deleteWeeklyClass, insertWeeklyClass, listWeeklyClasses, oneWeeklyClass, ownWeeklyClasses, updateWeeklyClass } from '../db/weekly-class.repository.js';

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function checkTimes(startTime: string, endTime: string): void {
  if (toMinutes(endTime) <= toMinutes(startTime)) throw badRequest(`endTime: must be after the start time (${startTime})`, { field: 'endTime' });
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
    // ---- weekly classes
    app.get(ORGANIZATIONAL_PATHS.weeklyClasses, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'Weekly classes: filters by section, room, lecturer, group and day', querystring: WeeklyClassListQuery, response: { 200: DataList(WeeklyClass) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return listWeeklyClasses(db, request.query, departmentFilter(scope, { lecturersReadAll: true }));
    });

    app.get(`${ORGANIZATIONAL_PATHS.weeklyClasses}/:id`, { config: { access: ACCESS.staff }, schema: { summary: 'One weekly class', params: IdParams, response: { 200: DataOne(WeeklyClass) } } }, async (request) => {
      const weekly = await oneWeeklyClass(db, request.params.id);
      assertListed(await scopeOf(db, request), weekly.departmentId, { lecturersReadAll: true });
      return { data: weekly };
    });

    const saveWeekly = async (sectionId: string, slot: Slot & { isVirtual: boolean }, id?: string): Promise<string> =>
      db.transaction().execute(async (trx) => {
        await assertBookable(trx, { sectionId, slot });
        const values = { weekday: slot.weekday, start_time: slot.startTime, end_time: slot.endTime, room_id: slot.roomId, is_virtual: slot.isVirtual };
        if (!id) return insertWeeklyClass(trx, { ...values, section_id: sectionId });
        await updateWeeklyClass(trx, id, values);
        return id;
      });

    const checkRoom = async (roomId: string | null | undefined) => {
      if (!roomId) return;
      if (!(await roomExists(db, roomId))) throw badRequest('roomId: no room has this id', { field: 'roomId' });
    };

    app.post(ORGANIZATIONAL_PATHS.weeklyClasses, { config: { access: ACCESS.managers, audit: 'weekly_class.created' }, schema: { summary: 'Schedule a weekly class; a room, lecturer or group taken at that time is a conflict (dean\'s office, chair)', body: WeeklyClassCreateBody, response: { 201: DataOne(WeeklyClass) } } }, async (request, reply) => {
      const scope = await scopeOf(db, request);
      const body = request.body;
      const section = await sectionForBooking(db, body.sectionId);
      if (!section) throw notFound('Section not found');
      assertDepartment(scope, section.department_id);
      checkTimes(body.startTime, body.endTime);
      await checkRoom(body.roomId);
      const isVirtual = body.isVirtual ?? section.is_virtual;
      if (!isVirtual && !body.roomId) throw badRequest('roomId: choose a room, or mark the class as virtual', { field: 'roomId' });
      const id = await saveWeekly(section.id, { weekday: body.weekday, startTime: body.startTime, endTime: body.endTime, roomId: body.roomId ?? null, isVirtual });
      return reply.status(201).send({ data: await oneWeeklyClass(db, id) });
    });

    app.put(`${ORGANIZATIONAL_PATHS.weeklyClasses}/:id`, { config: { access: ACCESS.managers, audit: 'weekly_class.updated' }, schema: { summary: 'Move or change a weekly class, with the same conflict checks (dean\'s office, chair)', params: IdParams, body: WeeklyClassUpdateBody, response: { 200: DataOne(WeeklyClass) } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneWeeklyClass(db, request.params.id);
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
      return { data: await oneWeeklyClass(db, current.id) };
    });

    app.delete(`${ORGANIZATIONAL_PATHS.weeklyClasses}/:id`, { config: { access: ACCESS.managers, audit: 'weekly_class.deleted' }, schema: { summary: 'Remove a weekly class (dean\'s office, chair)', params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const current = await oneWeeklyClass(db, request.params.id);
      assertDepartment(scope, current.departmentId);
      await deleteWeeklyClass(db, current.id);
      return { data: { id: current.id } };
    });

    // ---- the caller's schedule and upcoming classes
    app.get(ORGANIZATIONAL_PATHS.schedule, { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s weekly timetable', querystring: ScheduleQuery, response: { 200: ScheduleResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const from = request.query.from ? new Date(`${request.query.from}T00:00:00Z`) : mondayOf(new Date());
      const to = request.query.to ? new Date(`${request.query.to}T00:00:00Z`) : new Date(from.getTime() + 6 * 86_400_000);
      if (to < from) throw badRequest('to: must not be before from', { field: 'to' });
      if (to.getTime() - from.getTime() > 62 * 86_400_000) throw badRequest('to: the range can be at most 62 days', { field: 'to' });
      const classes = await ownWeeklyClasses(db, scope);
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

    app.get(`${ORGANIZATIONAL_PATHS.dashboard}/upcoming-classes`, { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s next classes', querystring: UpcomingClassesQuery, response: { 200: UpcomingClassesResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const limit = request.query.limit ?? 10;
      const now = new Date();
      const classes = await ownWeeklyClasses(db, scope);
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

    // The shell asks for these on every page load: both counts at once.
    const stats = async (scope: Scope) => {
      const [totalCourses, totalStudents] = await Promise.all([countVisibleCourses(db, scope), countVisibleStudents(db, scope)]);
      return { totalCourses, totalStudents };
    };

    app.get(`${ORGANIZATIONAL_PATHS.dashboard}/stats`, { config: { access: ACCESS.signedIn }, schema: { summary: 'The figures of the signed-in person\'s dashboard', response: { 200: DashboardStats } } }, async (request) => stats(await scopeOf(db, request)));
    // SPEC §7 lists GET /api/dashboard without a shape; it answers the same counts.
    app.get(ORGANIZATIONAL_PATHS.dashboard, { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s dashboard', response: { 200: DashboardStats } } }, async (request) => stats(await scopeOf(db, request)));

    app.get(`${ORGANIZATIONAL_PATHS.dashboard}/total-students`, { config: { access: ACCESS.staff, cacheAnswer: true }, schema: { summary: 'How many students the caller may see', response: { 200: TotalStudentsResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      return { total: await countVisibleStudents(db, scope) };
    });
  };
}
