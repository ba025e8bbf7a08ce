// Weekly classes with conflict detection (room, lecturer and group double-booking), the caller's
// schedule, upcoming classes and dashboard counts, and a section's sessions for the attendance service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
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
} from '@campus/contracts/organizational';
import { ClassSession, ORGANIZATIONAL_ATTENDANCE_PATHS, SectionParams, SessionsQuery } from '@campus/contracts/attendance';
import type { OrgDb } from '../db/database.js';
import { addDays, dayIn, mondayOf } from '../calendar-days.js';
import { checkRange, classSessions, MAX_SESSION_DAYS, scheduleSession, upcomingClasses, type DatedSession } from '../class-sessions.js';
import { ACCESS, assertDepartment, assertListed, departmentFilter, scopeOf, type Scope } from '../scope.js';
import { assertBookable, type Slot } from '../schedule-rules.js';
import { countVisibleCourses } from '../db/course.repository.js';
import { roomExists } from '../db/room.repository.js';
import { sectionForBooking, sectionPeriodDays } from '../db/section.repository.js';
import { countVisibleStudents } from '../db/student.repository.js';
import { deleteWeeklyClass, insertWeeklyClass, listWeeklyClasses, oneWeeklyClass, updateWeeklyClass } from '../db/weekly-class.repository.js';

const toMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function checkTimes(startTime: string, endTime: string): void {
  if (toMinutes(endTime) <= toMinutes(startTime)) throw badRequest(`endTime: must be after the start time (${startTime})`, { field: 'endTime' });
}

/** GET /api/schedule answers at most this many days at once. */
const MAX_SCHEDULE_DAYS = 62;

export function scheduleRoutes(db: OrgDb, timeZone: string): FastifyPluginAsyncTypebox {
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

    // ---- the caller's schedule and upcoming classes, and a section's sessions for other services (class-sessions.ts)
    app.get(ORGANIZATIONAL_PATHS.schedule, { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s sessions between two days (default this week), in the university\'s time zone, holidays left out', querystring: ScheduleQuery, response: { 200: ScheduleResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const from = request.query.from ?? mondayOf(dayIn(new Date(), timeZone));
      const range = { from, to: request.query.to ?? addDays(from, 6) };
      checkRange(range, MAX_SCHEDULE_DAYS);
      // Highlighted: the caller's own classes (a student's are all theirs; staff who also teach see their unit's too).
      const own = (session: DatedSession) => Boolean(scope.studentId) || (scope.lecturerId !== null && session.weekly.view.lecturerId === scope.lecturerId);
      return { data: (await classSessions(db, { scope }, range, timeZone)).map((session) => scheduleSession(session, own(session))) };
    });

    app.get(`${ORGANIZATIONAL_PATHS.dashboard}/upcoming-classes`, { config: { access: ACCESS.signedIn }, schema: { summary: 'The signed-in person\'s next classes (the next two weeks), by start; the join window opens 15 minutes before the start', querystring: UpcomingClassesQuery, response: { 200: UpcomingClassesResponse } } }, async (request) => {
      const scope = await scopeOf(db, request);
      const now = new Date();
      const upcoming = await upcomingClasses(db, { scope }, { now, limit: request.query.limit ?? 10, language: request.query.lang ?? 'hy', timeZone });
      return { ...upcoming, lastUpdated: now.toISOString(), timeZone };
    });

    app.get(ORGANIZATIONAL_ATTENDANCE_PATHS.sessions(':sectionId'), { config: { access: { service: true } }, schema: { summary: 'A section\'s sessions between two days (default its period, at most a year), holidays left out (service token)', params: SectionParams, querystring: SessionsQuery, response: { 200: Type.Object({ data: Type.Array(ClassSession) }) } } }, async (request) => {
      const period = await sectionPeriodDays(db, request.params.sectionId);
      if (!period) throw notFound('Section not found');
      const range = { from: request.query.from ?? period.from, to: request.query.to ?? period.to };
      checkRange(range, MAX_SESSION_DAYS);
      const sessions = await classSessions(db, { sectionId: request.params.sectionId }, range, timeZone);
      return { data: sessions.map(({ date, startTime, endTime }) => ({ date, startTime, endTime })) };
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
