// The academic periods (anyone signed in) and a student's own absences in one of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ATTENDANCE_PATHS, AbsenceRecord, AbsencesQuery, AttendancePeriod } from '@campus/contracts/attendance';
import { absencesOf } from '../absences.js';
import type { AttendanceContext } from '../context.js';

export function periodRoutes(context: AttendanceContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ATTENDANCE_PATHS.periods, { config: { access: { signedIn: true } }, schema: { summary: 'The academic periods, newest first, the active one flagged', response: { 200: Type.Object({ data: Type.Array(AttendancePeriod) }) } } }, async () => ({
      data: await context.periods(),
    }));

    app.get(ATTENDANCE_PATHS.absences, { config: { access: { roles: ['student'], scope: 'own' } }, schema: { summary: "The caller's own absences (absent, late, excused, partial) in a period (default the active one), newest first", querystring: AbsencesQuery, response: { 200: Type.Object({ data: Type.Array(AbsenceRecord) }) } } }, async (request) => ({
      data: await absencesOf(context, await context.viewer(request), request.query.academicPeriodId),
    }));
  };
}
