// The academic calendar (/api/organizational/academic-calendar): every year with its terms, and one year's exam
// sessions and holidays for anyone signed in; the administrator adds, changes and removes those.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACADEMIC_CALENDAR_PATHS,
  AcademicCalendar,
  AcademicCalendarQuery,
  CalendarEntry,
  CalendarEntryBody,
  CalendarEntryUpdateBody,
  DataOne,
  DeletedResponse,
  IdParams,
  type CalendarEntryKind,
} from '@campus/contracts/organizational';
import type { AuditAction } from '@campus/contracts';
import { listAcademicYears } from '../db/academic-year.repository.js';
import { calendarEntriesOf, calendarYearId, deleteCalendarEntry, insertCalendarEntry, updateCalendarEntry } from '../db/calendar.repository.js';
import type { OrgDb } from '../db/database.js';
import { ACCESS } from '../scope.js';

/** Each kind of entry (also its record in the audit log), where it lives and how the API's summaries name it. */
const KINDS: { kind: CalendarEntryKind; path: string; noun: string }[] = [
  { kind: 'exam_session', path: ACADEMIC_CALENDAR_PATHS.examSessions, noun: 'an exam session' },
  { kind: 'holiday', path: ACADEMIC_CALENDAR_PATHS.holidays, noun: 'a holiday' },
];

export function academicCalendarRoutes(db: OrgDb): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ACADEMIC_CALENDAR_PATHS.calendar, { config: { access: ACCESS.signedIn }, schema: { summary: 'Every academic year with its terms, and one year\'s exam sessions and holidays (default the active year)', querystring: AcademicCalendarQuery, response: { 200: DataOne(AcademicCalendar) } } }, async (request) => {
      const academicYearId = await calendarYearId(db, request.query.academicYearId);
      const entries = academicYearId ? await calendarEntriesOf(db, academicYearId) : { exam_session: [], holiday: [] };
      return { data: { academicYearId, years: await listAcademicYears(db), examSessions: entries.exam_session, holidays: entries.holiday } };
    });

    for (const { kind, path, noun } of KINDS) {
      const audit = (verb: 'created' | 'updated' | 'deleted'): AuditAction => `${kind}.${verb}`;

      app.post(path, { config: { access: ACCESS.admin, audit: audit('created') }, schema: { summary: `Add ${noun} to an academic year (admin); its days lie inside the year`, body: CalendarEntryBody, response: { 201: DataOne(CalendarEntry) } } }, async (request, reply) => {
        const { academicYearId, ...values } = request.body;
        return reply.status(201).send({ data: await insertCalendarEntry(db, kind, academicYearId, values) });
      });

      app.put(`${path}/:id`, { config: { access: ACCESS.admin, audit: audit('updated') }, schema: { summary: `Rename ${noun} or move its days (admin)`, params: IdParams, body: CalendarEntryUpdateBody, response: { 200: DataOne(CalendarEntry) } } }, async (request) => ({
        data: await updateCalendarEntry(db, kind, request.params.id, request.body),
      }));

      app.delete(`${path}/:id`, { config: { access: ACCESS.admin, audit: audit('deleted') }, schema: { summary: `Remove ${noun} (admin)`, params: IdParams, response: { 200: DeletedResponse } } }, async (request) => {
        await deleteCalendarEntry(db, kind, request.params.id);
        return { data: { id: request.params.id } };
      });
    }
  };
}
