// Reports: enrolment by program and group, teaching load, grade distributions and pass rates, attendance rates, each
// as JSON and as a PDF in the reader's language. Administrators and quality assurance read the whole university, the
// dean's office its faculties, chairs their departments (the examination board's scope); everyone else 403.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttendanceReport, EnrolmentReport, GradesReport, ReportPdfParams, ReportPdfQuery, ReportQuery, REPORT_PATHS, reportPath, TeachingLoad } from '@campus/contracts/grading';
import { ErrorBody } from '@campus/contracts';
import { attachment } from '@campus/kit';
import { BOARD_ACCESS } from './board.js';
import type { Reports } from '../reports/reports.js';
import { reportPdf, reportPdfFileName, type ReportData } from '../reports/reports-pdf.js';

export function reportRoutes(reports: Reports, timeZone: string): FastifyPluginAsyncTypebox {
  return async (app) => {
    const config = { access: BOARD_ACCESS };
    app.get(reportPath('enrolment'), { config, schema: { summary: 'Students of the period (default the active one) per program and group, in the caller\'s scope', querystring: ReportQuery, response: { 200: EnrolmentReport } } }, async (request) => reports.enrolment(request, request.query));
    app.get(reportPath('teaching-load'), { config, schema: { summary: "Each lecturer's allocated hours, maximum, weekly class hours, sections and students in the period, in the caller's scope", querystring: ReportQuery, response: { 200: TeachingLoad } } }, async (request) => reports.teachingLoad(request, request.query));
    app.get(reportPath('grades'), { config, schema: { summary: 'Per subject: published midterm scores in five bands of the grade range, their mean, and the share of students whose average reaches the pass mark', querystring: ReportQuery, response: { 200: GradesReport } } }, async (request) => reports.grades(request, request.query));
    app.get(reportPath('attendance'), { config, schema: { summary: 'Per subject: the share of its students\' class days so far attended (every mark but absent)', querystring: ReportQuery, response: { 200: AttendanceReport } } }, async (request) => reports.attendance(request, request.query));

    app.get(REPORT_PATHS.pdf, {
      config,
      schema: {
        summary: "A report (the same scope and filters) as a PDF in the reader's language (lang, default hy)",
        params: ReportPdfParams,
        querystring: ReportPdfQuery,
        response: { 200: { description: 'application/pdf', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } }, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    }, async (request, reply) => {
      const { lang = 'hy', ...query } = request.query;
      const { kind } = request.params;
      const data: ReportData =
        kind === 'enrolment' ? { kind, report: await reports.enrolment(request, query) }
        : kind === 'teaching-load' ? { kind, report: await reports.teachingLoad(request, query) }
        : kind === 'grades' ? { kind, report: await reports.grades(request, query) }
        : { kind, report: await reports.attendance(request, query) };
      const pdf = await reportPdf(data, lang, timeZone);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(reportPdfFileName(kind, data.report.period?.name ?? '')))
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    });
  };
}
