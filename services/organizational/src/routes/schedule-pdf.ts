// The schedule as a PDF file: the caller's own week or month, or a department's for those who manage it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '@campus/kit';
import { ErrorBody } from '@campus/contracts';
import { SCHEDULE_PDF_PATH, SchedulePdfQuery, localizedName, schedulePdfFileName, type SchedulePdfRange } from '@campus/contracts/organizational';
import { addDays, dayIn, isCalendarDay, mondayOf } from '../calendar-days.js';
import { classSessions, scheduleSession, type SessionsOwner } from '../class-sessions.js';
import type { OrgDb } from '../db/database.js';
import { departmentTitle, personName } from '../db/schedule-owner.repository.js';
import { schedulePdf } from '../schedule-pdf.js';
import { ACCESS, assertDepartment, scopeOf } from '../scope.js';

/** The week (Monday to Sunday) or the calendar month that holds the day. */
function daysOf(range: SchedulePdfRange, day: string): { from: string; to: string } {
  if (range === 'week') {
    const from = mondayOf(day);
    return { from, to: addDays(from, 6) };
  }
  const from = `${day.slice(0, 8)}01`;
  const nextMonth = addDays(from, 31).slice(0, 8);
  return { from, to: addDays(`${nextMonth}01`, -1) };
}

/** A day of the calendar in years a timetable can hold (four-digit years stay four digits a month on). */
const isScheduleDay = (day: string) => isCalendarDay(day) && day >= '1900-01-01' && day <= '2999-12-31';

export function schedulePdfRoutes(db: OrgDb, timeZone: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(SCHEDULE_PDF_PATH, {
      config: { access: ACCESS.signedIn },
      schema: {
        summary: 'The signed-in person\'s schedule of a week (default) or a month as a PDF, in their language and the university\'s time zone; with departmentId, a department\'s (the dean\'s office, its chair, an administrator)',
        querystring: SchedulePdfQuery,
        response: { 200: { description: 'application/pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    }, async (request, reply) => {
      const { range = 'week', lang = 'hy', departmentId } = request.query;
      const day = request.query.from ?? dayIn(new Date(), timeZone);
      if (!isScheduleDay(day)) throw badRequest(`from: ${day} is not a day of the calendar between 1900 and 2999`, { field: 'from' });
      const days = daysOf(range, day);
      const scope = await scopeOf(db, request);
      let owner: SessionsOwner = { scope };
      let title = (await personName(db, scope.userId)) ?? request.user.email;
      if (departmentId) {
        assertDepartment(scope, departmentId);
        const department = await departmentTitle(db, departmentId);
        if (!department) throw notFound('Department not found');
        owner = { departmentId };
        title = `${department.code} ${localizedName(department.name, lang)}`;
      }
      const sessions = (await classSessions(db, owner, days, timeZone)).map((session) => scheduleSession(session, false));
      const pdf = await schedulePdf({ owner: title, ...days, sessions, language: lang, timeZone });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${schedulePdfFileName(days.from, range)}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string); // bytes, which the schema's binary string stands for
    });
  };
}
