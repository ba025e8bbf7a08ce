// Service-token-only reads for other services: the examination board (grading) asks each section's class days so far
// and every student's count of each mark.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ATTENDANCE_INTERNAL_PATHS, AttendanceSummary, AttendanceSummaryQuery } from '@campus/contracts/attendance';
import type { AttendanceContext } from '../context.js';
import { attendanceSummary } from '../summary.js';

export function internalRoutes(context: AttendanceContext): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(ATTENDANCE_INTERNAL_PATHS.summary, { config: { access: { service: true } }, schema: { summary: 'Per section: its class days from its period\'s start up to `to` (default today) and each student\'s count of every mark, in the order asked (service token)', querystring: AttendanceSummaryQuery, response: { 200: AttendanceSummary } } }, async (request) => ({
      data: await attendanceSummary(context, request.query),
    }));
  };
}
